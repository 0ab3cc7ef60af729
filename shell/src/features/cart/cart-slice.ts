import type { UnknownAction } from 'redux';

export interface CartState {
  count: number;
}

export const cartActions = {
  countChanged: (count: number) => ({ type: 'cart/countChanged' as const, payload: count }),
  refreshRequested: () => ({ type: 'cart/refreshRequested' as const }),
};

export function cartReducer(state: CartState = { count: 0 }, action: UnknownAction): CartState {
  if (action.type === 'cart/countChanged') return { count: (action as ReturnType<typeof cartActions.countChanged>).payload };
  if (action.type === 'app/reset') return { count: 0 };
  return state;
}

export const selectCartCount = (state: { cart: CartState }) => state.cart.count;
