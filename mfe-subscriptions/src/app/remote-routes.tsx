// The one exposed entry of this remote: its pages by route, and the store provider around them.
// Each page's code is fetched when the page is first shown (the shell's slot waits for it), so
// opening one page of the remote does not download the others.
import { lazy, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import { NAMESPACE } from './i18n-namespace';
import { store } from './store';

const SubscribePage = lazy(() => import('./subscribe-page').then((m) => ({ default: m.SubscribePage })));
const SingleSubscribePage = lazy(() => import('../features/subscriptions/components/single-subscribe-page').then((m) => ({ default: m.SingleSubscribePage })));
const SubscribeBillingPage = lazy(() => import('../features/subscriptions/components/subscribe-billing-page').then((m) => ({ default: m.SubscribeBillingPage })));

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
