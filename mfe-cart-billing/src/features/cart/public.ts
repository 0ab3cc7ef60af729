// What billing and confirmation use of the cart: the cart and its submit state, the cart
// actions, the key that makes one submit idempotent, and how a failed submit is shown.
export { newIdempotencyKey } from './api/cart-api';
export {
  cartActions,
  selectCartPage,
  selectCartStatus,
  selectSubmitError,
  selectSubmitStatus,
} from './store/cart-slice';
export { SUBMIT_SOURCE } from './store/cart-saga';
export { SubmitError } from './components/submit-error';
export { cartSaga } from './store/cart-saga';
