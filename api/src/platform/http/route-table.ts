// Every API route with its access level and contract (the OpenAPI document, the security tests).
import type { Access } from '@qcard/contracts/call';
import type { CallContract } from '@qcard/contracts/schema-parts';

export interface RouteTableEntry {
  method: 'GET' | 'POST';
  /** Path under API_BASE. */
  path: string;
  action: string | null;
  functions: readonly string[];
  access: Access;
  summary: string;
  /** The call's schemas; null only for routes that answer something other than the JSON envelope (NON_ENVELOPE_ROUTES). */
  schema: CallContract | null;
}

/** Every API route registered through registerCall() or recordRoute(), keyed by method + path. */
export const routeTable = new Map<string, RouteTableEntry>();

/** Routes that answer something other than the envelope, so have no contract (a test holds this). */
export const NON_ENVELOPE_ROUTES: Readonly<Record<string, string>> = {
  'GET /captcha/challenge':
    "The ALTCHA challenge as the widget's challengeurl expects it, not an envelope",
  'GET /docs': 'The OpenAPI document itself',
  'GET /events': 'A text/event-stream of server-sent events (live status), not an envelope',
};

export function recordRoute(entry: RouteTableEntry): void {
  routeTable.set(`${entry.method} ${entry.path}`, entry);
}

export function listRoutes(): RouteTableEntry[] {
  return [...routeTable.values()].sort((a, b) => a.path.localeCompare(b.path));
}
