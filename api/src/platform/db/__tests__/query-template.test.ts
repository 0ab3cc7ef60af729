// Query templates (query-template.ts): a query built once with placeholders answers as the same
// query built with the values would, and a template that could run a wrong query fails when made.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../database';
import { cachedQueryTemplate, queryTemplate } from '../query-template';

let dir: string;
let db: Db;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-query-template-'));
  db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'test.sqlite') });
  await sql`create table employees (id integer primary key, company_id integer not null, last_name text not null)`.execute(
    db,
  );
  await sql`insert into employees (id, company_id, last_name) values (1, 1, 'Smith'), (2, 1, 'Smithers'), (3, 1, 'Jones'), (4, 2, 'Smith')`.execute(
    db,
  );
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test's queries are on a table outside the schema
const anyDb = () => db as any;

const pageOfCompany = () =>
  queryTemplate(['companyId', 'pattern', 'limit', 'offset'], (v) =>
    anyDb()
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', v.companyId)
      .where('last_name', 'like', v.pattern)
      .orderBy('id')
      .limit(v.limit)
      .offset(v.offset),
  );
let companyPage: ReturnType<typeof pageOfCompany>;
beforeEach(() => {
  companyPage = pageOfCompany();
});

const ids = async (values: Record<string, unknown>) =>
  (await db.executeQuery<{ id: number }>(companyPage(values))).rows.map((r) => r.id);

test('each call runs with its own values, in their places', async () => {
  expect(await ids({ companyId: 1, pattern: '%Smith%', limit: 10, offset: 0 })).toEqual([1, 2]);
  expect(await ids({ companyId: 2, pattern: '%Smith%', limit: 10, offset: 0 })).toEqual([4]);
  expect(await ids({ companyId: 1, pattern: '%Smith%', limit: 1, offset: 1 })).toEqual([2]);
  expect(await ids({ companyId: 1, pattern: '%Jo%', limit: 10, offset: 0 })).toEqual([3]);
});

test('the text is the text the builder compiles with the values', () => {
  const built = anyDb()
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', 7)
    .where('last_name', 'like', '%a%')
    .orderBy('id')
    .limit(5)
    .offset(10)
    .compile();
  const fromTemplate = companyPage({ companyId: 7, pattern: '%a%', limit: 5, offset: 10 });
  expect(fromTemplate.sql).toBe(built.sql);
  expect(fromTemplate.parameters).toEqual(built.parameters);
});

test('a value the query needs but the call lacks is refused, not run as undefined', () => {
  expect(() => companyPage({ companyId: 1, pattern: '%a%', limit: 5 })).toThrow(/offset/);
});

test('a name the query does not use fails when the template is made', () => {
  expect(() =>
    queryTemplate(['companyId', 'unused'], (v) =>
      anyDb().selectFrom('employees').select('id').where('company_id', '=', v.companyId),
    ),
  ).toThrow(/unused/);
});

test('a placeholder Kysely would write into the text instead of a parameter fails when the template is made', () => {
  expect(() =>
    queryTemplate(['column'], (v) =>
      anyDb()
        .selectFrom('employees')
        .select(sql.raw(String(v.column)).as('x')),
    ),
  ).toThrow(/column/);
});

test('one template per shape and database: another shape or another database builds its own', () => {
  let builds = 0;
  const build = (v: Record<'companyId', never>) => {
    builds += 1;
    return anyDb().selectFrom('employees').select('id').where('company_id', '=', v.companyId);
  };
  const a = cachedQueryTemplate(db, 'by-company', ['companyId'], build);
  expect(cachedQueryTemplate(db, 'by-company', ['companyId'], build)).toBe(a);
  expect(builds).toBe(1);
  cachedQueryTemplate(db, 'other-shape', ['companyId'], build);
  cachedQueryTemplate({}, 'by-company', ['companyId'], build);
  expect(builds).toBe(3);
});
