// The telemetry calls' contracts: each call (telemetry-calls.ts) joined to its body and answer schemas
// (telemetry-api.ts). The API registers a route from each.
import { contract, NoData } from '@qcard/contracts/schema-parts';
import { TelemetryBody } from '@qcard/contracts/telemetry-api';
import { TelemetryCall } from '@qcard/contracts/telemetry-calls';

export const Telemetry = contract(TelemetryCall, TelemetryBody, NoData);
