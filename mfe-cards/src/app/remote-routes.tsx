// The one exposed entry of this remote: its pages by route, each fetched when first shown;
// on /cards the card list call and the page's code start as soon as the shell knows the route.
import { defineRemote, lazyPage } from '@qcard/kit/remote/define-remote';
import { NAMESPACE } from './i18n-namespace';
import { prefetchCardList } from '../features/cards/store/cards-saga';
import { store } from './store';

const myCards = lazyPage(
  () => import('../features/cards/components/my-cards-page'),
  (m) => m.MyCardsPage,
);
const unregRecharge = lazyPage(
  () => import('../features/unreg-reload/components/unreg-recharge-page'),
  (m) => m.UnregRechargePage,
);

export default defineRemote({
  store,
  namespace: NAMESPACE,
  config: ['patronMessages'],
  pages: {
    '/cards': myCards.Page,
    '/home/mycard-details': lazyPage(
      () => import('../features/cards/components/card-details-page'),
      (m) => m.CardDetailsPage,
    ).Page,
    '/contract-detail': lazyPage(
      () => import('../features/cards/components/contract-activity-page'),
      (m) => m.ContractActivityPage,
    ).Page,
    '/recharge/:actionType': lazyPage(
      () => import('./recharge-page'),
      (m) => m.RechargePage,
    ).Page,
    '/unreg-recharge': unregRecharge.Page,
    '/unreg-recharge-card': lazyPage(
      () => import('../features/unreg-reload/components/unreg-recharge-card-page'),
      (m) => m.UnregRechargeCardPage,
    ).Page,
    '/unreg-recharge-value': lazyPage(
      () => import('../features/unreg-reload/components/unreg-recharge-value-page'),
      (m) => m.UnregRechargeValuePage,
    ).Page,
  },
  prepare: {
    '/cards': { data: () => prefetchCardList(store.getState()), code: myCards },
    // A public page the server paints: its code as soon as the remote is here, so the live page
    // takes the painted one's place without a skeleton in between.
    '/unreg-recharge': { code: unregRecharge },
  },
});
