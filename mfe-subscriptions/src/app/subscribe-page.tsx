// /subscribe/:actionType: the patron's subscription list, or for a sponsor user the
// employee subscription management screen. The app chooses between the two features' pages,
// so neither feature imports the other's.
import { useSession } from '@qcard/runtime/session/use-session';
import { PatronSubscriptionsPage } from '../features/subscriptions/components/patron-subscriptions-page';
import { SponsorSubscriptionsPage } from '../features/sponsor-subscriptions/components/sponsor-subscriptions-page';
import { subscriptionsSaga } from '../features/subscriptions/store/subscriptions-saga';
import { sponsorSubscriptionsSaga } from '../features/sponsor-subscriptions/store/sponsor-subscriptions-saga';

export function SubscribePage() {
  const { user } = useSession();
  return user?.sponsor ? <SponsorSubscriptionsPage /> : <PatronSubscriptionsPage />;
}

export default SubscribePage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [subscriptionsSaga, sponsorSubscriptionsSaga];
