// When the API aborts a running canary on its own (docs/operations.md, "Canary a remote").
import { numberSettings, type Env } from '../../settings';

export interface CanaryJudgeSettings {
  /** Loads of the canary in the window before it is judged at all (CANARY_MIN_LOADS). */
  minLoads: number;
  /** The sliding window the failure shares are counted over, in seconds (CANARY_WINDOW_SECONDS). */
  windowSeconds: number;
  /** Canary share above this many times the deployed version's share aborts it (CANARY_FAILURE_RATIO). */
  failureRatio: number;
  /** Canary share (0..1) at or above which it is aborted whatever the deployed version does (CANARY_FAILURE_CEILING). */
  failureCeiling: number;
  /** How often each API process looks at the running canaries, in seconds (CANARY_CHECK_SECONDS). */
  checkSeconds: number;
}

/** Below this canary share a ratio alone never aborts: 1 failure in 40 against 0 in 40 is noise. */
export const CANARY_RATIO_FLOOR = 0.05;

export function loadCanaryJudgeSettings(env: Env = process.env): CanaryJudgeSettings {
  const num = numberSettings(env);
  return {
    minLoads: num('CANARY_MIN_LOADS', 10, 1, 1_000_000),
    windowSeconds: num('CANARY_WINDOW_SECONDS', 300, 10, 86_400),
    failureRatio: num('CANARY_FAILURE_RATIO', 2, 1, 1000, false),
    failureCeiling: num('CANARY_FAILURE_CEILING', 0.25, 0.01, 1, false),
    checkSeconds: num('CANARY_CHECK_SECONDS', 5, 1, 3600),
  };
}
