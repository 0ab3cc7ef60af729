// Placeholder until the sponsor team's bulk reload lands here (they own this folder).
import { Link } from 'react-router-dom';
import { PageHeader } from '@qcard/shared/ui/page-header';

export function SponsorBulkReload() {
  return (
    <section>
      <PageHeader title="Reload Q Card" />
      <div className="qc-card qc-stack">
        <p>Bulk reload of employee cards is coming soon.</p>
        <p>
          <Link className="qc-btn" to="/recharge/individual">
            Reload one card
          </Link>
        </p>
      </div>
    </section>
  );
}
