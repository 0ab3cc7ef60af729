// Dev mode: the API on :8080 (auto-restart) plus every app's Rsbuild dev server with hot reload.
// Open the shell at http://localhost:3000; each remote also runs alone on 3001-3005.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { require as tsRequire } from 'tsx/cjs/api';
import { APPS, ROOT, bin } from './lib.mjs';

// The API serves /remotes.json from a deploy state file only (503 without one). Dev mode writes
// its own state, every remote at its dev server, in a temporary folder: deploy/remotes.json
// belongs to real deploys (npm start, npm run remotes) and is never touched here.
// build/module-federation.ts is CommonJS and finds the repository through __dirname, so it is
// loaded through tsx's require (tsImport would give it a data: URL for a directory).
const S = await tsImport('../api/src/platform/static/deploy-state.ts', import.meta.url);
const { DEV_PORTS } = tsRequire('../build/module-federation.ts', import.meta.url);
const devStateFile = path.join(os.tmpdir(), `qcard-dev-${os.userInfo().uid}`, 'remotes.json');
const devState = {
  remotes: Object.fromEntries(
    S.REMOTE_APPS.map((app) => [
      S.remoteName(app),
      `http://localhost:${DEV_PORTS[app]}/mf-manifest.json`,
    ]),
  ),
  shell: null,
  canaries: {},
  history: [],
};
fs.mkdirSync(path.dirname(devStateFile), { recursive: true });
fs.writeFileSync(devStateFile, S.serializeDeployState(devState));
console.log(
  `Dev deploy state: ${devStateFile} (remotes from their dev servers on ${S.REMOTE_APPS.map((app) => DEV_PORTS[app]).join(', ')})`,
);

const children = [];
let stopping = false;
const start = (name, cmd, args, cwd, env = {}) => {
  const child = spawn(cmd, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const tag = `[${name}]`.padEnd(20);
  child.stdout.on('data', (d) => process.stdout.write(d.toString().replace(/^(?!$)/gm, tag)));
  child.stderr.on('data', (d) => process.stderr.write(d.toString().replace(/^(?!$)/gm, tag)));
  // Say when one stops: otherwise the others keep running and the page just fails to load.
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${tag}stopped (${signal ?? `exit ${code}`})`);
  });
  children.push(child);
};
// Demo routes on (mailbox, ride tap) and mail links to the dev shell, unless set otherwise.
start('api', bin('tsx'), ['watch', 'src/main.ts'], path.join(ROOT, 'api'), {
  REMOTES_FILE: devStateFile,
  DEMO: process.env.DEMO ?? '1',
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000',
});
for (const app of APPS) start(app, bin('rsbuild'), ['dev'], path.join(ROOT, app));
const stop = () => {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
