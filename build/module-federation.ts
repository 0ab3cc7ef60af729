// One place that decides what the shell and every remote share, so a page
// downloads react-dom exactly once and every app sees the same shared/ singletons.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(__dirname, '..');
const runtimePkg = JSON.parse(
  fs.readFileSync(path.join(root, 'shared/runtime/package.json'), 'utf8'),
) as { version: string };

type SharedEntry = {
  singleton: boolean;
  requiredVersion: string | false;
  version?: string;
  strictVersion?: boolean;
  eager?: boolean;
};

/**
 * How every app resolves a shared module (docs/decisions.md, "Share strategy"). 'loaded-first'
 * takes the copy already registered (the shell's) and never fetches other remotes' entries to
 * compare versions; 'version-first', the default, waited for every remote's manifest before it
 * handed out a shared module, so one dead remote blocked the login page.
 */
export const SHARE_STRATEGY = 'loaded-first' as const;

/**
 * The runtime plugin every app carries so that a copy its requirement refuses is never handed to
 * it while one that fits is registered (singleton-fit-plugin.ts).
 */
export const SINGLETON_FIT_PLUGIN = path.join(__dirname, 'singleton-fit-plugin.ts');

/**
 * The three packages of shared/ and how each is shared (docs/decisions.md, "Share strategy"):
 * - runtime: every module holds state for the whole page (the bus, the session, the config, the
 *   API client's interceptors, the language, the router context, the captcha's custom element).
 *   There must be exactly one copy, so each is a strict singleton at the runtime package's
 *   version: that semver is the contract. A remote built against a newer minor or another major
 *   fails loudly on an older shell instead of running old code.
 * - contracts and kit: no state. Each app bundles the copy it was built with, in the chunks of
 *   the pages that use it (shared, each module was a chunk and an entry in every app's share
 *   tables: the landing page fetched some thirty files under 1 KB).
 */
export const SHARED_PACKAGES = {
  contracts: 'bundled',
  runtime: 'singleton',
  kit: 'bundled',
} as const;

/** Every module of a shared package (minus tests and test support), as its path below src. */
export function sharedModulePaths(pkg: keyof typeof SHARED_PACKAGES): string[] {
  const src = path.join(root, 'shared', pkg, 'src');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // Test helpers (testing-library, jest, manual mocks) must never reach a production bundle.
        if (['__tests__', '__mocks__', 'test-support'].includes(entry.name)) continue;
        walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) {
        out.push(
          path
            .relative(src, full)
            .replace(/\\/g, '/')
            .replace(/\.(ts|tsx)$/, ''),
        );
      }
    }
  };
  walk(src);
  return out.sort();
}

/**
 * The installed version of a package, found from its resolved entry. Module Federation reads
 * it from package.json itself but comes back empty for some packages (react-final-form), and a
 * shared module without a version is silently not shared — each remote then bundles its own copy.
 */
function installedVersion(request: string): string | undefined {
  const pkgName = request.startsWith('@')
    ? request.split('/').slice(0, 2).join('/')
    : request.split('/')[0]!;
  let dir = '';
  for (const from of ['shared/kit', 'shared/runtime', 'shell']) {
    try {
      dir = path.dirname(createRequire(path.join(root, from, 'package.json')).resolve(request));
      break;
    } catch {
      // not a dependency of that package; try the next
    }
  }
  if (!dir) return undefined;
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === pkgName && pkg.version) return pkg.version;
    }
    dir = path.dirname(dir);
  }
  return undefined;
}

export function sharedDependencies(): Record<string, SharedEntry> {
  // Libraries: one copy per page, at the installed version; another major fails loudly.
  const lib = (requiredVersion: string): SharedEntry => ({
    singleton: true,
    strictVersion: true,
    requiredVersion,
  });
  const result: Record<string, SharedEntry> = {
    react: lib('^19.0.0'),
    'react/jsx-runtime': lib('^19.0.0'),
    'react-dom': lib('^19.0.0'),
    'react-dom/client': lib('^19.0.0'),
    // react-router is shared through @qcard/runtime/navigation/router (below), which holds only
    // the parts the apps use: shared whole, it was 55 KB of every page for code never run.
    redux: lib('^5.0.0'),
    'react-redux': lib('^9.0.0'),
    'redux-saga': lib('^1.0.0'),
    'redux-saga/effects': lib('^1.0.0'),
    axios: lib('^1.0.0'),
    dayjs: lib('^1.0.0'),
    'react-final-form': lib('^7.0.0'),
    'final-form': lib('^5.0.0'),
    // One i18next for the page (the instance itself is @qcard/runtime/i18n/i18n). react-i18next
    // is shared through @qcard/runtime/i18n/react-i18n (below), which holds only the parts the
    // apps use, as the router is.
    i18next: lib('^27.0.0'),
  };
  for (const [request, entry] of Object.entries(result)) {
    const version = installedVersion(request);
    if (version) entry.version = version;
  }
  for (const [pkg, how] of Object.entries(SHARED_PACKAGES)) {
    if (how !== 'singleton') continue;
    for (const modulePath of sharedModulePaths(pkg as keyof typeof SHARED_PACKAGES)) {
      result[`@qcard/${pkg}/${modulePath}`] = {
        singleton: true,
        strictVersion: true,
        requiredVersion: `^${runtimePkg.version}`,
        version: runtimePkg.version,
      };
    }
  }
  return result;
}

/** The ES module build of a package's entry (its exports' "import" target), beside the CommonJS one. */
function esmEntry(pkgDir: string, subpath = '.'): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { import: string | { default: string } }>;
  };
  const target = pkg.exports[subpath]!;
  const file =
    typeof target === 'string'
      ? target
      : typeof target.import === 'string'
        ? target.import
        : target.import.default;
  return path.join(pkgDir, file);
}

function packageDir(request: string, from: string): string {
  const req = createRequire(from);
  let dir = path.dirname(req.resolve(request));
  while (
    !fs.existsSync(path.join(dir, 'package.json')) ||
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== request
  ) {
    dir = path.dirname(dir);
  }
  return dir;
}

/**
 * Where a build takes the federation runtime's bundler part from: 'own' bundles it (a remote's dev
 * server, which runs alone), 'provide' bundles it and leaves it on the page (the shell), 'shell'
 * uses the one the shell left (a built remote, as it already uses the shell's runtime core).
 */
export type BundlerRuntimeSource = 'own' | 'provide' | 'shell';

/**
 * Aliases that make the bundler take the ES module builds of the federation runtime instead of
 * the CommonJS ones Module Federation resolves (require.resolve): CommonJS cannot be tree-shaken,
 * so every page carried the whole sdk (its Node script loader, manifest generator and plugin
 * types included) once in the shell and again in each remote's entry. The sdk alias also
 * serves the shell's retry plugin, which names an older sdk: the page carries one.
 */
export function federationRuntimeEsmAliases(
  source: BundlerRuntimeSource = 'own',
): Record<string, string> {
  const enhanced = packageDir('@module-federation/enhanced', path.join(root, 'shell/package.json'));
  const tools = packageDir('@module-federation/runtime-tools', path.join(enhanced, 'package.json'));
  const bundler = packageDir(
    '@module-federation/webpack-bundler-runtime',
    path.join(tools, 'package.json'),
  );
  const runtime = packageDir('@module-federation/runtime', path.join(bundler, 'package.json'));
  const core = packageDir('@module-federation/runtime-core', path.join(runtime, 'package.json'));
  const sdk = packageDir('@module-federation/sdk', path.join(bundler, 'package.json'));
  const errorCodes = packageDir(
    '@module-federation/error-codes',
    path.join(bundler, 'package.json'),
  );
  const inject = packageDir(
    '@module-federation/inject-external-runtime-core-plugin',
    path.join(
      createRequire(path.join(root, 'shell/package.json')).resolve('@module-federation/rspack'),
      '..',
      '..',
      'package.json',
    ),
  );
  const bundlerRuntime = {
    own: esmEntry(bundler),
    provide: path.join(root, 'build/federation-runtime/provide-bundler-runtime.mjs'),
    shell: path.join(root, 'build/federation-runtime/shell-bundler-runtime.mjs'),
  }[source];
  return {
    // The federation runtime's own entry imports the bundler runtime by its resolved file.
    [path.join(bundler, 'dist/index.cjs')]: bundlerRuntime,
    '@qcard/federation-bundler-runtime$': esmEntry(bundler),
    '@qcard/federation-bundler-runtime/init-container-entry$': path.join(
      bundler,
      'dist/initContainerEntry.js',
    ),
    [path.join(inject, 'dist/index.cjs')]: esmEntry(inject),
    '@module-federation/runtime$': esmEntry(runtime),
    '@module-federation/runtime/helpers$': esmEntry(runtime, './helpers'),
    '@module-federation/runtime/core$': esmEntry(runtime, './core'),
    '@module-federation/runtime-core$': esmEntry(core),
    '@module-federation/sdk$': esmEntry(sdk),
    '@module-federation/error-codes$': esmEntry(errorCodes),
  };
}

/**
 * Module Federation sets its own alias of '@module-federation/runtime' (to the CommonJS build)
 * once all plugins are applied; this puts the ES module ones back after it.
 */
export class FederationRuntimeEsmPlugin {
  constructor(private readonly source: BundlerRuntimeSource = 'own') {}

  apply(compiler: {
    options: { resolve: { alias?: unknown } };
    hooks: { afterPlugins: { tap: (name: string, fn: () => void) => void } };
  }) {
    compiler.hooks.afterPlugins.tap('FederationRuntimeEsmPlugin', () => {
      const alias = { ...(compiler.options.resolve.alias as Record<string, string>) };
      // The first matching alias wins, and the package-wide one names the CommonJS file: the
      // exact ones below take its place.
      delete alias['@module-federation/runtime'];
      compiler.options.resolve.alias = { ...alias, ...federationRuntimeEsmAliases(this.source) };
    });
  }
}

export function appVersion(appDir: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return process.env.APP_VERSION || pkg.version;
}

export const REMOTE_NAMES = {
  'mfe-auth': 'mfe_auth',
  'mfe-cards': 'mfe_cards',
  'mfe-cart-billing': 'mfe_cart_billing',
  'mfe-subscriptions': 'mfe_subscriptions',
  'mfe-sponsor': 'mfe_sponsor',
} as const;

/** Standalone dev ports: each team runs its remote alone on its own port. */
export const DEV_PORTS: Record<string, number> = {
  shell: 3000,
  'mfe-auth': 3001,
  'mfe-cards': 3002,
  'mfe-cart-billing': 3003,
  'mfe-subscriptions': 3004,
  'mfe-sponsor': 3005,
};
