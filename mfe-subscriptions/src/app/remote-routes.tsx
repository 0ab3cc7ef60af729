// The one exposed entry of this remote: its pages by route, and the store provider around them.
// Each page's code is fetched when the page is first shown (the shell's slot waits for it), so
// opening one page of the remote does not download the others; prepare() starts it, and the
// page's first API call, as soon as the shell knows the route.
import { lazy, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import { NAMESPACE } from './i18n-namespace';
import { prefetchSubscriptionList } from '../features/subscriptions/store/subscriptions-saga';
import { store } from './store';

const loadSubscribePage = () => import('./subscribe-page');
const SubscribePage = lazy(() => loadSubscribePage().then((m) => ({ default: m.SubscribePage })));
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

/** The page's first data and its code, started together before the page renders (the call first: it waits on the server, the code on the main thread). */
const preparers: Record<string, () => void> = {
  '/subscribe/:actionType': () => {
    prefetchSubscriptionList();
    void loadSubscribePage();
  },
};

const prepare: RemoteModule['prepare'] = (routePath) => preparers[routePath]?.();

const remote: RemoteModule = { pages, Root, prepare, namespace: NAMESPACE, version: process.env.APP_VERSION ?? 'dev' };
export default remote;
