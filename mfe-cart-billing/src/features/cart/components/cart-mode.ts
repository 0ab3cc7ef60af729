// Cart modes of SPEC section 4, as pure rules the page and its tests share.
import {
  SUBSCRIPTION_ITEM_TYPES,
  type CartItemView,
  type SubmitFunction,
} from '../../cart/api/cart-api';

import type { CartMode } from '@qcard/contracts/cart-mode';

// The shell decides the same mode for the header it paints while this remote loads.
export { initialCartMode, type CartMode } from '@qcard/contracts/cart-mode';

/** The page title of each mode ('Cart', 'REVIEW AND ORDER'): its key in the cartBilling texts. */
export function cartTitleKey(mode: CartMode): 'cart.title.edit' | 'cart.title.view' {
  return mode === 'edit' ? 'cart.title.edit' : 'cart.title.view';
}

/** SUBMIT ORDER: sponsors bill the company; a subscription-only cart charges nothing now. */
export function submitFunctionFor(
  sponsor: boolean,
  items: ReadonlyArray<Pick<CartItemView, 'type'>>,
): SubmitFunction {
  if (sponsor) return 'rs_submit_order';
  if (items.length > 0 && items.every((i) => SUBSCRIPTION_ITEM_TYPES.includes(String(i.type))))
    return 'subscription_submit_order';
  return 'submit_order';
}

/** Where CHECKOUT leads: a sponsor switches to View, a non-sponsor goes to billing. */
export function checkoutTarget(
  sponsor: boolean,
  registered: boolean,
): { kind: 'view' } | { kind: 'navigate'; to: string } {
  if (sponsor) return { kind: 'view' };
  return { kind: 'navigate', to: registered ? '/patron-billing' : '/billing' };
}
