// Dev mode: the API on :8080 (auto-restart) plus every app's Rsbuild dev server with hot reload.
// Open the shell at http://localhost:3000; each remote also runs alone on 3001-3005.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, ROOT, bin } from './lib.mjs';

const children = [];
const start = (name, cmd, args, cwd, env = {}) => {
  const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const tag = `[${name}]`.padEnd(20);
  child.stdout.on('data', (d) => process.stdout.write(d.toString().replace(/^/gm, tag)));
  child.stderr.on('data', (d) => process.stderr.write(d.toString().replace(/^/gm, tag)));
  children.push(child);
};
// Demo routes on (mailbox, ride tap) and mail links to the dev shell, unless set otherwise.
start('api', bin('tsx'), ['watch', 'src/main.ts'], path.join(ROOT, 'api'), {
  REMOTES_DEV: '1',
  DEMO: process.env.DEMO ?? '1',
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000',
});
for (const app of APPS) start(app, bin('rsbuild'), ['dev'], path.join(ROOT, app));
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
