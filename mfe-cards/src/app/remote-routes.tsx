// The one exposed entry of this remote: its pages by route, each fetched when first shown; on
// /cards the card list call starts with the page's code as soon as the shell knows the route.
import { defineRemote } from '@qcard/kit/remote/define-remote';
import { NAMESPACE } from './i18n-namespace';
import { prefetchCardList } from '../features/cards/store/cards-saga';
import { store } from './store';

export default defineRemote({
  remote: 'mfe_cards',
  store,
  namespace: NAMESPACE,
  config: ['patronMessages'],
  prefetch: { '/cards': () => prefetchCardList(store.getState()) },
  pages: {
    '/cards': () => import('../features/cards/components/my-cards-page'),
    '/home/mycard-details': () => import('../features/cards/components/card-details-page'),
    '/contract-detail': () => import('../features/cards/components/contract-activity-page'),
    '/recharge/:actionType': () => import('./recharge-page'),
    '/unreg-recharge': () => import('../features/unreg-reload/components/unreg-recharge-page'),
    '/unreg-recharge-card': () =>
      import('../features/unreg-reload/components/unreg-recharge-card-page'),
    '/unreg-recharge-value': () =>
      import('../features/unreg-reload/components/unreg-recharge-value-page'),
  },
});
