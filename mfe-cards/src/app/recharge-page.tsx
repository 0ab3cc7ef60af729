// /recharge/:actionType — a sponsor on anything but 'individual' gets the bulk reload;
// everyone else (and a sponsor on 'individual') the single-card reload. The app chooses
// between the two features' pages, so neither feature imports the other.
import { useParams } from '@qcard/runtime/navigation/router';
import { useSession } from '@qcard/runtime/session/use-session';
import { SponsorBulkReload } from '../features/sponsor-reload/components/sponsor-bulk-reload';
import { PatronReloadPage } from '../features/reload/components/patron-reload-page';
import { cardsSaga } from '../features/cards/store/cards-saga';
import { reloadSaga } from '../features/reload/store/reload-saga';
import { sponsorReloadSaga } from '../features/sponsor-reload/store/sponsor-reload-saga';

export function RechargePage() {
  const { actionType } = useParams();
  const { user } = useSession();
  if (user?.sponsor && actionType !== 'individual') return <SponsorBulkReload />;
  return <PatronReloadPage />;
}

export default RechargePage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [cardsSaga, reloadSaga, sponsorReloadSaga];
