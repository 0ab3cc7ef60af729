// Module Federation runtime plugin: the middle layer of remote resilience. A manifest fetch or
// a remote entry script that fails is tried again with a pause before the error reaches the
// error plugin and the slot's fallback (a blip on a phone's network should not cost a page).
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Two more tries each, a short pause apart: a dead remote reaches its fallback within seconds. */
export const REMOTE_RETRIES = 2;
const RETRY_DELAY_MS = 400;

export default function remoteRetryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: REMOTE_RETRIES, retryDelay: RETRY_DELAY_MS },
    script: { retryTimes: REMOTE_RETRIES, retryDelay: RETRY_DELAY_MS },
  }) as unknown as ModuleFederationRuntimePlugin;
}
