// What other domains may use of cart: everything else in this folder is its own.
export { assertCartLimits, lockCart } from './cart-limits';
export { type CartOwner, cartOwnerOf } from './cart-owner';
export { type CartItemRow, cartCount, cartSummary, ownedItems } from './cart-queries';
