// The mode a cart opens in (SPEC section 4), shared by the cart page and the shell: the shell
// paints the cart's header while the cart's remote loads, so both must reach the same answer
// from the same first page of the cart.
import type { CartItem } from '@qcard/contracts/cart-api';

export type CartMode = 'edit' | 'view';

/** A non-sponsor with a Recharge item starts in Edit; everyone else in View. */
export function initialCartMode(
  sponsor: boolean,
  items: ReadonlyArray<Pick<CartItem, 'type'>>,
): CartMode {
  return !sponsor && items.some((i) => i.type === 'Recharge') ? 'edit' : 'view';
}
