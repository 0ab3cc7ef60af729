// /recharge/:actionType — a sponsor on anything but 'individual' gets the bulk reload;
// everyone else (and a sponsor on 'individual') the single-card reload.
import { useParams } from '@qcard/shared/navigation/router';
import { useSession } from '@qcard/shared/session/use-session';
import { SponsorBulkReload } from '../../sponsor-reload/components/sponsor-bulk-reload';
import { PatronReloadPage } from './patron-reload-page';

export function RechargePage() {
  const { actionType } = useParams();
  const { user } = useSession();
  if (user?.sponsor && actionType !== 'individual') return <SponsorBulkReload />;
  return <PatronReloadPage />;
}
