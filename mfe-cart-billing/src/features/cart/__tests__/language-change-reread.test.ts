// The API answers order item descriptions in the request's language; after a
// switch in place the cart page shown is read again.
import { expectSaga } from 'redux-saga-test-plan';
import { switchToSpanishDuring } from '@qcard/kit/test-support/language-switch-in-place';
import { cartSaga } from '../store/cart-saga';
import { cartActions, initialCartState, type CartState } from '../store/cart-slice';

jest.mock('@qcard/runtime/api/api-client', () => ({
  callContract: jest.fn(async () => ({ status: 'ERROR' })),
}));

test('after a language switch, the cart page shown is read again', async () => {
  const shown: CartState = {
    ...initialCartState,
    page: {
      cartItems: [],
      price: 0,
      numberOfRecords: 12,
      numberOfPages: 2,
      pageNumber: 2,
    } as unknown as CartState['page'],
    status: 'loaded',
  };
  await switchToSpanishDuring(
    expectSaga(cartSaga).withState({ cart: shown }).put(cartActions.loadRequested(2)).silentRun(50),
  );
});
