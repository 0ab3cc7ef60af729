// The SQLite store full, read-only or locked by another process: a write
// answers 503 with Retry-After and the generic 475 text, never a 500; nothing is half-written;
// the same server writes again once the cause is gone. "Full" is SQLite's own SQLITE_FULL,
// made portable with PRAGMA max_page_count: like a full disk, it rolls the whole transaction
// back by itself, so Kysely's ROLLBACK found "no transaction is active" and that error, not
// the full store, was what the caller got (500).
import BetterSqlite3 from 'better-sqlite3';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestApp, onPostgres, type TestApp } from '../../../test-support/create-test-app';
import { directSqliteReadsOf } from '../database';
import { contractOf, RIDER } from '../../../modules/orders/__tests__/order-test-helpers';

const describeSqlite = onPostgres ? describe.skip : describe;

describeSqlite('SQLite store unavailable: 503 + Retry-After, then serving again', () => {
  /** How far the app's clock runs ahead: a session's "last seen" write falls due once it passes a minute. */
  let clockShiftMs = 0;
  let t: TestApp;
  let token: string;
  let contractId: number;
  let sqlite: BetterSqlite3.Database;

  beforeAll(async () => {
    t = await createTestApp({
      settings: { sqliteBusyTimeoutMs: 300 },
      clock: () => new Date(Date.now() + clockShiftMs),
    });
    token = await t.login(RIDER.email, RIDER.password);
    contractId = (await contractOf(t, '1000000001')).id;
    const direct = directSqliteReadsOf(t.app.qcard.db);
    if (!direct) throw new Error('no SQLite connection');
    sqlite = direct.sqlite;
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Cart lines in the store, read beside the app (an authenticated call may itself need to write). */
  const storedCartLines = () =>
    (sqlite.prepare('select count(*) as n from cart_items').get() as { n: number }).n;
  const addReload = () =>
    t.post('/cart/addRechargeCard', { contractid: contractId, rechargevalue: 500 }, token);

  function expectUnavailable(res: Awaited<ReturnType<typeof addReload>>): void {
    expect({
      status: res.statusCode,
      retryAfter: res.headers['retry-after'],
      envelope: res.envelope.status,
      code: res.envelope.msgCode,
    }).toEqual({
      status: 503,
      retryAfter: expect.stringMatching(/^\d+$/),
      envelope: 'ERROR',
      code: '475',
    });
  }

  test('a full store: writes answer 503 with Retry-After, nothing half-written, and writes succeed again once there is room', async () => {
    const before = storedCartLines();
    // Fill every page the store may have, down to the last bytes, as a full disk does.
    sqlite.exec('create table disk_filler (v blob)');
    sqlite.pragma(`max_page_count = ${sqlite.pragma('page_count', { simple: true }) as number}`);
    const answers: Array<Awaited<ReturnType<typeof addReload>>> = [];
    try {
      for (const size of [4000, 1000, 200, 40, 1]) {
        try {
          for (;;) sqlite.prepare('insert into disk_filler (v) values (?)').run(Buffer.alloc(size));
        } catch (error) {
          expect((error as { code?: string }).code).toBe('SQLITE_FULL');
        }
      }
      // A line may still fit in a page's last free bytes; once none does, every write is refused.
      while (answers.length < 40 && answers.filter((a) => a.statusCode === 503).length < 3)
        answers.push(await addReload());
      // The server is up while it cannot write.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      // Space returns.
      sqlite.pragma('max_page_count = 1073741823');
      sqlite.exec('drop table disk_filler');
    }
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const res of refused) expectUnavailable(res);
    // Every write answered 200 is stored, every refused one left nothing.
    expect(storedCartLines()).toBe(before + answers.length - refused.length);

    // The same process writes again, with no restart.
    const after = await addReload();
    expect(after.statusCode).toBe(200);
    expect(after.envelope.status).toBe('SUCCESS');
    expect(storedCartLines()).toBe(before + answers.length - refused.length + 1);
  });

  test('a transaction the full store rolled back by itself fails with SQLITE_FULL (503), not with the ROLLBACK that found nothing to undo', async () => {
    const db = t.app.qcard.db;
    sqlite.exec('create table disk_filler (v text)');
    sqlite.pragma(`max_page_count = ${sqlite.pragma('page_count', { simple: true }) as number}`);
    try {
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          // Row after row until the store has no page left, as a large order's writes would.
          for (let i = 0; i < 10_000; i++)
            await sql`insert into disk_filler (v) values (${'x'.repeat(500)})`.execute(trx);
        })
        .then(
          () => 'committed',
          (error: { code?: string; message?: string }) => ({
            code: error.code,
            message: error.message,
          }),
        );
      expect(outcome).toEqual({ code: 'SQLITE_FULL', message: 'database or disk is full' });
      expect(sqlite.inTransaction).toBe(false);
    } finally {
      sqlite.pragma('max_page_count = 1073741823');
      sqlite.exec('drop table disk_filler');
    }
    // The connection is usable at once: the next transaction commits.
    await db.transaction().execute(async (trx) => sql`select 1`.execute(trx));
  });

  test('a read-only store: writes answer 503 with Retry-After, and writes succeed once it is writable', async () => {
    const before = storedCartLines();
    sqlite.pragma('query_only = ON');
    try {
      expectUnavailable(await addReload());
      expect(storedCartLines()).toBe(before);
    } finally {
      sqlite.pragma('query_only = OFF');
    }
    expect((await addReload()).statusCode).toBe(200);
    expect(storedCartLines()).toBe(before + 1);
  });

  test('a store locked by another process past the busy timeout: 503 with Retry-After, then writes succeed once it lets go', async () => {
    const before = storedCartLines();
    const other = new BetterSqlite3(path.join(t.dataDir, 'qcard.sqlite'));
    other.exec('begin immediate');
    try {
      expectUnavailable(await addReload());
    } finally {
      other.exec('rollback');
      other.close();
    }
    expect((await addReload()).statusCode).toBe(200);
    expect(storedCartLines()).toBe(before + 1);
  });

  test('a store that cannot write: a signed-in read whose "last seen" write falls due is still answered', async () => {
    const read = () => t.post('/card', {}, token);
    expect((await read()).statusCode).toBe(200);
    sqlite.pragma('query_only = 1');
    try {
      clockShiftMs += 5 * 60_000;
      const res = await read();
      expect([res.statusCode, res.envelope.status]).toEqual([200, 'SUCCESS']);
    } finally {
      sqlite.pragma('query_only = 0');
    }
  });
});
