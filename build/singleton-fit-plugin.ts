// Module Federation runtime plugin, in every app: which copy of a singleton an app gets.
// 'loaded-first' alone takes whichever copy some app loaded first, else the highest version
// registered. A remote built against another major of the runtime package registers its copies
// as it starts and loads some of them before it fails (alone, as it must); the next app to need
// a singleton the shell had not loaded yet was then handed the failed remote's copy and failed
// too. Here:
// - a module the shell provides: the shell's copy is the page's, or the app fails loudly;
// - a module only remotes provide (the captcha): federation's choice when the app's
//   requirement accepts it, else a copy it accepts (one already loaded first, else the highest),
//   else federation's own loud failure.
// Without a shell (a remote's own dev server) the second rule alone applies.
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The federation name of the host (shell/rsbuild.config.ts). */
const HOST = 'shell';

type Registered = Record<string, { from: string; loaded?: boolean; loading?: unknown }>;

/** The copy a requirement accepts: one loaded (or loading) first, else the highest version. */
function acceptedCopy(versions: Registered, required: string): string | undefined {
  let best: string | undefined;
  const inUse = (v: string) => Boolean(versions[v]!.loaded || versions[v]!.loading);
  for (const candidate of Object.keys(versions)) {
    if (!satisfy(candidate, required)) continue;
    if (
      best === undefined ||
      (inUse(candidate) && !inUse(best)) ||
      (inUse(candidate) === inUse(best) && satisfy(candidate, `>${best}`))
    )
      best = candidate;
  }
  return best;
}

export default function singletonFitPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'qcard-singleton-fit-plugin',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const config = shareInfo.shareConfig;
      const versions = shareScopeMap[scope]?.[pkgName];
      const required = config?.requiredVersion;
      if (!config?.singleton || !versions || typeof required !== 'string') return args;
      const host = Object.entries(versions).find(([, shared]) => shared.from === HOST);
      if (host) {
        // Federation's own choice is the shell's copy: its own check of the requirement stands.
        if (host[0] === version) return args;
        const [hostVersion, shared] = host;
        args.resolver = () => {
          if (config.strictVersion && !satisfy(hostVersion, required))
            throw new Error(
              `[ Federation Runtime ]: Version ${hostVersion} from ${HOST} of shared singleton module ${pkgName} does not satisfy the requirement of ${shareInfo.from} which needs ${required}`,
            );
          return { shared, useTreesShaking: false };
        };
        return args;
      }
      if (satisfy(version, required)) return args;
      const accepted = acceptedCopy(versions, required);
      const shared = accepted === undefined ? undefined : versions[accepted];
      if (shared) args.resolver = () => ({ shared, useTreesShaking: false });
      return args;
    },
  };
}
