// What other shell features use of the cart badge: the count and how to ask for a refresh.
export { cartActions, selectCartCount, selectCartMode } from './cart-slice';
export { paintedCartLoaded, requestCartEarly } from './cart-saga';
