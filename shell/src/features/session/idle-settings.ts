// Idle and token timings (SPEC section 4 'Session idle', section 9): configParameters group
// User_Config, values in seconds. Defaults match the API's: token 30 min, idle 15 min, warning 2 min.
import { configNumber } from '@qcard/runtime/config/config-store';

export interface IdleSettings {
  tokenValidityMs: number;
  timeoutMs: number;
  warningMs: number;
  /** Idle time after which the warning shows: timeout minus warning. */
  warnAfterMs: number;
  /** The {N} of the warning text. */
  warningMinutes: number;
}

export const DEFAULT_TOKEN_VALIDITY_S = 1800;
export const DEFAULT_SESSION_TIMEOUT_S = 900;
export const DEFAULT_WARNING_S = 120;
/** The shortest warning shown, whatever the configuration says (WCAG 2.2.1: at least 20 s). */
export const MIN_WARNING_S = 20;

function positive(value: number, fallback: number): number {
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function idleSettings(): IdleSettings {
  const tokenValidity = positive(
    configNumber('User_Config', 'Token_Validity', DEFAULT_TOKEN_VALIDITY_S),
    DEFAULT_TOKEN_VALIDITY_S,
  );
  const timeout = positive(
    configNumber('User_Config', 'Session_Timeout', DEFAULT_SESSION_TIMEOUT_S),
    DEFAULT_SESSION_TIMEOUT_S,
  );
  let warning = positive(
    configNumber('User_Config', 'Session_Timeout_Expiry_Warning', DEFAULT_WARNING_S),
    DEFAULT_WARNING_S,
  );
  // A warning as long as the timeout would show at once; keep at least a fifth of the timeout idle.
  if (warning >= timeout) warning = Math.max(1, Math.floor(timeout / 5));
  // WCAG 2.2.1 (timing adjustable): the rider gets at least 20 seconds to answer the warning.
  warning = Math.min(Math.max(warning, MIN_WARNING_S), timeout);
  return {
    tokenValidityMs: tokenValidity * 1000,
    timeoutMs: timeout * 1000,
    warningMs: warning * 1000,
    warnAfterMs: (timeout - warning) * 1000,
    warningMinutes: Math.max(1, Math.ceil(warning / 60)),
  };
}
