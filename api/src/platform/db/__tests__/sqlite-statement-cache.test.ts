// The SQLite connection behind Kysely (sqlite-statement-cache.ts): prepared statements are
// reused, yet a read never answers from before a change, whoever made it, and transactions
// take the write lock when they begin. SQLite only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../database';

let dir: string;
let file: string;
let db: Db;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-statement-cache-'));
  file = path.join(dir, 'test.sqlite');
  db = openDatabase({ kind: 'sqlite', file });
  await sql`create table parents (id integer primary key, name text not null)`.execute(db);
  await sql`create table children (id integer primary key, parent_id integer references parents(id) on delete set null, name text not null)`.execute(
    db,
  );
  await sql`insert into parents (id, name) values (1, 'first'), (2, 'second')`.execute(db);
  await sql`insert into children (id, parent_id, name) values (10, 1, 'a'), (11, 2, 'b')`.execute(
    db,
  );
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const parentName = async (id: number) =>
  (await sql<{ name: string }>`select name from parents where id = ${id}`.execute(db)).rows[0]
    ?.name;

test('a commit by another connection (another API process) is seen at once', async () => {
  expect(await parentName(2)).toBe('second');
  const other = new BetterSqlite3(file);
  try {
    other.prepare("update parents set name = 'changed elsewhere' where id = 2").run();
  } finally {
    other.close();
  }
  expect(await parentName(2)).toBe('changed elsewhere');
});

test('rows changed by a foreign-key action, without being named, are seen', async () => {
  const child = async () =>
    (
      await sql<{ parent_id: number | null }>`select parent_id from children where id = 10`.execute(
        db,
      )
    ).rows[0]?.parent_id;
  await sql`pragma foreign_keys = on`.execute(db);
  expect(await child()).toBe(1);
  await sql`delete from parents where id = 1`.execute(db);
  expect(await child()).toBeNull();
});

test('a caller changing the rows it got does not change what the next caller gets', async () => {
  const first = (await sql<{ name: string }>`select name from parents where id = 1`.execute(db))
    .rows[0] as { name: string };
  first.name = 'scribbled';
  expect(await parentName(1)).toBe('first');
});

test('a transaction reads its own writes, and after a rollback nobody does', async () => {
  await expect(
    db.transaction().execute(async (trx) => {
      expect(
        (await sql<{ name: string }>`select name from parents where id = 1`.execute(trx)).rows[0]
          ?.name,
      ).toBe('first');
      await sql`update parents set name = 'uncommitted' where id = 1`.execute(trx);
      expect(
        (await sql<{ name: string }>`select name from parents where id = 1`.execute(trx)).rows[0]
          ?.name,
      ).toBe('uncommitted');
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  expect(await parentName(1)).toBe('first');
});

test('a transaction holds the write lock from its start (BEGIN IMMEDIATE), so another process waits before it reads', async () => {
  const other = new BetterSqlite3(file);
  other.pragma('busy_timeout = 0');
  try {
    await db.transaction().execute(async (trx) => {
      // Nothing written yet: with a plain BEGIN the other connection could still take the lock.
      await sql`select name from parents where id = 1`.execute(trx);
      expect(() => other.exec('begin immediate')).toThrow(/locked|busy/i);
    });
    other.exec('begin immediate');
    other.exec('rollback');
  } finally {
    other.close();
  }
});

test('rows are objects keyed by the result columns, in their order, with null, numbers and text as stored', async () => {
  const { rows } = await sql<
    Record<string, unknown>
  >`select c.id, c.name, p.name as parent_name, null as absent from children c join parents p on p.id = c.parent_id order by c.id`.execute(
    db,
  );
  expect(rows).toEqual([
    { id: 10, name: 'a', parent_name: 'first', absent: null },
    { id: 11, name: 'b', parent_name: 'second', absent: null },
  ]);
  expect(Object.keys(rows[0] as object)).toEqual(['id', 'name', 'parent_name', 'absent']);
});

test("a column named __proto__ is a key like any other, not the row object's prototype", async () => {
  const { rows } = await sql<
    Record<string, unknown>
  >`select id, x'00ff' as "__proto__" from parents where id = 1`.execute(db);
  const row = rows[0] as Record<string, unknown>;
  expect(Buffer.isBuffer(Object.getPrototypeOf(row))).toBe(false);
  expect(Buffer.isBuffer(Object.getOwnPropertyDescriptor(row, '__proto__')?.value)).toBe(true);
  expect(row.id).toBe(1);
});

test('a select * asked again after the table gained a column returns the new column too', async () => {
  const everything = () =>
    sql<Record<string, unknown>>`select * from parents where id = 1`.execute(db);
  expect((await everything()).rows[0]).toEqual({ id: 1, name: 'first' });
  await sql`alter table parents add column city text not null default 'Springfield'`.execute(db);
  expect((await everything()).rows[0]).toEqual({ id: 1, name: 'first', city: 'Springfield' });
});

test('a write that returns rows (RETURNING) answers them as objects', async () => {
  const { rows } = await sql<
    Record<string, unknown>
  >`insert into parents (id, name) values (3, 'third') returning id, name`.execute(db);
  expect(rows).toEqual([{ id: 3, name: 'third' }]);
  expect(await parentName(3)).toBe('third');
});
