import { createRemoteStore } from '@qcard/kit/store/create-remote-store';
import { rootSagaOf } from '@qcard/kit/store/root-saga';
import { cartReducer } from '../features/cart/store/cart-slice';
import { cartSaga } from '../features/cart/store/cart-saga';
import { ordersReducer } from '../features/orders/store/orders-slice';
import { ordersSaga } from '../features/orders/store/orders-saga';

export const reducers = {
  cart: cartReducer,
  orders: ordersReducer,
};

export const rootSaga = rootSagaOf(cartSaga, ordersSaga);

export const store = createRemoteStore({ name: 'mfe-cart-billing', reducers, rootSaga });
export type RootState = ReturnType<typeof store.getState>;
