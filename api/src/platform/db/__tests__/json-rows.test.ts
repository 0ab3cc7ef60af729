// Rows as one JSON text (json-rows.ts): a fixed statement answers the same row objects as the
// same columns read one by one, on SQLite (JSON) and on PostgreSQL (plain columns), and only
// tables whose columns JSON carries exactly are read that way.
import { sql } from 'kysely';
import { createTestApp, onPostgres, type TestApp } from '../../../test-support/create-test-app';
import { isPostgres } from '../database';
import { fixedRowsStatement, runFixedRows } from '../json-rows';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const db = t.app.qcard.db;
  await sql`create table json_rows_probe (id integer primary key, label text, amount bigint, note text)`.execute(
    db,
  );
  await sql`insert into json_rows_probe (id, label, amount, note) values
    (1, ${'plain'}, ${0}, ${null}),
    (2, ${'quote " backslash \\ slash / tab \t newline \n'}, ${-42}, ${''}),
    (3, ${'Año niño, 東京, 🚌'}, ${9007199254740991}, ${'{"looks":"like json"}'}),
    (4, ${'[1,2]'}, ${-9007199254740991}, ${'null'})`.execute(db);
});

afterAll(async () => {
  await t.close();
});

const COLUMNS = [
  ['p.id', 'id'],
  ['p.label', 'label'],
  ['p.amount', 'amount'],
  ['p.note', 'note'],
  ['p.amount + 1', 'next_amount'],
] as const;

test('the statement answers the same rows as the columns read one by one, in order', async () => {
  const db = t.app.qcard.db;
  const statement = fixedRowsStatement(
    COLUMNS,
    'FROM json_rows_probe p WHERE p.id >= $1 ORDER BY p.id DESC',
  );
  const plain = await sql<
    Record<string, unknown>
  >`select p.id as id, p.label as label, p.amount as amount, p.note as note, p.amount + 1 as next_amount from json_rows_probe p where p.id >= ${1} order by p.id desc`.execute(
    db,
  );
  const rows = await runFixedRows(db, statement, [1]);
  // PostgreSQL answers an integer column's values as numbers or strings by its type (int4 here);
  // compare with what the driver answers for the same columns.
  expect(rows).toEqual(plain.rows);
  expect(rows.map((r) => Object.keys(r))).toEqual(
    plain.rows.map(() => ['id', 'label', 'amount', 'note', 'next_amount']),
  );
  expect(rows[0]).toMatchObject({ label: '[1,2]', note: 'null' });
  expect(rows.find((r) => r.label === 'Año niño, 東京, 🚌')?.note).toBe('{"looks":"like json"}');
  expect(rows[2]).toMatchObject({
    label: 'quote " backslash \\ slash / tab \t newline \n',
    note: '',
  });
  expect(rows[3]).toMatchObject({ label: 'plain', note: null });
  if (!isPostgres(db))
    expect(rows.map((r) => r.amount)).toEqual([-9007199254740991, 9007199254740991, -42, 0]);
});

test('no row: an empty list; parameters are bound, never written into the text', async () => {
  const db = t.app.qcard.db;
  const statement = fixedRowsStatement(COLUMNS, 'FROM json_rows_probe p WHERE p.label = $1');
  expect(await runFixedRows(db, statement, ["x' OR 1=1 --"])).toEqual([]);
  expect(statement.sqlite).toContain('WHERE p.label = ?');
  expect(statement.postgres).toContain('WHERE p.label = $1');
});

test('a name used twice or a name that is not a plain identifier is refused when the statement is made', () => {
  expect(() =>
    fixedRowsStatement(
      [
        ['p.id', 'id'],
        ['p.amount', 'id'],
      ],
      'FROM json_rows_probe p',
    ),
  ).toThrow(/each column once/);
  expect(() =>
    fixedRowsStatement([['p.id', 'id; drop table x']], 'FROM json_rows_probe p'),
  ).toThrow(/plain identifier/);
  expect(() => fixedRowsStatement([['p.id', '__proto__']], 'FROM json_rows_probe p')).toThrow(
    /__proto__/,
  );
});

test('on SQLite a read outside any transaction is answered at once, without Kysely', async () => {
  const db = t.app.qcard.db;
  const statement = fixedRowsStatement(COLUMNS, 'FROM json_rows_probe p WHERE p.id = $1');
  const viaKysely = jest.spyOn(db, 'executeQuery');
  try {
    expect(await runFixedRows(db, statement, [1])).toMatchObject([{ id: 1, label: 'plain' }]);
    expect(viaKysely).toHaveBeenCalledTimes(isPostgres(db) ? 1 : 0);
  } finally {
    viaKysely.mockRestore();
  }
});

test("a read while another request's transaction is open waits for its commit and never sees its writes before", async () => {
  const db = t.app.qcard.db;
  const statement = fixedRowsStatement(COLUMNS, 'FROM json_rows_probe p WHERE p.id = $1');
  let read: Promise<Array<Record<string, unknown>>> | undefined;
  let answeredInside = false;
  await db.transaction().execute(async (trx) => {
    await sql`insert into json_rows_probe (id, label, amount, note) values (${50}, ${'half-written'}, ${1}, ${null})`.execute(
      trx,
    );
    read = runFixedRows(db, statement, [50]);
    void read.then(() => {
      answeredInside = true;
    });
    if (isPostgres(db)) {
      // PostgreSQL: another connection of the pool answers while this transaction is still open
      // (however long opening that connection takes), and without the uncommitted row.
      expect(await read).toEqual([]);
      return;
    }
    // SQLite: one connection, so the read waits for the commit.
    await new Promise((resolve) => setTimeout(resolve, 30));
    await sql`update json_rows_probe set label = ${'committed'} where id = ${50}`.execute(trx);
    expect(answeredInside).toBe(false);
  });
  expect(await read).toMatchObject(isPostgres(db) ? [] : [{ id: 50, label: 'committed' }]);
});

// SQLite writes a REAL with 15 significant digits in JSON and refuses a BLOB: the tables the
// portal reads through fixed JSON statements must hold only INTEGER and TEXT columns (PostgreSQL
// reads the plain columns).
const onSqlite = onPostgres ? test.skip : test;
onSqlite.each(['cards', 'contracts', 'subscriptions', 'sessions', 'users'])(
  '%s holds only INTEGER and TEXT columns',
  async (table) => {
    const db = t.app.qcard.db;
    const columns = await sql<{
      name: string;
      type: string;
    }>`select name, type from pragma_table_info(${table})`.execute(db);
    expect(columns.rows.length).toBeGreaterThan(0);
    expect(columns.rows.filter((c) => !/^(integer|text)$/i.test(c.type))).toEqual([]);
  },
);
