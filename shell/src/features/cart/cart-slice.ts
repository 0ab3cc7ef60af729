import type { UnknownAction } from 'redux';

import type { CartMode } from '@qcard/contracts/cart-mode';

export interface CartState {
  count: number;
  /** The mode the cart page opens in, from the cart's first page; null while not known. */
  mode: CartMode | null;
}

export const cartActions = {
  countChanged: (count: number) => ({ type: 'cart/countChanged' as const, payload: count }),
  firstPageLoaded: (count: number, mode: CartMode) => ({
    type: 'cart/firstPageLoaded' as const,
    payload: { count, mode },
  }),
  refreshRequested: () => ({ type: 'cart/refreshRequested' as const }),
};

const INITIAL: CartState = { count: 0, mode: null };

export function cartReducer(state: CartState = INITIAL, action: UnknownAction): CartState {
  if (action.type === 'cart/firstPageLoaded')
    return { ...(action as ReturnType<typeof cartActions.firstPageLoaded>).payload };
  if (action.type === 'cart/countChanged') {
    const count = (action as ReturnType<typeof cartActions.countChanged>).payload;
    // A count alone does not say which items there are, except that an empty cart opens in View.
    return { count, mode: count === 0 ? 'view' : state.count === count ? state.mode : null };
  }
  if (action.type === 'app/reset') return INITIAL;
  return state;
}

export const selectCartCount = (state: { cart: CartState }) => state.cart.count;
export const selectCartMode = (state: { cart: CartState }) => state.cart.mode;
