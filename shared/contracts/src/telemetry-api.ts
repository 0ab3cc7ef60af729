// Contract of the browsers' telemetry call: what each remote load ended as and
// the Web Vitals of the page, per app and version. No personal data and no URLs: only these
// fields, each from a closed set or a short version token.
import { Body, Row, Type, type Static } from '@qcard/contracts/schema-parts';

/** The shell and the five remotes (the API's DEPLOY_APPS; a test holds the two equal). */
export const TELEMETRY_APPS = [
  'shell',
  'mfe-auth',
  'mfe-cards',
  'mfe-cart-billing',
  'mfe-subscriptions',
  'mfe-sponsor',
] as const;
export type TelemetryApp = (typeof TELEMETRY_APPS)[number];

export const REMOTE_LOAD_OUTCOMES = [
  'loaded',
  'manifest-failed',
  'entry-failed',
  'timed-out',
  'render-error',
] as const;
export type RemoteLoadOutcome = (typeof REMOTE_LOAD_OUTCOMES)[number];

export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];

/** Entries (loads and vitals together) one batch may carry. */
export const TELEMETRY_BATCH_MAX = 50;

const App = Type.Union(TELEMETRY_APPS.map((a) => Type.Literal(a)));
const Version = Type.String({
  pattern: '^[0-9A-Za-z._+-]{1,40}$',
  description: 'The version the browser loaded (a short token)',
});

export const RemoteLoadReport = Row({
  app: App,
  version: Version,
  outcome: Type.Union(REMOTE_LOAD_OUTCOMES.map((o) => Type.Literal(o))),
});

export const WebVitalReport = Row({
  app: App,
  version: Version,
  name: Type.Union(WEB_VITALS.map((n) => Type.Literal(n))),
  value: Type.Number({
    minimum: 0,
    maximum: 3_600_000,
    description:
      'LCP and INP in milliseconds, CLS unitless (as the web-vitals package reports them)',
  }),
});

export const TelemetryBody = Body(
  {
    loads: Type.Optional(Type.Array(RemoteLoadReport, { maxItems: TELEMETRY_BATCH_MAX })),
    vitals: Type.Optional(Type.Array(WebVitalReport, { maxItems: TELEMETRY_BATCH_MAX })),
  },
  `At most ${TELEMETRY_BATCH_MAX} entries in all; anything else answers 400.`,
);

// The call's route lives here with its schemas: the shell imports only this file's types.
export type TelemetryBatch = Static<typeof TelemetryBody>;
