// The one exposed entry of this remote: its pages by route, each fetched when first shown; on
// /subscribe the subscription list call starts with the page's code as soon as the shell knows
// the route.
import { defineRemote } from '@qcard/kit/remote/define-remote';
import { NAMESPACE } from './i18n-namespace';
import { prefetchSubscriptionList } from '../features/subscriptions/store/subscriptions-saga';
import { store } from './store';

export default defineRemote({
  remote: 'mfe_subscriptions',
  store,
  namespace: NAMESPACE,
  prefetch: { '/subscribe/:actionType': () => prefetchSubscriptionList() },
  pages: {
    '/subscribe/:actionType': () => import('./subscribe-page'),
    '/single-subscribe': () => import('../features/subscriptions/components/single-subscribe-page'),
    '/subscribe-billing': () =>
      import('../features/subscriptions/components/subscribe-billing-page'),
  },
});
