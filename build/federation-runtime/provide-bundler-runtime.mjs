// The shell's bundler runtime, as Module Federation builds it, also left on the page for the
// remotes (build/module-federation.ts, FederationRuntimeEsmPlugin): its functions hold no state of
// their own (each takes the container's require), so a remote's entry need not carry a copy.
import federation from '@qcard/federation-bundler-runtime';
import { initContainerEntry } from '@qcard/federation-bundler-runtime/init-container-entry';

globalThis.__QCARD_FEDERATION_BUNDLER_RUNTIME__ = {
  // The shell exposes nothing, so its own table leaves out what a remote's container needs.
  bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
  attachShareScopeMap: federation.attachShareScopeMap,
};

export default federation;
