// The one exposed entry of this remote: its pages by route, each fetched when first shown; on
// the cart and the order history the page's first call and its code start as soon as the shell
// knows the route.
import { defineRemote, lazyPage } from '@qcard/kit/remote/define-remote';
import { NAMESPACE } from './i18n-namespace';
import { prefetchCartPage } from '../features/cart/store/cart-saga';
import { prefetchOrderSearch } from '../features/orders/store/orders-saga';
import { store } from './store';

const cart = lazyPage(
  () => import('../features/cart/components/cart-page'),
  (m) => m.CartPage,
);
const orderHistory = lazyPage(
  () => import('../features/orders/components/order-history-page'),
  (m) => m.OrderHistoryPage,
);
// Pages with two variants: one page's code, the variant a prop.
const { Page: CartPage } = cart;
const { Page: BillingPage } = lazyPage(
  () => import('../features/billing/components/billing-page'),
  (m) => m.BillingPage,
);
const { Page: ConfirmPage } = lazyPage(
  () => import('../features/confirmation/components/confirm-page'),
  (m) => m.ConfirmPage,
);

export default defineRemote({
  store,
  namespace: NAMESPACE,
  pages: {
    '/user-cart': () => <CartPage variant="user" />,
    '/unreg-cart': () => <CartPage variant="unreg" />,
    '/billing': () => <BillingPage variant="unreg" />,
    '/patron-billing': () => <BillingPage variant="patron" />,
    '/confirm-order': () => <ConfirmPage variant="unreg" />,
    '/user-confirm-order': () => <ConfirmPage variant="user" />,
    '/order': orderHistory.Page,
    '/order-detail': lazyPage(
      () => import('../features/orders/components/order-detail-page'),
      (m) => m.OrderDetailPage,
    ).Page,
    '/order-receipt': lazyPage(
      () => import('../features/orders/components/order-receipt-page'),
      (m) => m.OrderReceiptPage,
    ).Page,
  },
  prepare: {
    '/user-cart': { data: prefetchCartPage, code: cart },
    '/order': { data: () => prefetchOrderSearch(store.getState()), code: orderHistory },
  },
});
