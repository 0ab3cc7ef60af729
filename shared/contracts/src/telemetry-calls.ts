// Where the telemetry call is reached: path, SPEC action and function(s), access, and the types of its
// body and answer. Plain data, so a browser imports it without the schemas (telemetry-api.ts).
import type * as S from '@qcard/contracts/telemetry-api';
import type * as P from '@qcard/contracts/schema-parts';
import { call } from '@qcard/contracts/call';

export const TelemetryCall = /* @__PURE__ */ call<typeof S.TelemetryBody, typeof P.NoData>()({
  path: '/telemetry',
  action: 'TELEMETRY',
  functions: ['report'],
  access: 'public',
  summary: 'Remote loads and Web Vitals a browser met (batched, rate limited per address)',
});
