// The demo routes exist only when settings.demo: each is public or nearly so and would be an
// attack path on a real portal (the mailbox shows every reset mail, the tap debits a card).
import type { Settings } from '../../settings';
import { TapCall } from '@qcard/contracts/cards-calls';

export interface DemoRoute {
  method: 'GET' | 'POST';
  /** Path under API_BASE. */
  path: string;
  what: string;
}

export const DEMO_ROUTES: ReadonlyArray<DemoRoute> = [
  { method: 'GET', path: '/demo/mailbox', what: 'every mail the portal sent, readable by anyone' },
  {
    method: 'POST',
    path: TapCall.path,
    what: 'ride tap: debits a fare from a contract of the session',
  },
];

/** The startup line saying which demo routes are live (and why none are). */
export function demoRoutesLine(
  settings: Pick<Settings, 'demo' | 'demoRefused' | 'apiBase'>,
): string {
  if (settings.demo) {
    return `Demo routes:   ${DEMO_ROUTES.map((r) => `${r.method} ${settings.apiBase}${r.path}`).join(', ')} (DEMO=1; never on a real portal)`;
  }
  if (settings.demoRefused)
    return 'Demo routes:   none (DEMO=1 ignored: NODE_ENV=production needs DEMO_IN_PRODUCTION=1 as well)';
  return 'Demo routes:   none (set DEMO=1 for the demo mailbox and ride tap)';
}
