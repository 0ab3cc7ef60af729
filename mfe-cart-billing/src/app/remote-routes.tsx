// The one exposed entry of this remote: its pages by route, each fetched when first shown; on
// the cart and the order history the page's first call starts with its code as soon as the shell
// knows the route. The cart, billing and confirmation pages have two variants: one page's code,
// the variant a prop.
import { defineRemote } from '@qcard/kit/remote/define-remote';
import { NAMESPACE } from './i18n-namespace';
import { prefetchCartPage } from '../features/cart/store/cart-saga';
import { prefetchOrderSearch } from '../features/orders/store/orders-saga';
import { store } from './store';

const cart = () => import('../features/cart/components/cart-page');
const billing = () => import('../features/billing/components/billing-page');
const confirm = () => import('../features/confirmation/components/confirm-page');

export default defineRemote({
  remote: 'mfe_cart_billing',
  store,
  namespace: NAMESPACE,
  prefetch: {
    '/user-cart': prefetchCartPage,
    '/order': () => prefetchOrderSearch(store.getState()),
  },
  pages: {
    '/user-cart': { load: cart, props: { variant: 'user' } },
    '/unreg-cart': { load: cart, props: { variant: 'unreg' } },
    '/billing': { load: billing, props: { variant: 'unreg' } },
    '/patron-billing': { load: billing, props: { variant: 'patron' } },
    '/confirm-order': { load: confirm, props: { variant: 'unreg' } },
    '/user-confirm-order': { load: confirm, props: { variant: 'user' } },
    '/order': () => import('../features/orders/components/order-history-page'),
    '/order-detail': () => import('../features/orders/components/order-detail-page'),
    '/order-receipt': () => import('../features/orders/components/order-receipt-page'),
  },
});
