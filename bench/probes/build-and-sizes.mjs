// Cold build of every app, and the gzip size of each app's entry.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const APPS = ['shell', 'mfe-auth', 'mfe-cards', 'mfe-cart-billing', 'mfe-subscriptions', 'mfe-sponsor'];

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export async function probeBuildAndSizes({ root }) {
  const rows = [];
  const started = Date.now();
  for (const app of APPS) {
    const dir = path.join(root, app);
    fs.rmSync(path.join(dir, 'node_modules/.cache'), { recursive: true, force: true });
    execFileSync(path.join(root, 'node_modules/.bin/rsbuild'), ['build'], { cwd: dir, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  }
  rows.push({ metric: 'cold build of all 6 apps', value: `${((Date.now() - started) / 1000).toFixed(1)} s` });
  for (const app of APPS) {
    const version = JSON.parse(fs.readFileSync(path.join(root, app, 'package.json'), 'utf8')).version;
    const out = path.join(root, app, 'dist', version);
    if (app === 'shell') {
      const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
      const entries = [...html.matchAll(/src="\/?([^"]+\.js)"/g)].map((m) => path.join(out, m[1]));
      rows.push({ metric: 'shell entry (index.html scripts), gzip', value: kb(entries.reduce((a, f) => a + gz(f), 0)) });
    } else {
      const manifest = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
      const entry = path.join(out, manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
      rows.push({ metric: `${app} remoteEntry, gzip`, value: kb(gz(entry)) });
    }
  }
  rows.push(kitSize(root));
  return rows;
}

/**
 * What the UI kit adds to a page that uses the table, the forms and a dialog: the chunks of the
 * kit's shared modules (with @tanstack/react-table, which only the table pulls in), as built
 * into a remote, gzip. React, react-final-form, axios and dayjs are counted with the page, not the kit.
 */
function kitSize(root) {
  const version = JSON.parse(fs.readFileSync(path.join(root, 'mfe-sponsor', 'package.json'), 'utf8')).version;
  const out = path.join(root, 'mfe-sponsor', 'dist', version);
  const manifest = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
  const kit = /^@qcard\/shared\/(table|forms|ui\/dialog|ui\/alert-banner|ui\/page-header|ui\/spinner|ui\/empty-state|validation|search|payment|styles)/;
  const files = new Set();
  for (const item of manifest.shared) {
    if (!kit.test(item.name)) continue;
    for (const f of [...item.assets.js.sync, ...item.assets.css.sync]) files.add(f);
  }
  const bytes = [...files].reduce((a, f) => a + gz(path.join(out, f)), 0);
  return { metric: 'UI kit (table, forms, payment, search, dialog, validation) added to a page, gzip', value: `${kb(bytes)} in ${files.size} files`, budget: '≤ 60 KB', ok: bytes <= 60 * 1024 };
}
