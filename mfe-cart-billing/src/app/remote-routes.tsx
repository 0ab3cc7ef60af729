// The one exposed entry of this remote: its pages by route, and the store provider around them.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import { NAMESPACE } from './i18n-namespace';
import { store } from './store';
import { CartPage } from '../features/cart/components/cart-page';
import { BillingPage } from '../features/billing/components/billing-page';
import { ConfirmPage } from '../features/confirmation/components/confirm-page';
import { OrderHistoryPage } from '../features/orders/components/order-history-page';
import { OrderDetailPage } from '../features/orders/components/order-detail-page';

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
