// A PostgreSQL restart under load never ends an API process. Two API
// instances (main.ts in child processes, as an operator starts them) on a throwaway cluster of
// this test's own, with reads and writes running: `pg_ctl restart -m fast` ends every
// connection ("terminating connection due to administrator command"), which used to reach a
// checked-out connection with no 'error' listener and exit both processes. Then the server
// is stopped for a while: every call answers 503 with Retry-After (never 500, never a dropped
// socket), /readyz says 503, and once it is back the same processes answer 200 within seconds.
// Runs once, in the SQLite pass of `npm test` (it brings its own server); skipped only when no
// PostgreSQL binaries are installed.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import type { Challenge } from 'altcha-lib';
import { solveCaptchaChallenge } from '../../../test-support/captcha';
import { onPostgres } from '../../../test-support/create-test-app';
import {
  freePort,
  postgresBinDir,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../../test-support/throwaway-postgres';
import { RIDER } from '../../../modules/orders/__tests__/order-test-helpers';
import { isDatabaseUnavailable } from '../../http/database-unavailable';
import { openDatabase } from '../database';

jest.setTimeout(90_000);

const API_DIR = path.resolve(__dirname, '../../../..');
const binDir = postgresBinDir();
// The api-postgres pass would run it a second time for nothing: the server it tests is its own.
const skipReason = onPostgres
  ? 'runs in the SQLite pass only'
  : binDir
    ? null
    : 'no PostgreSQL binaries under /usr/lib/postgresql/<version>/bin';
const describeRestart = skipReason ? describe.skip : describe;
if (skipReason)
  test.skip(`PostgreSQL restart under load: skipped (${skipReason})`, () => undefined);

interface Answer {
  status: number;
  retryAfter?: string;
  body: string;
}

/** One request on a new connection; a dropped socket or no answer in 10 s resolves as status 0. */
function call(
  port: number,
  method: 'GET' | 'POST',
  urlPath: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  return new Promise((resolve) => {
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
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        res.on('error', (e) => resolve({ status: 0, body: String(e) }));
      },
    );
    req.on('error', (e) => resolve({ status: 0, body: String(e) }));
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${urlPath}: no answer in 10 s`)));
    if (payload) req.write(payload);
    req.end();
  });
}

interface Instance {
  port: number;
  child: ChildProcess;
  output: string;
}

function spawnInstance(port: number, dataDir: string, databaseUrl: string): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      API_WORKERS: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DEMO: '1',
      DEMO_IN_PRODUCTION: '1',
      LOG_LEVEL: 'warn',
      CAPTCHA_COUNTER_MIN: '1',
      CAPTCHA_COUNTER_MAX: '40',
      FULFILMENT_DELAY_SECONDS: '3600',
      SHUTDOWN_TIMEOUT_SECONDS: '5',
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { port, child, output: '' };
  child.stdout?.on('data', (c: Buffer) => (instance.output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (instance.output += c.toString()));
  return instance;
}

async function until(check: () => Promise<boolean>, what: string, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

describeRestart('PostgreSQL restart under load, two API instances', () => {
  let server: ThrowawayPostgres;
  let dataDir: string;
  const instances: Instance[] = [];
  let token = '';
  let contractId = 0;

  const ready = (i: Instance) => call(i.port, 'GET', '/readyz');
  const alive = () =>
    instances.map((i) => ({
      port: i.port,
      exitCode: i.child.exitCode,
      signal: i.child.signalCode,
    }));

  beforeAll(async () => {
    server = await startThrowawayPostgres(binDir as string);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-pg-restart-'));
    // Both at once, as a deploy starts them: migrations and the demo seed are safe from several
    // instances at once on PostgreSQL (advisory locks).
    for (let n = 0; n < 2; n++)
      instances.push(spawnInstance(await freePort(), dataDir, server.url));
    await Promise.all(
      instances.map((i, n) =>
        until(
          async () => (await ready(i)).status === 200,
          `instance ${n + 1} to be ready; output:\n${i.output}`,
          60_000,
        ),
      ),
    );
    const [a] = instances as [Instance];
    const challenge = await call(a.port, 'GET', '/api/captcha/challenge');
    const captcha = await solveCaptchaChallenge(JSON.parse(challenge.body) as Challenge);
    const login = await new Promise<string>((resolve, reject) => {
      const payload = JSON.stringify({ username: RIDER.email, password: RIDER.password, captcha });
      const req = http.request(
        {
          host: '127.0.0.1',
          port: a.port,
          path: '/api/user/authenticate',
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          const t = res.headers['x-auth-token'];
          if (typeof t === 'string') resolve(t);
          else reject(new Error(`login failed (${res.statusCode})`));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
    token = login;
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>(
        "select k.id from contracts k join cards c on c.id = k.card_id where c.serial = '1000000001' order by k.id limit 1",
      );
      contractId = Number(rows[0]?.id);
    } finally {
      await client.end();
    }
  });

  afterAll(async () => {
    for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGKILL');
    server?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a connection held by a transaction when the server restarts fails that transaction (503), not the process', async () => {
    const db = openDatabase({ kind: 'postgres', url: server.url, poolSize: 2 });
    try {
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          await sql`select 1`.execute(trx);
          // The connection is checked out and idle in the transaction when the server ends it
          // (57P01, then the socket closes): with no 'error' listener on it, Node threw the event.
          server.restart();
          await new Promise((r) => setTimeout(r, 200));
          await sql`select 2`.execute(trx);
        })
        .then(
          () => 'committed',
          (error: unknown) => ({
            unavailable: isDatabaseUnavailable(error),
            message: (error as Error).message,
          }),
        );
      expect(outcome).toMatchObject({ unavailable: true });
      // The pool replaced the dead connection: the next query works with no restart of anything.
      expect((await sql<{ n: number }>`select 3 as n`.execute(db)).rows).toEqual([{ n: 3 }]);
    } finally {
      await db.destroy();
    }
  });

  test('no process ends; during the outage every call answers 503 with Retry-After and /readyz 503; after it, the same processes answer 200', async () => {
    const answers: Array<Answer & { what: string }> = [];
    let running = true;
    // Four clients, each alternating a read and a write (a cart line added, then removed) over both instances.
    const client = async (n: number) => {
      for (let k = 0; running; k++) {
        const instance = instances[(n + k) % 2] as Instance;
        const read = await call(instance.port, 'POST', '/api/card', {}, token);
        answers.push({ ...read, what: 'read' });
        const add = await call(
          instance.port,
          'POST',
          '/api/cart/addRechargeCard',
          { contractid: contractId, rechargevalue: 500 },
          token,
        );
        answers.push({ ...add, what: 'write' });
        const itemId =
          add.status === 200
            ? (JSON.parse(add.body) as { data?: { item?: { itemId?: number } } }).data?.item?.itemId
            : undefined;
        if (itemId)
          answers.push({
            ...(await call(
              instance.port,
              'POST',
              '/api/cart/deleteOrderItem',
              { orderItemId: itemId },
              token,
            )),
            what: 'write',
          });
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(client));
    const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

    await settle(1000);
    server.restart();
    await settle(2000);

    // A longer outage: the server stopped, calls and readiness checks answer while it is away.
    server.stop();
    await settle(500);
    const duringReady = await Promise.all(instances.map(ready));
    const duringCall = await Promise.all(
      instances.map((i) => call(i.port, 'POST', '/api/card', {}, token)),
    );
    server.start();
    const serving = async (i: Instance) =>
      (await ready(i)).status === 200 &&
      (await call(i.port, 'POST', '/api/card', {}, token)).status === 200;
    const recovery = await until(
      async () => (await Promise.all(instances.map(serving))).every(Boolean),
      'both instances to serve again',
      10_000,
    );
    await settle(1000);
    running = false;
    await load;

    expect(alive()).toEqual(instances.map((i) => ({ port: i.port, exitCode: null, signal: null })));
    expect(instances.map((i) => (/Unhandled|uncaught/i.test(i.output) ? i.output : ''))).toEqual([
      '',
      '',
    ]);
    expect(duringReady.map((r) => r.status)).toEqual([503, 503]);
    expect(duringCall.map((r) => ({ status: r.status, retryAfter: r.retryAfter }))).toEqual([
      { status: 503, retryAfter: expect.stringMatching(/^\d+$/) },
      { status: 503, retryAfter: expect.stringMatching(/^\d+$/) },
    ]);
    expect(JSON.parse(duringCall[0]?.body ?? '{}')).toMatchObject({
      status: 'ERROR',
      msgCode: '475',
    });
    // Under load through the restart and the stop: every answer was 200 or 503 + Retry-After.
    const unexpected = answers.filter(
      (a) => a.status !== 200 && !(a.status === 503 && a.retryAfter),
    );
    expect(unexpected.map((a) => `${a.what} ${a.status} ${a.body.slice(0, 120)}`)).toEqual([]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(20);
    expect(recovery).toBeLessThan(10_000);
  });
});
