// The one exposed entry of this remote: its pages by route, and the store provider around them.
// Each page's code is fetched when the page is first shown (the shell's slot waits for it), so
// opening one page of the remote does not download the others.
import { lazy, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import { NAMESPACE } from './i18n-namespace';
import { store } from './store';

const CartPage = lazy(() => import('../features/cart/components/cart-page').then((m) => ({ default: m.CartPage })));
const BillingPage = lazy(() => import('../features/billing/components/billing-page').then((m) => ({ default: m.BillingPage })));
const ConfirmPage = lazy(() => import('../features/confirmation/components/confirm-page').then((m) => ({ default: m.ConfirmPage })));
const OrderHistoryPage = lazy(() => import('../features/orders/components/order-history-page').then((m) => ({ default: m.OrderHistoryPage })));
const OrderDetailPage = lazy(() => import('../features/orders/components/order-detail-page').then((m) => ({ default: m.OrderDetailPage })));

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
};

const remote: RemoteModule = { pages, Root, namespace: NAMESPACE, version: process.env.APP_VERSION ?? 'dev' };
export default remote;
