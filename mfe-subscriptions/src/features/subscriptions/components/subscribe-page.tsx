// /subscribe/:actionType: the patron's subscription list, or for a sponsor user the
// employee subscription management screen.
import { useSession } from '@qcard/shared/session/use-session';
import { PatronSubscriptionsPage } from './patron-subscriptions-page';
import { SponsorSubscriptionsPage } from '../../sponsor-subscriptions/components/sponsor-subscriptions-page';

export function SubscribePage() {
  const { user } = useSession();
  return user?.sponsor ? <SponsorSubscriptionsPage /> : <PatronSubscriptionsPage />;
}
