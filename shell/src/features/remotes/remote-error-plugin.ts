// Module Federation runtime plugin: the outer layer of remote resilience. Once the retry plugin
// has given up, a remote that cannot be fetched is reported once with its name and the cause;
// the slot then shows the fallback and Retry.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteFailure } from './remote-failures';

export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'qcard-remote-error-plugin',
    errorLoadRemote(args) {
      const name = recordRemoteFailure(String(args.id), String(args.lifecycle), args.error);
      console.error(
        `[shell] remote ${name} could not be loaded (${String(args.lifecycle)}): ${args.error instanceof Error ? args.error.message : String(args.error)}`,
      );
      // Returning nothing lets the error reach the slot, which offers Retry.
      return undefined;
    },
  };
}
