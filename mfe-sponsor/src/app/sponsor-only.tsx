// Sponsor pages are for sponsor administrators; a patron who opens one sees why, not an error.
import type { ReactNode } from 'react';
import { Link } from '@qcard/shared/navigation/router';
import { useSession } from '@qcard/shared/session/use-session';
import { EmptyState } from '@qcard/shared/ui/empty-state';
import { PageHeader } from '@qcard/shared/ui/page-header';

export function SponsorOnly({ title, children }: { title: string; children: ReactNode }) {
  const { user } = useSession();
  if (user && !user.sponsor) {
    return (
      <section className="qc-card sp-page">
        <PageHeader title={title} />
        <EmptyState title="This page is for sponsor administrators" action={<Link className="qc-btn" to="/cards">My Cards</Link>}>
          Company cards, employees and groups are managed by your employer's sponsor administrator.
        </EmptyState>
      </section>
    );
  }
  return <>{children}</>;
}
