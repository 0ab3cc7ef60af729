import { createRemoteStore } from '@qcard/shared/store/create-remote-store';
import { spawn } from 'redux-saga/effects';
import { cartReducer } from '../features/cart/store/cart-slice';
import { cartSaga } from '../features/cart/store/cart-saga';
import { ordersReducer } from '../features/orders/store/orders-slice';
import { ordersSaga } from '../features/orders/store/orders-saga';

export const reducers = {
  cart: cartReducer,
  orders: ordersReducer,
};

function* rootSaga() {
  // spawn keeps one failing feature saga from stopping the others.
  yield spawn(cartSaga);
  yield spawn(ordersSaga);
}

/** A fresh store (tests); the app uses the one `store`. */
export function createCartBillingStore() {
  return createRemoteStore({ name: 'mfe-cart-billing', reducers, rootSaga });
}

export const store = createCartBillingStore();
export type RootState = ReturnType<typeof store.getState>;
