// A built remote's bundler runtime: the shell's functions (provide-bundler-runtime.mjs) with this
// container's own state, as the module it replaces would give it (a fresh share scope and options,
// and its own federation runtime instance).
import * as runtime from '@module-federation/runtime';

const provided = globalThis.__QCARD_FEDERATION_BUNDLER_RUNTIME__;
if (!provided)
  throw new Error(
    'This remote runs inside the Q Card shell, which provides its federation runtime',
  );

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  // A remote loads no remotes (its build sets disableRemote).
  bundlerRuntime: { ...provided.bundlerRuntime, remotes: undefined, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
