// API_WORKERS=2 on SQLite, as an operator starts it (main.ts in a child process): two API
// processes answer on one port; a captcha issued by one is accepted by the other, a session
// works on both, writes racing from both processes land once, a worker that dies is replaced,
// and SIGTERM to the primary stops everything cleanly. SQLite only (PostgreSQL instances are
// covered by several-instances-shared-state.test.ts and several-instances-workers.test.ts).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Challenge } from 'altcha-lib';
import { solveCaptchaChallenge } from '../../../test-support/captcha';
import { onPostgres } from '../../../test-support/create-test-app';
import { orderBody, RIDER } from '../../../modules/orders/__tests__/order-test-helpers';

jest.setTimeout(120_000);

const API_DIR = path.resolve(__dirname, '../../../..');
let primary: ChildProcess;
let dataDir: string;
let port: number;
let output = '';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json: () => { status: string; msgCode?: string; data?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- envelopes of several calls
}

/** One request on a new connection (no keep-alive), so the primary hands each to the next worker. */
function call(
  method: 'GET' | 'POST',
  urlPath: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const buf = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: buf,
            json: () => JSON.parse(buf.toString('utf8')),
          });
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${urlPath}: no answer in 15 s`)));
    if (payload) req.write(payload);
    req.end();
  });
}

/** The primary's API workers (not other children, such as tsx's esbuild service on a cold cache). */
function workerPids(): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary.pid)], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((l) => l.includes('src/main.ts'))
      .map((l) => Number(l.trim().split(/\s+/)[0]))
      .filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = 60_000,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; output:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function login(): Promise<string> {
  const challenge = await call('GET', '/api/captcha/challenge');
  const captcha = await solveCaptchaChallenge(
    JSON.parse(challenge.body.toString('utf8')) as Challenge,
  );
  const res = await call('POST', '/api/user/authenticate', {
    username: RIDER.email,
    password: RIDER.password,
    captcha,
  });
  const token = res.headers['x-auth-token'];
  if (res.json().status !== 'SUCCESS' || typeof token !== 'string')
    throw new Error(`login failed: ${res.body.toString()}`);
  return token;
}

function database(): BetterSqlite3.Database {
  return new BetterSqlite3(path.join(dataDir, 'qcard.sqlite'), { readonly: true });
}

/** The /healthz 200 count of a /metrics scrape. */
function healthzCount(body: Buffer): number {
  return Number(
    /^qcard_http_requests_total\{method="GET",route="\/healthz",status="200"\} (\d+)$/m.exec(
      body.toString('utf8'),
    )?.[1] ?? 0,
  );
}

/** The supervisor as an operator starts it: main.ts with API_WORKERS=2. */
function spawnPrimary(dir: string, p: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      API_WORKERS: '2',
      PORT: String(p),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: `http://127.0.0.1:${p}`,
      // The demo accounts sign in here; without the flags a production start seeds nothing.
      DEMO: '1',
      DEMO_IN_PRODUCTION: '1',
      LOG_LEVEL: 'warn',
      CAPTCHA_COUNTER_MIN: '1',
      CAPTCHA_COUNTER_MAX: '40',
      FULFILMENT_DELAY_SECONDS: '3600',
      SHUTDOWN_TIMEOUT_SECONDS: '10',
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const describeSqlite = onPostgres ? describe.skip : describe;

describeSqlite('API_WORKERS=2 on one SQLite file', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-cluster-'));
    port = 20000 + Math.floor(Math.random() * 2000);
    primary = spawnPrimary(dataDir, port);
    primary.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    primary.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    await until(
      () => /API workers: +2 of 2 listening/.test(output),
      'both workers to listen',
      90_000,
    );
  });

  afterAll(async () => {
    if (primary.exitCode === null) {
      primary.kill('SIGKILL');
      for (const pid of workerPids()) process.kill(pid, 'SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('two processes serve; captchas and sessions from one work on the other', async () => {
    // The server's output rides along so a failure shows what the processes said.
    expect({
      workers: workerPids().length,
      banners: output.match(/Q Card portal:/g)?.length,
      output,
    }).toMatchObject({ workers: 2, banners: 1 });
    // Each login is a challenge and an answer on two connections, handed to the workers in turn.
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push(await login());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_v, i) =>
        call('POST', '/api/card', {}, tokens[i % tokens.length]),
      ),
    );
    expect(answers.map((a) => a.json().status)).toEqual(Array(20).fill('SUCCESS'));
  });

  test('one /metrics scrape returns the totals of both workers', async () => {
    const healthz = healthzCount;
    const before = await call('GET', '/metrics');
    expect(before.status).toBe(200);
    // New connections are handed to the workers in turn, so each serves some of these.
    for (let i = 0; i < 12; i++) expect((await call('GET', '/healthz')).status).toBe(200);
    // Whichever worker takes a scrape, it reports the sum (one worker alone saw about half).
    for (let i = 0; i < 4; i++) {
      const scrape = await call('GET', '/metrics');
      expect(scrape.status).toBe(200);
      expect(healthz(scrape.body)).toBe(healthz(before.body) + 12);
      expect(scrape.body.toString('utf8')).toMatch(/^qcard_api_processes 2$/m);
    }
    // Latency histograms add up too, and the sum is one metric family, not one per worker.
    const text = (await call('GET', '/metrics')).body.toString('utf8');
    const latencyCount = (body: string) =>
      Number(
        /^qcard_http_request_duration_seconds_count\{method="GET",route="\/healthz"\} (\d+)$/m.exec(
          body,
        )?.[1] ?? 0,
      );
    expect(latencyCount(text)).toBe(latencyCount(before.body.toString('utf8')) + 12);
    expect(text.match(/^# TYPE qcard_http_requests_total counter$/gm)).toHaveLength(1);
    expect(text).toMatch(/^qcard_api_processes_expected 2$/m);
    // Node's process metrics of both workers: CPU time adds up, event-loop delay is averaged.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_mean_seconds \d/m);
  });

  test('reloads added from both processes at once all land, and one submit retried at once charges once', async () => {
    const token = await login();
    const db = database();
    const contract = db
      .prepare(
        "select k.id from contracts k join cards c on c.id = k.card_id where c.serial = '1000000001' order by k.id limit 1",
      )
      .get() as { id: number };
    const riderId = (
      db.prepare('select id from users where email = ?').get(RIDER.email) as { id: number }
    ).id;
    const ordersBefore = (
      db.prepare('select count(*) as n from orders where user_id = ?').get(riderId) as { n: number }
    ).n;
    const chargesBefore = (
      db.prepare('select count(*) as n from payment_charges').get() as { n: number }
    ).n;
    db.close();

    const cartBefore = (await call('POST', '/api/cart/cartItems', {}, token)).json().data
      .numberOfRecords as number;
    const added = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(
          'POST',
          '/api/cart/addRechargeCard',
          { contractid: contract.id, rechargevalue: 500 },
          token,
        ),
      ),
    );
    expect(added.map((a) => a.json().status)).toEqual(Array(8).fill('SUCCESS'));
    expect((await call('POST', '/api/cart/cartItems', {}, token)).json().data.numberOfRecords).toBe(
      cartBefore + 8,
    );

    const publicDer = (await call('GET', '/pbk.key')).body;
    const key = crypto.createPublicKey({ key: publicDer, format: 'der', type: 'spki' });
    const body = orderBody(key);
    const submits = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/api/order/submit', body, token)),
    );
    const envelopes = submits.map((s) => s.json());
    expect(envelopes.map((e) => e.status)).toEqual(Array(6).fill('SUCCESS'));
    expect(new Set(envelopes.map((e) => e.data.orderId)).size).toBe(1);

    const after = database();
    try {
      expect(
        (
          after.prepare('select count(*) as n from orders where user_id = ?').get(riderId) as {
            n: number;
          }
        ).n,
      ).toBe(ordersBefore + 1);
      expect(
        (after.prepare('select count(*) as n from payment_charges').get() as { n: number }).n,
      ).toBe(chargesBefore + 1);
    } finally {
      after.close();
    }
    expect((await call('POST', '/api/cart/cartItems', {}, token)).json().data.numberOfRecords).toBe(
      0,
    );
  });

  test('a worker that dies is replaced, and the portal keeps answering meanwhile', async () => {
    const [victim] = workerPids();
    // This scrape collects both workers' counters; the victim's must outlive it.
    const counted = healthzCount((await call('GET', '/metrics')).body);
    expect(counted).toBeGreaterThanOrEqual(12);
    const exitsBefore = (output.match(/exited \(SIGKILL\)/g) ?? []).length;
    process.kill(victim as number, 'SIGKILL');
    // A connection handed to a worker in the instant it dies is lost with it (Node's cluster);
    // from the moment the primary sees the exit, the other worker takes every request.
    await until(
      () => (output.match(/exited \(SIGKILL\)/g) ?? []).length > exitsBefore,
      'the primary to see the exit',
    );
    const token = await login();
    expect((await call('POST', '/api/card', {}, token)).json().status).toBe('SUCCESS');
    await until(() => /API worker \d replaced and listening/.test(output), 'a new worker');
    expect(workerPids()).toHaveLength(2);
    expect(workerPids()).not.toContain(victim);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/api/card', {}, token)),
    );
    expect(answers.map((a) => a.json().status)).toEqual(Array(6).fill('SUCCESS'));
    // The totals did not drop with the worker: the supervisor kept its last counters.
    const after = (await call('GET', '/metrics')).body;
    expect(healthzCount(after)).toBeGreaterThanOrEqual(counted);
    expect(after.toString('utf8')).toMatch(/^qcard_api_processes 2$/m);
  });

  test('SIGTERM to the primary stops every worker and exits 0 at once, idle keep-alive clients or not', async () => {
    const exited = new Promise<number | null>((resolve) =>
      primary.once('exit', (code) => resolve(code)),
    );
    const pids = workerPids();
    // A client keeping its connection open after a request, and one (a browser's preconnect)
    // that opened a connection and sent nothing: neither may hold the shutdown.
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) =>
          res.resume().on('end', () => resolve()),
        )
        .on('error', reject);
    });
    const idle = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => idle.once('connect', resolve));
    const idleClosed = new Promise((resolve) => idle.once('close', resolve));
    idle.on('error', () => undefined);
    const started = Date.now();
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    // SHUTDOWN_TIMEOUT_SECONDS is 10: waiting for the idle clients would take that long and exit 1.
    expect(Date.now() - started).toBeLessThan(5000);
    await idleClosed;
    agent.destroy();
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});

describeSqlite('API_WORKERS=2, stopped while the second worker starts', () => {
  test('SIGTERM then exits 0: the starting worker it stops is not a failure', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-cluster-early-'));
    const early = spawnPrimary(dir, 22000 + Math.floor(Math.random() * 2000));
    let said = '';
    early.stdout?.on('data', (c: Buffer) => (said += c.toString()));
    early.stderr?.on('data', (c: Buffer) => (said += c.toString()));
    const exited = new Promise<number | null>((resolve) =>
      early.once('exit', (code) => resolve(code)),
    );
    try {
      // The first worker's banner: it listens, and the second worker has just been started.
      const end = Date.now() + 90_000;
      while (!said.includes('Q Card portal:')) {
        if (Date.now() > end || early.exitCode !== null)
          throw new Error(`the first worker did not start:\n${said}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(said).not.toMatch(/2 of 2 listening/);
      early.kill('SIGTERM');
      expect({ code: await exited, said }).toMatchObject({ code: 0 });
    } finally {
      if (early.exitCode === null) early.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
