// The scale data set (scale-data-generator.mjs makes it), built once into a SQLite file under
// bench/.cache/ and reused while its cache key is the same; and the API started on it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { benchApiEnv, freePort } from './portal-server.mjs';
import { generate, scaleKey } from './scale-data-generator.mjs';

/** Starts the API (src/main.ts) on `dataDir`; resolves once every worker listens. */
export async function startApi(root, dataDir, env = {}, nodeArgs = []) {
  const port = await freePort();
  const workers = env.API_WORKERS ? Number(env.API_WORKERS) : os.availableParallelism();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    // No built apps are needed: the API answers /remotes.json 503 without a deploy.
    env: {
      ...benchApiEnv({ port, dataDir, remotesFile: path.join(dataDir, 'remotes.json'), workers }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const listening = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (workers <= 1 ? /API:/.test(out) : /API workers: +\d+ of \d+ listening/.test(out))
        resolve();
    });
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before it listened`)));
  });
  const timeout = setTimeout(() => child.kill('SIGTERM'), 120_000);
  await listening.finally(() => clearTimeout(timeout));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${url}/readyz`).catch(() => null))?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    workers,
    /** CPU seconds used so far by the API's processes (the supervisor and its workers). */
    cpuSeconds: () => processTreeCpuSeconds(child.pid),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * CPU time is what the machine's other work (the bench runs beside builds and browsers) does
 * not inflate the way it inflates wall time: it says what the API itself spent.
 */
function processTreeCpuSeconds(pid) {
  let ticks = 0;
  const stat = (p) => {
    try {
      // Fields after the command name: state is 3rd, utime 14th, stime 15th (proc(5)).
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
    } catch {
      return null;
    }
  };
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(entry)) continue;
    const s = stat(entry);
    if (s && (Number(entry) === pid || s.ppid === pid)) ticks += s.ticks;
  }
  // USER_HZ is 100 on Linux.
  return ticks / 100;
}

export function openSqlite(root, file) {
  const Database = createRequire(path.join(root, 'api/package.json'))('better-sqlite3');
  return new Database(file);
}

/**
 * The cached scale database, built when missing. Returns { file, key, built, seconds, bytes }.
 * The caller copies the file before writing to it.
 */
export async function scaleDatabase(root, log = () => undefined) {
  const key = scaleKey(root);
  const dir = path.join(root, 'bench/.cache', `scale-${key}`);
  const file = path.join(dir, 'qcard.sqlite');
  if (fs.existsSync(file))
    return {
      file,
      key,
      built: false,
      seconds: Number(fs.readFileSync(path.join(dir, 'seconds.txt'), 'utf8')),
      bytes: fs.statSync(file).size,
    };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-scale-'));
  const started = Date.now();
  try {
    // The schema, the instance secrets and the demo accounts, exactly as a first start writes them.
    const api = await startApi(root, work, { API_WORKERS: '1' });
    await api.stop();
    const db = openSqlite(root, path.join(work, 'qcard.sqlite'));
    try {
      generate(db, log);
    } finally {
      db.close();
    }
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'seconds.txt'), String(seconds));
    fs.renameSync(path.join(work, 'qcard.sqlite'), file);
    // Older builds (another key) are of no further use.
    for (const other of fs.readdirSync(path.dirname(dir)))
      if (other.startsWith('scale-') && other !== path.basename(dir))
        fs.rmSync(path.join(path.dirname(dir), other), { recursive: true, force: true });
    return { file, key, built: true, seconds, bytes: fs.statSync(file).size };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
