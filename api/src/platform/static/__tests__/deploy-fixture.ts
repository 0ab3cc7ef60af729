// A deploy folder for the deploy-state tests: apps "built" on disk as the build lays them out
// (<app>/dist/<version>/...), and state files written by hand in the documented format, so
// every test starts from a file the code under test did not create itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const APPS = [
  'shell',
  'mfe-auth',
  'mfe-cards',
  'mfe-cart-billing',
  'mfe-subscriptions',
  'mfe-sponsor',
] as const;

export function write(root: string, rel: string, content: string): void {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A built version as the build leaves it: the shell's index.html, a remote's manifest and entry. */
export function build(root: string, app: string, version: string): void {
  if (app === 'shell') {
    write(
      root,
      `shell/dist/${version}/index.html`,
      `<!doctype html><title>shell ${version}</title>`,
    );
    return;
  }
  const manifest = {
    name: app.replace(/-/g, '_'),
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  };
  write(root, `${app}/dist/${version}/mf-manifest.json`, JSON.stringify(manifest));
  write(
    root,
    `${app}/dist/${version}/remoteEntry.js`,
    `var ${app.replace(/-/g, '_')} = '${version}';`,
  );
}

/** Every app at 1.0.0 in package.json and built; mfe-cards also has 1.1.0 and 1.2.0 built. */
export function builtRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-deploy-'));
  for (const app of APPS) {
    write(root, `${app}/package.json`, JSON.stringify({ name: app, version: '1.0.0' }));
    build(root, app, '1.0.0');
  }
  build(root, 'mfe-cards', '1.1.0');
  build(root, 'mfe-cards', '1.2.0');
  return root;
}

export const url = (app: string, version: string) => `/apps/${app}/${version}/mf-manifest.json`;

/**
 * A state file as an operator would write it from docs/operations.md: mfe-cards deployed at
 * 1.0.0, then switched to 1.1.0, then to 1.2.0.
 */
export const HAND_WRITTEN_STATE = `{
  "mfe_auth": "/apps/mfe-auth/1.0.0/mf-manifest.json",
  "mfe_cards": "/apps/mfe-cards/1.2.0/mf-manifest.json",
  "mfe_cart_billing": "/apps/mfe-cart-billing/1.0.0/mf-manifest.json",
  "mfe_subscriptions": "/apps/mfe-subscriptions/1.0.0/mf-manifest.json",
  "mfe_sponsor": "/apps/mfe-sponsor/1.0.0/mf-manifest.json",
  "$deploy": {
    "shell": "1.0.0",
    "history": [
      { "at": "2026-01-05T08:00:00Z", "app": "mfe-cards", "from": null, "to": "1.0.0", "by": "first deploy" },
      { "at": "2026-02-10T09:30:00Z", "app": "mfe-cards", "from": "1.0.0", "to": "1.1.0", "by": "switch" },
      { "at": "2026-03-15T10:45:00Z", "app": "mfe-cards", "from": "1.1.0", "to": "1.2.0", "by": "switch" }
    ]
  }
}
`;
