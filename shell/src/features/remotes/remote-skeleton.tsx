// What a signed-in page shows while its remote's code and texts are on their way: the page's own
// header where the shell knows it (the page's largest text, painted with the shell, so the
// page's largest paint is not its header arriving seconds later), and "Loading…" for screen
// readers. The shell's copies of those headers are checked against the remotes' own texts.
import { PageHeader } from '@qcard/shared/ui/page-header';
import { useTranslation } from '@qcard/shared/i18n/react-i18n';
import { useSession } from '@qcard/shared/session/use-session';
import { configValue } from '@qcard/shared/config/config-store';
import './remote-slot.css';

/** Keeps the header's second line while the page's own description is not known here. */
const NO_BREAK_SPACE = '\u00a0';

/** The time zone Order History names in its description, as it reads it (the configured one, else New York). */
const orderZone = () => configValue('Time_Zone', 'Time_Zone') ?? 'America/New_York';

export interface KnownHeader {
  title: string;
  description: string;
}

/** The shell's copy of a page's header ("heading.<path>", "description.<path>"; a sponsor's own first), or null. */
export function useKnownHeader(routePath: string): KnownHeader | null {
  const { t, i18n } = useTranslation('shell');
  const { user } = useSession();
  const path = routePath.replace(/:/g, '');
  const text = (part: 'heading' | 'description'): string | null => {
    for (const key of user?.sponsor ? [`${part}.sponsor.${path}`, `${part}.${path}`] : [`${part}.${path}`]) {
      if (i18n.exists(`shell:${key}`)) return t(key, { zone: orderZone() });
    }
    return null;
  };
  const title = text('heading');
  return title ? { title, description: text('description') ?? NO_BREAK_SPACE } : null;
}

export function RemoteSkeleton({ routePath }: { routePath: string }) {
  const { t } = useTranslation('shell');
  const header = useKnownHeader(routePath);
  return (
    <div className="shell-remote-skeleton" aria-busy="true">
      {header ? <PageHeader title={header.title} description={header.description} /> : null}
      <div className="shell-remote-loading" role="status" aria-live="polite">
        <span className="qc-spinner" aria-hidden="true" /> {t('remote.loading')}
      </div>
    </div>
  );
}
