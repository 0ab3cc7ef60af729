// One place that decides what the shell and every remote share, so a page
// downloads react-dom exactly once and every app sees the same shared/ singletons.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(__dirname, '..');
const sharedPkg = JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8')) as {
  version: string;
};

type SharedEntry = {
  singleton: boolean;
  requiredVersion: string | false;
  version?: string;
  eager?: boolean;
};

/** Every module of shared/src (minus tests) is a subpath export, shared as a singleton. */
function sharedSubpaths(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === '__tests__') continue;
        walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) {
        const rel = path.relative(path.join(root, 'shared/src'), full).replace(/\\/g, '/');
        out.push(`@qcard/shared/${rel.replace(/\.(ts|tsx)$/, '')}`);
      }
    }
  };
  walk(path.join(root, 'shared/src'));
  return out.sort();
}

/**
 * The installed version of a package, found from its resolved entry. Module Federation reads
 * it from package.json itself but comes back empty for some packages (react-final-form), and a
 * shared module without a version is silently not shared — each remote then bundles its own copy.
 */
function installedVersion(request: string): string | undefined {
  const pkgName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
  let dir = '';
  for (const from of ['shared', 'shell']) {
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
  const lib = (requiredVersion: string, request?: string): SharedEntry => {
    const version = request ? installedVersion(request) : undefined;
    return version ? { singleton: true, requiredVersion, version } : { singleton: true, requiredVersion };
  };
  const result: Record<string, SharedEntry> = {
    react: lib('^19.0.0'),
    'react/jsx-runtime': lib('^19.0.0'),
    'react-dom': lib('^19.0.0'),
    'react-dom/client': lib('^19.0.0'),
    // react-router is shared through @qcard/shared/navigation/router (below), which holds only
    // the parts the apps use: shared whole, it was 55 KB of every page for code never run.
    redux: lib('^5.0.0'),
    'react-redux': lib('^9.0.0'),
    'redux-saga': lib('^1.0.0'),
    'redux-saga/effects': lib('^1.0.0'),
    axios: lib('^1.0.0'),
    dayjs: lib('^1.0.0'),
    'react-final-form': lib('^7.0.0'),
    'final-form': lib('^5.0.0'),
  };
  for (const [request, entry] of Object.entries(result)) {
    const version = installedVersion(request);
    if (version) entry.version = version;
  }
  for (const subpath of sharedSubpaths()) {
    result[subpath] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  }
  return result;
}

export function appVersion(appDir: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string };
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
