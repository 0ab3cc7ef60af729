// What a signed-in page shows while its remote's code and texts are on their way: the page's own
// header where the shell knows it (the page's largest text, painted with the shell, so the
// page's largest paint is not its header arriving seconds later), and "Loading…" for screen
// readers. The shell's copies of those headers are checked against the remotes' own texts.
import { PageHeader } from '@qcard/kit/ui/page-header';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { useSession } from '@qcard/runtime/session/use-session';
import { configValue } from '@qcard/runtime/config/config-store';
import { timeZoneName } from '@qcard/kit/format/date-time';
import { useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { Store } from 'redux';
import { selectCartMode } from '../cart/public';
import type { ShellState } from '../../store/shell-store';
import './remote-slot.css';

const CART_PATH = '/user-cart';
const noSubscription = () => () => undefined;

/**
 * The cart's header depends on the mode it opens in (Cart or REVIEW AND ORDER), which the shell
 * knows from the cart's first page (it reads it for the badge). Until then, none is painted
 * rather than one that then changes. Outside the shell's store (unit tests of the slot alone), none.
 */
function useCartMode() {
  const store = useContext(ReactReduxContext)?.store as Store<ShellState> | undefined;
  const mode = () => (store ? selectCartMode(store.getState()) : null);
  // The same on the server: the signed-in frames are drawn with it at build time (app/prerender.tsx).
  return useSyncExternalStore(store?.subscribe ?? noSubscription, mode, mode);
}

/** Keeps the header's second line while the page's own description is not known here. */
const NO_BREAK_SPACE = '\u00a0';

/** The time zone Order History names in its description, as it reads it (the configured one, else New York). */
const orderZone = () => configValue('Time_Zone', 'Time_Zone') ?? 'America/New_York';

export interface KnownHeader {
  title: string;
  description: string;
  /** The label of the page's header button ("action.<path>"), if it has one. */
  action: string | null;
}

/**
 * The look of each page's header button: its place is held, unseen, so the header does not grow
 * when the page's button arrives (on a phone it wraps under the title and pushes the page down).
 */
const ACTION_CLASS: Record<string, string> = {
  '/cards': 'qc-btn qc-btn--secondary',
  '/emp_mgmt': 'qc-btn',
  '/group_mgmt': 'qc-btn',
};

/** The shell's copy of a page's header ("heading.<path>", "description.<path>"; a sponsor's own first), or null. */
export function useKnownHeader(routePath: string): KnownHeader | null {
  const { t, i18n } = useTranslation('shell');
  const { user } = useSession();
  const cartMode = useCartMode();
  const path = routePath.replace(/:/g, '');
  // The cart in View mode has its own header ("heading.view./user-cart").
  const variant = path === CART_PATH ? cartMode : user?.sponsor ? 'sponsor' : null;
  const text = (part: 'heading' | 'description' | 'action'): string | null => {
    for (const key of variant
      ? [`${part}.${variant}.${path}`, `${part}.${path}`]
      : [`${part}.${path}`]) {
      if (!i18n.exists(`shell:${key}`)) continue;
      // Naming a zone makes the page's first date formatter, which costs Chromium some 100 ms
      // at a phone's speed (it loads its calendar data): only a text that shows a zone pays it.
      const raw = i18n.getResource(i18n.language, 'shell', key) as unknown;
      const zone = typeof raw === 'string' && raw.includes('{{zone}}');
      return zone ? t(key, { zone: timeZoneName(orderZone()) }) : t(key);
    }
    return null;
  };
  if (path === CART_PATH && cartMode === null) return null;
  const title = text('heading');
  return title
    ? {
        title,
        description: text('description') ?? NO_BREAK_SPACE,
        action: ACTION_CLASS[path] ? text('action') : null,
      }
    : null;
}

/** Pages drawn on a card: the header sits inside its padding, so the shell's copy does too (it would move down otherwise). */
const FRAME_CLASS: Record<string, string> = {
  '/emp_mgmt': 'qc-card',
  '/company_mgmt': 'qc-card',
  '/group_mgmt': 'qc-card',
};

export function RemoteSkeleton({ routePath }: { routePath: string }) {
  const { t } = useTranslation('shell');
  const header = useKnownHeader(routePath);
  const frame = header ? FRAME_CLASS[routePath.replace(/:/g, '')] : undefined;
  return (
    <div
      className={frame ? `shell-remote-skeleton ${frame}` : 'shell-remote-skeleton'}
      aria-busy="true"
    >
      {header ? (
        <PageHeader
          title={header.title}
          description={header.description}
          actions={
            header.action ? (
              <span
                className={`${ACTION_CLASS[routePath.replace(/:/g, '')]} shell-remote-skeleton__pending`}
                aria-hidden="true"
              >
                {header.action}
              </span>
            ) : undefined
          }
        />
      ) : routePath === CART_PATH ? (
        // The cart's header is not known yet: its room is kept, so "Loading…" does not move when it comes.
        <div className="shell-remote-skeleton__pending" aria-hidden="true">
          <PageHeader title={NO_BREAK_SPACE} description={NO_BREAK_SPACE} />
        </div>
      ) : null}
      <div className="shell-remote-loading" role="status" aria-live="polite">
        <span className="qc-spinner" aria-hidden="true" /> {t('remote.loading')}
      </div>
    </div>
  );
}
