// Two connections on one SQLite file stand for two API worker processes. A write that finds the
// other's transaction open waits without stopping the process, then goes through; a lock held
// past the wait still ends in SQLITE_BUSY.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../database';
import { isSqliteBusy, retryWhileBusy } from '../sqlite-busy-wait';

let dir: string;
let first: Db;
let second: Db;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-busy-'));
  const file = path.join(dir, 'qcard.sqlite');
  first = openDatabase(file);
  await sql`create table tally (who text not null)`.execute(first);
  second = openDatabase(file);
});

afterEach(async () => {
  await first.destroy();
  await second.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("a transaction waiting for another connection's write lock lets the process go on, then commits", async () => {
  const events: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const holder = first.transaction().execute(async (trx) => {
    await sql`insert into tally (who) values ('first')`.execute(trx);
    events.push('first holds the lock');
    await held; // the lock stays taken while this process does other work
    events.push('first commits');
  });
  await sleep(20);
  const waiter = second.transaction().execute(async (trx) => {
    await sql`insert into tally (who) values ('second')`.execute(trx);
    events.push('second wrote');
  });
  // A wait that stopped the process would never get here, and the first transaction could not
  // end: both would hang until SQLITE_BUSY.
  await sleep(50);
  events.push('the process went on meanwhile');
  release();
  await Promise.all([holder, waiter]);
  expect(events).toEqual([
    'first holds the lock',
    'the process went on meanwhile',
    'first commits',
    'second wrote',
  ]);
  const rows = await sql<{ who: string }>`select who from tally order by rowid`.execute(second);
  expect(rows.rows.map((r) => r.who)).toEqual(['first', 'second']);
});

test('a statement outside a transaction waits the same way', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const holder = first.transaction().execute(async (trx) => {
    await sql`insert into tally (who) values ('first')`.execute(trx);
    await held;
  });
  await sleep(20);
  const write = sql`insert into tally (who) values ('second')`.execute(second);
  setTimeout(release, 50);
  await Promise.all([holder, write]);
  const rows = await sql<{ n: number }>`select count(*) as n from tally`.execute(first);
  expect(Number(rows.rows[0]?.n)).toBe(2);
});

test('a lock held longer than the wait still ends in SQLITE_BUSY, with nothing written', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const holder = first.transaction().execute(async (trx) => {
    await sql`insert into tally (who) values ('first')`.execute(trx);
    await held;
  });
  await sleep(20);
  // A plain connection that gives up at once, so the test waits 150 ms rather than the API's 5 s.
  const raw = new BetterSqlite3(path.join(dir, 'qcard.sqlite'));
  raw.pragma('busy_timeout = 0');
  const started = Date.now();
  let tries = 0;
  const refused = await retryWhileBusy(async () => {
    tries += 1;
    return raw.prepare("insert into tally (who) values ('second')").run();
  }, 150).catch((err: unknown) => err);
  raw.close();
  expect(isSqliteBusy(refused)).toBe(true);
  expect(tries).toBeGreaterThan(2);
  expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  release();
  await holder;
  const rows = await sql<{ who: string }>`select who from tally`.execute(second);
  expect(rows.rows.map((r) => r.who)).toEqual(['first']);
});
