// The one exposed entry of this remote: its pages by route, and the store provider around them.
// Each page's code is fetched when the page is first shown (the shell's slot waits for it), so
// opening one page of the remote does not download the others; prepare() starts it, and the
// page's first API call, as soon as the shell knows the route.
import { lazy, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import { NAMESPACE } from './i18n-namespace';
import { prefetchCartPage } from '../features/cart/store/cart-saga';
import { prefetchOrderSearch } from '../features/orders/store/orders-saga';
import { store } from './store';

const loadCartPage = () => import('../features/cart/components/cart-page');
const loadOrderHistoryPage = () => import('../features/orders/components/order-history-page');
const CartPage = lazy(() => loadCartPage().then((m) => ({ default: m.CartPage })));
const BillingPage = lazy(() => import('../features/billing/components/billing-page').then((m) => ({ default: m.BillingPage })));
const ConfirmPage = lazy(() => import('../features/confirmation/components/confirm-page').then((m) => ({ default: m.ConfirmPage })));
const OrderHistoryPage = lazy(() => loadOrderHistoryPage().then((m) => ({ default: m.OrderHistoryPage })));
const OrderDetailPage = lazy(() => import('../features/orders/components/order-detail-page').then((m) => ({ default: m.OrderDetailPage })));
const OrderReceiptPage = lazy(() => import('../features/orders/components/order-receipt-page').then((m) => ({ default: m.OrderReceiptPage })));

function Root({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

const pages: RemoteModule['pages'] = {
  '/user-cart': () => <CartPage variant="user" />,
  '/unreg-cart': () => <CartPage variant="unreg" />,
  '/billing': () => <BillingPage variant="unreg" />,
  '/patron-billing': () => <BillingPage variant="patron" />,
  '/confirm-order': () => <ConfirmPage variant="unreg" />,
  '/user-confirm-order': () => <ConfirmPage variant="user" />,
  '/order': OrderHistoryPage,
  '/order-detail': OrderDetailPage,
  '/order-receipt': OrderReceiptPage,
};

/** The page's first data and its code, started together before the page renders (the call first: it waits on the server, the code on the main thread). */
const preparers: Record<string, () => void> = {
  '/user-cart': () => {
    prefetchCartPage();
    void loadCartPage();
  },
  '/order': () => {
    prefetchOrderSearch(store.getState());
    void loadOrderHistoryPage();
  },
};

const prepare: RemoteModule['prepare'] = (routePath) => preparers[routePath]?.();

const remote: RemoteModule = { pages, Root, prepare, namespace: NAMESPACE, version: process.env.APP_VERSION ?? 'dev' };
export default remote;
