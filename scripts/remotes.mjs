// Roll one remote forward or back without rebuilding the shell.
//   node scripts/remotes.mjs list
//   node scripts/remotes.mjs switch mfe-cards 1.1.0 [--url http://127.0.0.1:8080]
//   node scripts/remotes.mjs rollback mfe-cards
// The live mapping is deploy/remotes.json (or REMOTES_FILE); every switch is appended to
// deploy/remotes.history.json so rollback knows the previous version.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const REMOTES = {
  'mfe-auth': 'mfe_auth',
  'mfe-cards': 'mfe_cards',
  'mfe-cart-billing': 'mfe_cart_billing',
  'mfe-subscriptions': 'mfe_subscriptions',
  'mfe-sponsor': 'mfe_sponsor',
};
const remotesFile = process.env.REMOTES_FILE ?? path.join(ROOT, 'deploy', 'remotes.json');
const historyFile = path.join(path.dirname(remotesFile), 'remotes.history.json');

const fail = (msg) => {
  console.error(`✖ ${msg}`);
  process.exit(1);
};
const manifestUrl = (app, version) => `/apps/${app}/${version}/mf-manifest.json`;
const pkgVersion = (app) => JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')).version;

function readLive() {
  if (fs.existsSync(remotesFile)) return JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
  return Object.fromEntries(Object.entries(REMOTES).map(([app, name]) => [name, manifestUrl(app, pkgVersion(app))]));
}

function versionOf(entry) {
  return /\/apps\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(entry ?? '')?.[1] ?? entry;
}

function deployedVersions(app) {
  const dist = path.join(ROOT, app, 'dist');
  if (!fs.existsSync(dist)) return [];
  return fs.readdirSync(dist).filter((v) => fs.existsSync(path.join(dist, v, 'mf-manifest.json'))).sort();
}

/** The manifest must parse and name a remote entry that exists; over HTTP too when a URL is given. */
async function checkManifest(app, version, url) {
  const dir = path.join(ROOT, app, 'dist', version);
  const file = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(file)) fail(`${app} ${version} is not deployed (no ${path.relative(ROOT, file)}). Deployed: ${deployedVersions(app).join(', ') || 'none'}`);
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    fail(`${file} is not valid JSON: ${e.message}`);
  }
  if (manifest.name !== REMOTES[app]) fail(`${file} is for "${manifest.name}", not ${REMOTES[app]}`);
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = path.join(dir, entry?.path ?? '', entry?.name ?? '');
  if (!entry?.name || !fs.existsSync(entryFile)) fail(`${app} ${version}: its remote entry ${entry?.name ?? '(none)'} is missing`);
  if (url) {
    const res = await fetch(new URL(manifestUrl(app, version), url)).catch((e) => fail(`${url} is unreachable: ${e.message}`));
    if (!res.ok) fail(`${url}${manifestUrl(app, version)} answered ${res.status}`);
    const entryRes = await fetch(new URL(`/apps/${app}/${version}/${entry.path ?? ''}${entry.name}`.replace(/\/+/g, '/'), url));
    if (!entryRes.ok) fail(`the remote entry answered ${entryRes.status} at ${url}`);
  }
}

function write(live, change) {
  fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
  const tmp = `${remotesFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(live, null, 2)}\n`);
  fs.renameSync(tmp, remotesFile); // atomic: a page never reads half a file
  const history = fs.existsSync(historyFile) ? JSON.parse(fs.readFileSync(historyFile, 'utf8')) : [];
  history.push({ at: new Date().toISOString(), ...change });
  fs.writeFileSync(historyFile, `${JSON.stringify(history, null, 2)}\n`);
}

const [command, app, version] = process.argv.slice(2);
const urlFlag = process.argv.indexOf('--url');
const url = urlFlag > 0 ? process.argv[urlFlag + 1] : undefined;

if (command === 'list' || !command) {
  const live = readLive();
  console.log(`remotes file: ${path.relative(ROOT, remotesFile)}${fs.existsSync(remotesFile) ? '' : ' (absent: package.json versions are live)'}`);
  for (const [folder, name] of Object.entries(REMOTES)) {
    const current = versionOf(live[name]);
    const versions = deployedVersions(folder).map((v) => (v === current ? `${v} (live)` : v));
    console.log(`${folder.padEnd(18)} ${versions.join('  ') || '(nothing deployed)'}`);
  }
} else if (command === 'switch') {
  if (!REMOTES[app] || !version) fail('usage: switch <remote folder> <version> [--url <portal origin>]');
  await checkManifest(app, version, url);
  const live = readLive();
  const from = versionOf(live[REMOTES[app]]);
  live[REMOTES[app]] = manifestUrl(app, version);
  write(live, { remote: app, from, to: version });
  console.log(`✔ ${app}: ${from} → ${version}. Pages opened from now on load ${version}.`);
} else if (command === 'rollback') {
  if (!REMOTES[app]) fail('usage: rollback <remote folder>');
  const history = fs.existsSync(historyFile) ? JSON.parse(fs.readFileSync(historyFile, 'utf8')) : [];
  const live = readLive();
  const current = versionOf(live[REMOTES[app]]);
  const last = [...history].reverse().find((h) => h.remote === app && h.to === current);
  if (!last) fail(`no earlier version of ${app} recorded in ${path.relative(ROOT, historyFile)}`);
  await checkManifest(app, last.from, url);
  live[REMOTES[app]] = manifestUrl(app, last.from);
  write(live, { remote: app, from: current, to: last.from, rollback: true });
  console.log(`✔ ${app}: rolled back ${current} → ${last.from}.`);
} else {
  fail(`unknown command ${command}; use list, switch or rollback`);
}
