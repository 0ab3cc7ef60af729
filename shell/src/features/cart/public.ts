// What other shell features use of the cart badge: the count and how to ask for a refresh.
export { cartActions, selectCartCount, selectCartMode } from './cart-slice';
export { requestCartEarly } from './cart-saga';
