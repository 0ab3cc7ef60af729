// The one exposed entry of this remote: its pages by route, and the store provider around them.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import { NAMESPACE } from './i18n-namespace';
import { store } from './store';
import { SubscribePage } from './subscribe-page';
import { SingleSubscribePage } from '../features/subscriptions/components/single-subscribe-page';
import { SubscribeBillingPage } from '../features/subscriptions/components/subscribe-billing-page';

function Root({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

const pages: RemoteModule['pages'] = {
  '/subscribe/:actionType': SubscribePage,
  '/single-subscribe': SingleSubscribePage,
  '/subscribe-billing': SubscribeBillingPage,
};

const remote: RemoteModule = { pages, Root, namespace: NAMESPACE, version: process.env.APP_VERSION ?? 'dev' };
export default remote;
