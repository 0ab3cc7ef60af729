// The one exposed entry of this remote: its pages by route, and the store provider around them.
// Each page's code is fetched when the page is first shown (the shell's slot waits for it), so
// opening one page of the remote does not download the others; prepare() starts it, and the
// page's first API call, as soon as the shell knows the route.
import { lazy, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import { NAMESPACE } from './i18n-namespace';
import { prefetchCardList } from '../features/cards/store/cards-saga';
import { store } from './store';

const loadMyCardsPage = () => import('../features/cards/components/my-cards-page');
const MyCardsPage = lazy(() => loadMyCardsPage().then((m) => ({ default: m.MyCardsPage })));
const CardDetailsPage = lazy(() => import('../features/cards/components/card-details-page').then((m) => ({ default: m.CardDetailsPage })));
const ContractActivityPage = lazy(() => import('../features/cards/components/contract-activity-page').then((m) => ({ default: m.ContractActivityPage })));
const RechargePage = lazy(() => import('./recharge-page').then((m) => ({ default: m.RechargePage })));
const loadUnregRechargePage = () => import('../features/unreg-reload/components/unreg-recharge-page');
const UnregRechargePage = lazy(() => loadUnregRechargePage().then((m) => ({ default: m.UnregRechargePage })));
const UnregRechargeCardPage = lazy(() => import('../features/unreg-reload/components/unreg-recharge-card-page').then((m) => ({ default: m.UnregRechargeCardPage })));
const UnregRechargeValuePage = lazy(() => import('../features/unreg-reload/components/unreg-recharge-value-page').then((m) => ({ default: m.UnregRechargeValuePage })));

function Root({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

const pages: RemoteModule['pages'] = {
  '/cards': MyCardsPage,
  '/home/mycard-details': CardDetailsPage,
  '/contract-detail': ContractActivityPage,
  '/recharge/:actionType': RechargePage,
  '/unreg-recharge': UnregRechargePage,
  '/unreg-recharge-card': UnregRechargeCardPage,
  '/unreg-recharge-value': UnregRechargeValuePage,
};

/** The page's first data and its code, started together before the page renders (the call first: it waits on the server, the code on the main thread). */
const preparers: Record<string, () => void> = {
  '/cards': () => {
    prefetchCardList(store.getState());
    void loadMyCardsPage();
  },
  // A public page the server paints: its code as soon as the remote is here, so the live page
  // takes the painted one's place without a skeleton in between.
  '/unreg-recharge': () => void loadUnregRechargePage(),
};

const prepare: RemoteModule['prepare'] = (routePath) => preparers[routePath]?.();

const remote: RemoteModule = { pages, Root, prepare, namespace: NAMESPACE, version: process.env.APP_VERSION ?? 'dev' };
export default remote;
