// Module Federation runtime plugin: the outer layer of remote resilience. A remote
// that cannot be fetched is reported once with its id; the slot's error boundary then
// shows the fallback and Retry.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'qcard-remote-error-plugin',
    errorLoadRemote(args) {
      console.warn(`[shell] remote ${String(args.id)} failed to load during ${String(args.lifecycle)}`, args.error);
      // Returning nothing lets the error reach the slot's boundary, which offers Retry.
      return undefined;
    },
  };
}
