// Sponsor pages are for sponsor administrators; a patron who opens one sees why, not an error.
import type { ReactNode } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link } from '@qcard/runtime/navigation/router';
import { useSession } from '@qcard/runtime/session/use-session';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { PageHeader } from '@qcard/kit/ui/page-header';

/** A page's title, read with this app's t() when it is shown (so in the page's language). */
export type PageTitle = (t: (key: string) => string) => string;

export function SponsorOnly({ title, children }: { title: PageTitle; children: ReactNode }) {
  const { t } = useTranslation('sponsor');
  const { user } = useSession();
  if (user && !user.sponsor) {
    return (
      <section className="qc-card sp-page">
        <PageHeader title={title(t)} />
        <EmptyState
          title={t('sponsorOnly.title')}
          action={
            <Link className="qc-btn" to="/cards">
              {t('sponsorOnly.myCards')}
            </Link>
          }
        >
          {t('sponsorOnly.body')}
        </EmptyState>
      </section>
    );
  }
  return <>{children}</>;
}
