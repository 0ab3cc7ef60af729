import { createRemoteStore } from '@qcard/kit/store/create-remote-store';
import { cartReducer } from '../features/cart/store/cart-slice';
import { ordersReducer } from '../features/orders/store/orders-slice';

export const reducers = {
  cart: cartReducer,
  orders: ordersReducer,
};

// No saga runs from the start: each page's module names its own (remote-routes.tsx).
export const store = createRemoteStore({ name: 'mfe-cart-billing', reducers });
export type RootState = ReturnType<typeof store.getState>;
