// Deploy one app (a remote, or the shell) forward or back without rebuilding the others.
//   npm run remotes -- list
//   npm run remotes -- init [--if-absent]
//   npm run remotes -- switch mfe-cards 1.1.0 [--url http://127.0.0.1:8080]
//   npm run remotes -- rollback mfe-cards [--url http://127.0.0.1:8080]
//   npm run remotes -- canary mfe-cards 1.1.0 --percent 20 | promote mfe-cards | abort mfe-cards
// The deploy state is deploy/remotes.json (or REMOTES_FILE, relative to the repository): the
// mapping the shell reads plus "$deploy" (the shell's version and the history). The first
// deploy (`init`, run by npm start) writes it; from then on only switch and rollback change it,
// each refusing what would change nothing, and each saying what it changed. Its format is
// checked by the same module the server uses (api/src/platform/static/deploy-state.ts).
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './lib.mjs';
import { buildChecks } from './remotes-builds.mjs';
import { canaryCommands } from './remotes-canary.mjs';

const S = await tsImport('../api/src/platform/static/deploy-state.ts', import.meta.url);
const W = await tsImport('../api/src/platform/static/deploy-state-write.ts', import.meta.url);

/** Folder holding <app>/dist/<version> (the repository; tests point it elsewhere). */
const deployRoot = path.resolve(process.env.DEPLOY_ROOT ?? ROOT);
const stateFile = process.env.REMOTES_FILE?.trim()
  ? path.resolve(ROOT, process.env.REMOTES_FILE.trim())
  : path.join(deployRoot, 'deploy', 'remotes.json');
const shown = (file) =>
  path.relative(process.cwd(), file).startsWith('..')
    ? file
    : path.relative(process.cwd(), file) || file;

class Refusal extends Error {}
const refuse = (message) => {
  throw new Refusal(message);
};

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const has = (name) => {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};

/** mfe-cards, mfe_cards or shell -> the app folder name; null when unknown. */
function appName(raw) {
  const app = String(raw ?? '').replace(/_/g, '-');
  return S.DEPLOY_APPS.includes(app) ? app : null;
}

function packageVersion(app) {
  return JSON.parse(fs.readFileSync(path.join(deployRoot, app, 'package.json'), 'utf8')).version;
}

const { builtVersions, checkBuilt } = buildChecks({ S, deployRoot, refuse, shown });

/** The state in the file; refuses (naming file and line) when it is missing or malformed. */
function loadState() {
  let state;
  try {
    state = S.readDeployState(stateFile);
  } catch (e) {
    refuse(e.message);
  }
  if (!state)
    refuse(
      `no deploy state at ${shown(stateFile)}: nothing is deployed yet. Build, then run: npm run remotes -- init (npm start does both)`,
    );
  return state;
}

/** Serialises changes: a second command waits for nobody and refuses instead. */
let release = null;
function refuseBusy(e) {
  if (!(e instanceof W.DeployStateBusyError)) throw e;
  refuse(
    `another change to ${shown(stateFile)} is in progress (${shown(e.lockFile)}, process ${e.holder}). If no remotes command (or canary judge) is running, delete that file.`,
  );
}

function lock() {
  try {
    release = W.lockDeployState(stateFile);
  } catch (e) {
    refuseBusy(e);
  }
}

function unlock() {
  release?.();
  release = null;
}

/** Through the module the server's canary judge writes with too (deploy-state-write.ts). */
function writeState(state) {
  W.writeDeployState(stateFile, state);
}

/**
 * With --url: the running portal must now tell new pages the new version. If it does not, it
 * reads another state file (REMOTES_FILE) than the one just written: say so and exit non-zero.
 */
async function confirmServed(app, version, url) {
  if (!url || app === 'shell') return '';
  const served = new URL('/remotes.json', url);
  const res = await fetch(served, { headers: { accept: 'application/json' } }).catch((e) =>
    refuse(`${shown(stateFile)} was changed, but ${url} is unreachable: ${e.message}`),
  );
  const entry = res.ok ? ((await res.json())[S.remoteName(app)] ?? null) : null;
  if (entry !== S.localManifestUrl(app, version)) {
    refuse(
      `${shown(stateFile)} now names ${app} ${version}, but ${served} ${res.ok ? `still names ${entry ?? 'nothing'}` : `answered ${res.status}`}: ` +
        `the portal there does not read this file (compare its REMOTES_FILE).`,
    );
  }
  return ` ${served} serves it.`;
}

function setVersion(state, app, version) {
  if (app === 'shell') state.shell = version;
  else state.remotes[S.remoteName(app)] = S.localManifestUrl(app, version);
}

const when = (iso) =>
  new Date(iso)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
const C = canaryCommands({
  S,
  W,
  loadState,
  lock,
  refuseBusy,
  unlock,
  writeState,
  checkBuilt,
  refuse,
  setVersion,
  shown,
  stateFile,
  when,
  confirmServed,
});

function list() {
  let state = null;
  let problem = null;
  try {
    state = S.readDeployState(stateFile);
  } catch (e) {
    problem = e.message;
  }
  const header = state
    ? `deploy state: ${shown(stateFile)} (${state.history.length} change${state.history.length === 1 ? '' : 's'} recorded)`
    : (problem ??
      `no deploy state at ${shown(stateFile)}: nothing is deployed. Build, then run: npm run remotes -- init (npm start does both)`);
  console.log(header);
  console.log(
    `${'app'.padEnd(18)} ${'deployed'.padEnd(22)} ${'rollback to'.padEnd(14)} ${'canary (share, since)'.padEnd(38)} built and available`,
  );
  for (const app of S.DEPLOY_APPS) {
    const deployed = state ? S.deployedVersion(state, app) : null;
    const entry = app === 'shell' ? null : state?.remotes[S.remoteName(app)];
    const built = builtVersions(app);
    const undo = state ? S.undoableChanges(state, app).at(-1)?.from : undefined;
    let deployedText = deployed ?? (state && app === 'shell' ? '(not recorded)' : '-');
    if (entry && !entry.startsWith('/')) deployedText = entry;
    else if (deployed && !built.includes(deployed)) deployedText = `${deployed} (NOT BUILT)`;
    const builtText = built.map((v) => (v === deployed ? `${v}*` : v)).join('  ') || '(none)';
    console.log(
      `${app.padEnd(18)} ${deployedText.padEnd(22)} ${(undo ?? '-').padEnd(14)} ${C.canaryText(state, app).padEnd(38)} ${builtText}`,
    );
  }
  console.log('(* deployed)');
  for (const note of C.autoAbortNotes(state)) console.log(note);
  if (!state) process.exitCode = 1;
}

async function init() {
  const ifAbsent = has('--if-absent');
  if (fs.existsSync(stateFile)) {
    if (!ifAbsent)
      refuse(
        `${shown(stateFile)} already exists; nothing changed. init records only the first deploy; use switch.`,
      );
    const state = loadState();
    console.log(
      `deploy state kept: ${shown(stateFile)} (switch and rollback change it; a rebuild does not)`,
    );
    for (const app of S.DEPLOY_APPS) {
      const deployed = S.deployedVersion(state, app);
      const pkg = packageVersion(app);
      const local = app === 'shell' || state.remotes[S.remoteName(app)]?.startsWith('/');
      if (deployed && local && !builtVersions(app).includes(deployed)) {
        console.log(
          `  ✖ ${app}: deployed ${deployed} is not built here; pages get its fallback until it is, or until a switch`,
        );
      }
      if (deployed && pkg !== deployed && builtVersions(app).includes(pkg)) {
        console.log(
          `  ${app}: deployed ${deployed}; ${pkg} is built too. To deploy it: npm run remotes -- switch ${app} ${pkg}`,
        );
      }
    }
    return;
  }
  const versions = Object.fromEntries(S.DEPLOY_APPS.map((app) => [app, packageVersion(app)]));
  const problems = [];
  for (const app of S.DEPLOY_APPS) {
    await checkBuilt(app, versions[app]).catch((e) => {
      if (!(e instanceof Refusal)) throw e;
      problems.push(e.message);
    });
  }
  if (problems.length)
    refuse(`the first deploy needs every app built; nothing written.\n  ${problems.join('\n  ')}`);
  lock();
  if (fs.existsSync(stateFile)) refuse(`${shown(stateFile)} appeared meanwhile; nothing changed`);
  const at = new Date().toISOString();
  const state = { remotes: {}, shell: null, canaries: {}, history: [] };
  for (const app of S.DEPLOY_APPS) {
    setVersion(state, app, versions[app]);
    state.history.push({ at, app, from: null, to: versions[app], by: 'first deploy' });
  }
  writeState(state);
  console.log(
    `✔ first deploy recorded in ${shown(stateFile)}: ${S.DEPLOY_APPS.map((a) => `${a} ${versions[a]}`).join(', ')}`,
  );
}

async function switchTo(app, version, url) {
  if (!S.isVersion(version))
    refuse(`"${version}" is not a version (letters, digits, dots, + and -)`);
  const before = S.deployedVersion(loadState(), app);
  if (before === version)
    refuse(`${app} is already at ${version}; nothing changed (${shown(stateFile)} untouched)`);
  await checkBuilt(app, version, url);
  lock();
  const state = loadState(); // again under the lock: another change may have landed meanwhile
  const from = S.deployedVersion(state, app);
  if (from === version)
    refuse(`${app} is already at ${version}; nothing changed (${shown(stateFile)} untouched)`);
  const at = new Date().toISOString();
  const ended = C.endCanary(state, app, 'switch', at);
  setVersion(state, app, version);
  state.history.push({ at, app, from, to: version, by: 'switch' });
  writeState(state);
  unlock();
  const confirmed = ended + (await confirmServed(app, version, url));
  const effect =
    app === 'shell'
      ? `Pages opened from now on get shell ${version}.`
      : `Pages opened from now on load ${version}; pages already open keep the version they loaded.`;
  console.log(
    `✔ ${app}: ${from ?? '(none)'} → ${version} (recorded in ${shown(stateFile)}). ${effect}${confirmed}`,
  );
}

async function rollback(app, url) {
  const check = (state) => {
    const current = S.deployedVersion(state, app);
    const undoable = S.undoableChanges(state, app);
    const last = undoable.at(-1);
    if (!last) {
      const first = state.history.find((c) => c.app === app);
      refuse(
        first
          ? `nothing to roll back to: ${app} is at ${current}, and the history in ${shown(stateFile)} has no earlier version left (first deployed ${first.to} on ${when(first.at)})`
          : `nothing to roll back to: ${shown(stateFile)} records no history of ${app}`,
      );
    }
    const recorded = S.historyVersion(state, app);
    if (recorded !== current) {
      refuse(
        `${shown(stateFile)} names ${app} ${current} but its history ends at ${recorded} (edited by hand?); nothing changed. Switch to the version you want instead.`,
      );
    }
    return { current, last, left: undoable.length - 1 };
  };
  const first = check(loadState());
  await checkBuilt(app, first.last.from, url);
  lock();
  const state = loadState();
  const { current, last, left } = check(state);
  if (last.from !== first.last.from)
    refuse(`${shown(stateFile)} changed meanwhile; nothing changed. Run rollback again.`);
  const at = new Date().toISOString();
  const ended = C.endCanary(state, app, 'rollback', at);
  setVersion(state, app, last.from);
  state.history.push({ at, app, from: current, to: last.from, by: 'rollback' });
  writeState(state);
  unlock();
  const confirmed = ended + (await confirmServed(app, last.from, url));
  console.log(
    `✔ ${app}: rolled back ${current} → ${last.from}, undoing the ${last.by} of ${when(last.at)} (${last.from} → ${last.to}). ` +
      (left
        ? `${left} earlier step${left === 1 ? '' : 's'} left to roll back.`
        : 'Nothing earlier to roll back to.') +
      confirmed,
  );
}

const USAGE = `usage: npm run remotes -- <command>
  list                                 each app: deployed version, what rollback goes back to, its canary, versions built
  init [--if-absent]                   first deploy: record the built package.json version of every app
  switch <app> <version> [--url URL]   deploy a built version of one app (shell, mfe-auth, mfe-cards, ...)
  rollback <app> [--url URL]           go back one step of that app's history
  canary <app> <version> --percent N   a built version for N% (1-99) of browsers beside the deployed one
  promote <app> [--url URL]            make the app's canary the deployed version for everyone
  abort <app>                          end the app's canary: everyone back on the deployed version
switch and rollback end the app's canary too.
With --url (the running portal's origin) the remote's manifest and entry must also load over HTTP.`;

async function main() {
  const url = flag('--url');
  const percent = flag('--percent');
  const [command, rawApp, version] = args;
  if (command === undefined || command === 'list') return list();
  if (command === 'init') return init();
  if (command === 'help' || command === '--help') return console.log(USAGE);
  if (!['switch', 'rollback', 'canary', 'promote', 'abort'].includes(command)) {
    console.error(`✖ unknown command ${command}\n${USAGE}`);
    process.exit(2);
  }
  const app = appName(rawApp);
  if (!app || ((command === 'switch' || command === 'canary') && !version)) {
    console.error(
      `✖ ${rawApp ? `unknown app ${rawApp} (known: ${S.DEPLOY_APPS.join(', ')})` : 'which app?'}\n${USAGE}`,
    );
    process.exit(2);
  }
  if (command === 'canary') return C.canary(app, version, percent, url);
  if (command === 'promote') return C.promote(app, url);
  if (command === 'abort') return C.abort(app);
  return command === 'switch' ? switchTo(app, version, url) : rollback(app, url);
}

try {
  await main();
} catch (e) {
  if (!(e instanceof Refusal)) throw e;
  console.error(`✖ ${e.message}`);
  process.exitCode = 1;
} finally {
  unlock();
}
