// The one exposed entry of this remote: its pages by route, each fetched when first shown;
// on /subscribe the subscription list call and the page's code start as soon as the shell knows the route.
import { defineRemote, lazyPage } from '@qcard/kit/remote/define-remote';
import { NAMESPACE } from './i18n-namespace';
import { prefetchSubscriptionList } from '../features/subscriptions/store/subscriptions-saga';
import { store } from './store';

const subscribe = lazyPage(
  () => import('./subscribe-page'),
  (m) => m.SubscribePage,
);

export default defineRemote({
  store,
  namespace: NAMESPACE,
  pages: {
    '/subscribe/:actionType': subscribe.Page,
    '/single-subscribe': lazyPage(
      () => import('../features/subscriptions/components/single-subscribe-page'),
      (m) => m.SingleSubscribePage,
    ).Page,
    '/subscribe-billing': lazyPage(
      () => import('../features/subscriptions/components/subscribe-billing-page'),
      (m) => m.SubscribeBillingPage,
    ).Page,
  },
  prepare: {
    '/subscribe/:actionType': { data: () => prefetchSubscriptionList(), code: subscribe },
  },
});
