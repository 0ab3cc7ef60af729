// Start the built portal (API + static apps) on a free loopback port with a fresh database.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';

/** API processes the bench runs, as docs/operations.md advises: one per core (API_WORKERS=auto). */
export const BENCH_API_WORKERS = 'auto';

/**
 * The API's environment in the bench: production settings with links from PUBLIC_ORIGIN; the demo
 * data (accounts, cards) is what the bench signs in with, and a production start seeds it only
 * when asked both ways; the bench signs in many times from one address.
 */
export function benchApiEnv({ port, dataDir, remotesFile, workers }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    REMOTES_FILE: remotesFile,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DEMO: '1',
    DEMO_IN_PRODUCTION: '1',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
    API_WORKERS: String(workers),
  };
}

/**
 * A port nothing listens on now, as the system hands them out: a random one from a fixed range
 * could be one another portal of the same probe already holds, and its answers would then pass
 * for the new portal's.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startPortal(root, env = {}, { nodeArgs = [] } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-bench-'));
  // The bench's own first deploy (as npm start does): the built version of every app.
  const remotesFile = path.join(dataDir, 'remotes.json');
  execFileSync(process.execPath, [path.join(root, 'scripts/remotes.mjs'), 'init'], {
    env: { ...process.env, REMOTES_FILE: remotesFile },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const port = await freePort();
  const started = Date.now();
  // The compiled server, as production runs it (npm start); the bench builds first.
  if (!fs.existsSync(path.join(root, 'api/dist/main.js')))
    throw new Error('api/dist/main.js is missing: build first (npm run build)');
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(root, 'api'),
    env: { ...benchApiEnv({ port, dataDir, remotesFile, workers: BENCH_API_WORKERS }), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const workers =
    (env.API_WORKERS ?? BENCH_API_WORKERS) === 'auto'
      ? os.availableParallelism()
      : Number(env.API_WORKERS ?? BENCH_API_WORKERS);
  // With several workers the portal answers as soon as the first listens; measure once all do.
  let stdout = '';
  const allListening = new Promise((resolve) => {
    if (workers <= 1) return resolve();
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (/API workers: +\d+ of \d+ listening/.test(stdout)) resolve();
    });
  });
  child.stdout.resume();
  const url = `http://127.0.0.1:${port}`;
  let firstPageMs = null;
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`${url}/`);
      if (res.ok) {
        firstPageMs = Date.now() - started;
        break;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (firstPageMs === null) {
    child.kill('SIGTERM');
    throw new Error('the portal did not start within 60 s');
  }
  await Promise.race([allListening, new Promise((r) => setTimeout(r, 60_000))]);
  return {
    url,
    /** The API's process (with API_WORKERS > 1 the supervisor; processTreeCpuMs counts its workers too). */
    pid: child.pid,
    workers,
    firstPageMs,
    dataDir,
    stop: async () => {
      // One that has already gone (it could not start) sends no second 'exit' to wait for.
      const exited =
        child.exitCode !== null || child.signalCode !== null
          ? Promise.resolve()
          : new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function chromium(root) {
  const require = createRequire(path.join(root, 'e2e/package.json'));
  return require('@playwright/test').chromium;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launch(root) {
  return chromium(root).launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * Script responses during fn(): `bytes` is what went over the wire, headers included (gzip:
 * Chromium offers brotli only over HTTPS), `gzipBytes` the body gzipped at the server's level 9
 * (the budgets' unit).
 */
export async function measureScripts(page, fn) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  const pending = [];
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script')
      scripts.set(e.requestId, { url: e.response.url, bytes: 0, gzipBytes: 0 });
  });
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res
        .body()
        .then((body) => ({ url: res.url(), gzipBytes: zlib.gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.bytes = e.encodedDataLength;
  });
  await fn();
  await page.waitForLoadState('networkidle');
  const sizes = new Map(
    (await Promise.all(pending)).filter(Boolean).map((r) => [r.url, r.gzipBytes]),
  );
  return [...scripts.values()].map((s) => ({ ...s, gzipBytes: sizes.get(s.url) ?? 0 }));
}

/** Log in through the real API (captcha solved as the widget does); returns { token, user }. */
export async function apiLogin(url, email, password) {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/sha');
  const challenge = await (await fetch(`${url}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const res = await fetch(`${url}/api/user/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password, captcha }),
  });
  const body = await res.json();
  const token = res.headers.get('x-auth-token');
  if (body.status !== 'SUCCESS' || !token)
    throw new Error(`login failed for ${email}: ${JSON.stringify(body)}`);
  return { token, user: body.data };
}

export async function apiCall(url, token, path, data = {}) {
  const res = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ version: 1, ...data }),
  });
  return res.json();
}

/** A signed-in browser page: the session is put where the portal keeps it. */
export async function signedInPage(browser, url, session, options = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('qcard.token', token);
      localStorage.setItem('qcard.user', JSON.stringify(user));
    },
    [session.token, session.user],
  );
  return context.newPage();
}

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * The mean of the middle half of the values (the lowest and highest quarter dropped). For a figure
 * whose loads fall in two bands (a paint before or after a script's task), the median jumps
 * between the bands from one run to the next; this moves by the share of loads in each.
 */
export function interquartileMean(values) {
  const s = [...values].sort((a, b) => a - b);
  const cut = Math.floor(s.length / 4);
  const middle = s.slice(cut, s.length - cut);
  return middle.reduce((a, b) => a + b, 0) / middle.length;
}

/**
 * CPU time (user + system, ms) used so far by a process and every process under it, from /proc
 * (Linux): the work a server does for a load, which a busy machine disturbs much less than its
 * throughput. null where /proc is not there.
 */
export function processTreeCpuMs(pid) {
  let entries;
  try {
    entries = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const stats = new Map();
  for (const d of entries) {
    try {
      // Fields after "(comm) ": state ppid ... utime (14th field) stime (15th), in clock ticks.
      const rest = fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ').pop().split(' ');
      stats.set(Number(d), { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  if (!stats.has(pid)) return null;
  let ticks = 0;
  const queue = [pid];
  while (queue.length) {
    const p = queue.pop();
    ticks += stats.get(p)?.ticks ?? 0;
    for (const [child, s] of stats) if (s.ppid === p) queue.push(child);
  }
  // Linux reports in USER_HZ, 100 on every mainstream build.
  return ticks * 10;
}
