// Server-paged tables sort the whole list in the database: each column a
// table may sort by has an index behind its scope (the patron's or the company's rows), ending
// in the row id that keeps equal values in one order across pages.
import type { AnyDb } from '../any-db';

const INDEXES: Array<[string, string, string[]]> = [
  ['orders_user_price_idx', 'orders', ['user_id', 'price', 'id']],
  ['orders_user_status_idx', 'orders', ['user_id', 'status', 'id']],
  ['orders_company_price_idx', 'orders', ['company_id', 'price', 'id']],
  ['orders_company_status_idx', 'orders', ['company_id', 'status', 'id']],
  ['employees_company_code_idx', 'employees', ['company_id', 'employee_code', 'id']],
  ['employees_company_last_name_idx', 'employees', ['company_id', 'last_name', 'id']],
  ['employees_company_first_name_idx', 'employees', ['company_id', 'first_name', 'id']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, table, columns] of INDEXES)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
