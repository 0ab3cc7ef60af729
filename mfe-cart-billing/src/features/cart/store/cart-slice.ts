// Cart state: the current page of the server cart, its subtotal and load status, and the
// last order placed (for the confirmation page).
import type { UnknownAction } from 'redux';
import { loadable, type LoadStatus } from '@qcard/kit/store/loadable';
import type { CartPage, OrderPayload } from '../../cart/api/cart-api';

export type { LoadStatus };
export type SubmitStatus = 'idle' | 'submitting' | 'failed' | 'done';

export interface CartState {
  page: CartPage | null;
  status: LoadStatus;
  deleting: number | null;
  submit: SubmitStatus;
  /** Message of the last failed submit (shown on the page as well as in the alert area). */
  submitError: string | null;
  lastOrderId: number | null;
  /** Idempotency key of the order that succeeded: a late second click with it sends nothing. */
  doneKey: string | null;
}

export const initialCartState: CartState = {
  page: null,
  status: 'idle',
  deleting: null,
  submit: 'idle',
  submitError: null,
  lastOrderId: null,
  doneKey: null,
};

export const cartActions = {
  loadRequested: (pageNo = 1) => ({ type: 'cart/loadRequested' as const, pageNo }),
  loaded: (page: CartPage) => ({ type: 'cart/loaded' as const, page }),
  loadFailed: () => ({ type: 'cart/loadFailed' as const }),
  deleteRequested: (itemId: number) => ({ type: 'cart/deleteRequested' as const, itemId }),
  deleteFinished: () => ({ type: 'cart/deleteFinished' as const }),
  /** The order as sent: its card number is already encrypted by the form (no plaintext card number in any action or state). */
  submitRequested: (payload: OrderPayload) => ({ type: 'cart/submitRequested' as const, payload }),
  submitSucceeded: (orderId: number, key: string) => ({
    type: 'cart/submitSucceeded' as const,
    orderId,
    key,
  }),
  submitFailed: (message: string) => ({ type: 'cart/submitFailed' as const, message }),
  submitReset: () => ({ type: 'cart/submitReset' as const }),
  /** Confirmation shown: the cart is empty now. */
  cleared: () => ({ type: 'cart/cleared' as const }),
};

// A failed reload keeps the page shown.
const cartPage = loadable<CartPage | null, 'page', 'status'>('page', 'status', {
  types: {
    requested: 'cart/loadRequested',
    loaded: 'cart/loaded',
    failed: 'cart/loadFailed',
    payload: 'page',
  },
});

type CartAction = ReturnType<(typeof cartActions)[keyof typeof cartActions]>;

export function cartReducer(state: CartState = initialCartState, raw: UnknownAction): CartState {
  const loaded = cartPage.reduce(state, raw);
  if (loaded) return loaded;
  const action = raw as CartAction;
  switch (action.type) {
    case 'cart/deleteRequested':
      return { ...state, deleting: action.itemId };
    case 'cart/deleteFinished':
      return { ...state, deleting: null };
    case 'cart/submitRequested':
      if (state.doneKey !== null && state.doneKey === action.payload.idempotencyKey) return state;
      return { ...state, submit: 'submitting', submitError: null };
    case 'cart/submitSucceeded':
      return { ...state, submit: 'done', lastOrderId: action.orderId, doneKey: action.key };
    case 'cart/submitFailed':
      return { ...state, submit: 'failed', submitError: action.message };
    case 'cart/submitReset':
      return { ...state, submit: 'idle', submitError: null };
    case 'cart/cleared':
      return { ...initialCartState, lastOrderId: state.lastOrderId };
    default:
      return state;
  }
}

interface WithCart {
  cart: CartState;
}
export const selectCartPage = (s: WithCart) => s.cart.page;
export const selectCartStatus = (s: WithCart) => s.cart.status;
export const selectDeleting = (s: WithCart) => s.cart.deleting;
export const selectSubmitStatus = (s: WithCart) => s.cart.submit;
export const selectDoneKey = (s: WithCart) => s.cart.doneKey;
export const selectSubmitError = (s: WithCart) => s.cart.submitError;
