// Indexes for the scale data set (1 million orders, 3 million activity rows).
// An order list filters on status (never PaymentPending) and pages with OFFSET. With status
// outside the index, every row skipped on the way to a deep page was read from the table to
// test its status: page 500 of a company's 13,000 orders took 15-20 ms. With status in the
// index (after the sort column and the id that breaks ties) the skipped rows are tested and
// counted in the index alone, and only the 25 rows shown are read from the table.
// The indexes they replace are their prefixes, so every query that used those can use these.
import type { AnyDb } from '../any-db';

/** [name, columns, index it replaces (a prefix of it) or null]. */
const INDEXES: Array<[string, string[], [string, string[]] | null]> = [
  [
    'orders_company_date_status_idx',
    ['company_id', 'creation_date', 'id', 'status'],
    ['orders_company_idx', ['company_id', 'creation_date']],
  ],
  [
    'orders_company_price_status_idx',
    ['company_id', 'price', 'id', 'status'],
    ['orders_company_price_idx', ['company_id', 'price', 'id']],
  ],
  // Sorted by order number: without it the planner took the status index and sorted every order of the company.
  ['orders_company_id_status_idx', ['company_id', 'id', 'status'], null],
  [
    'orders_user_date_status_idx',
    ['user_id', 'creation_date', 'id', 'status', 'company_id'],
    ['orders_user_idx', ['user_id', 'creation_date']],
  ],
  [
    'orders_user_price_status_idx',
    ['user_id', 'price', 'id', 'status', 'company_id'],
    ['orders_user_price_idx', ['user_id', 'price', 'id']],
  ],
  ['orders_user_id_status_idx', ['user_id', 'id', 'status', 'company_id'], null],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, columns, replaces] of INDEXES) {
    await db.schema.createIndex(name).on('orders').columns(columns).execute();
    if (replaces) await db.schema.dropIndex(replaces[0]).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name, , replaces] of INDEXES) {
    if (replaces)
      await db.schema.createIndex(replaces[0]).on('orders').columns(replaces[1]).execute();
    await db.schema.dropIndex(name).execute();
  }
}
