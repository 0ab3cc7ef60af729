// The whole schema of the portal (feature teams should rarely need another migration).
// Money: INTEGER cents. Times: ISO-8601 UTC text. Flags: INTEGER 0/1. The same on SQLite and
// PostgreSQL; only the id column differs (AUTOINCREMENT there, an identity column here), so
// the SQLite DDL of this applied migration is unchanged.
import { sql } from 'kysely';
import { withId, type AnyDb } from '../any-db';

/** A plain index on a table's columns, in the order given (the same DDL as createIndex…column). */
async function index(db: AnyDb, name: string, table: string, columns: string[]): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('companies'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('contact_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('town', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zipcode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_sponsor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('password_changed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'users_company_idx', 'users', ['company_id']);

  await withId(db, db.schema.createTable('password_history'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'password_history_user_idx', 'password_history', ['user_id', 'created_at']);

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('anonymous_card_serial', 'text')
    .addColumn('anonymous_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('replaced_by', 'integer')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await index(db, 'sessions_user_idx', 'sessions', ['user_id']);
  await index(db, 'sessions_expires_idx', 'sessions', ['expires_at']);

  await withId(db, db.schema.createTable('reset_tokens'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await index(db, 'reset_tokens_user_idx', 'reset_tokens', ['user_id']);

  await withId(db, db.schema.createTable('outbox'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();
  await index(db, 'outbox_created_idx', 'outbox', ['created_at']);

  await db.schema
    .createTable('captcha_spent')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'captcha_spent_expires_idx', 'captcha_spent', ['expires_at']);

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute();
  await index(db, 'rate_limits_window_idx', 'rate_limits', ['window_start']);

  await withId(db, db.schema.createTable('cards'))
    .addColumn('serial', 'text', (c) => c.notNull().unique())
    .addColumn('profile_name', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('emission_date', 'text', (c) => c.notNull())
    .addColumn('expiration_date', 'text', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .execute();
  await index(db, 'cards_owner_idx', 'cards', ['owner_user_id']);
  await index(db, 'cards_company_idx', 'cards', ['company_id']);

  await withId(db, db.schema.createTable('contracts'))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('contract_name', 'text', (c) => c.notNull())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('type_of_contract', 'text', (c) => c.notNull())
    .addColumn('emission', 'text', (c) => c.notNull())
    .addColumn('last_reload', 'text')
    .addColumn('units_left', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rechargeable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('recharge_reason', 'text')
    .addColumn('ride_sponsor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('warning_code', 'text')
    .addColumn('subscription_allowed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('subscription_reason', 'text')
    .addColumn('min_input_value', 'integer', (c) => c.notNull().defaultTo(500))
    .addColumn('maximum_allowed', 'integer', (c) => c.notNull().defaultTo(20000))
    .addColumn('discounted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fare', 'integer', (c) => c.notNull().defaultTo(125))
    .execute();
  await index(db, 'contracts_card_idx', 'contracts', ['card_id']);

  await withId(db, db.schema.createTable('contract_activities'))
    .addColumn('contract_id', 'integer', (c) =>
      c.notNull().references('contracts.id').onDelete('cascade'),
    )
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('activity_type', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('units_before', 'integer', (c) => c.notNull())
    .addColumn('units_after', 'integer', (c) => c.notNull())
    .addColumn('billed', 'integer')
    .addColumn('order_id', 'integer')
    .execute();
  await index(db, 'contract_activities_contract_idx', 'contract_activities', [
    'contract_id',
    'date',
  ]);
  await index(db, 'contract_activities_order_idx', 'contract_activities', ['order_id']);

  await withId(db, db.schema.createTable('groups'))
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('groups_company_name_uq', ['company_id', 'name'])
    .execute();

  await withId(db, db.schema.createTable('employees'))
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('employee_code', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('card_id', 'integer', (c) => c.unique().references('cards.id').onDelete('set null'))
    .addColumn('contract_id', 'integer', (c) => c.references('contracts.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('employees_company_code_uq', ['company_id', 'employee_code'])
    .execute();
  await index(db, 'employees_group_idx', 'employees', ['group_id']);
  await index(db, 'employees_contract_idx', 'employees', ['contract_id']);
  await index(db, 'employees_last_name_idx', 'employees', ['company_id', 'last_name']);
  await index(db, 'employees_first_name_idx', 'employees', ['company_id', 'first_name']);

  await withId(db, db.schema.createTable('subscriptions'))
    .addColumn('contract_id', 'integer', (c) =>
      c.notNull().references('contracts.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('Individual'))
    .addColumn('max_per_period', 'integer', (c) => c.notNull())
    .addColumn('recharge_value', 'integer', (c) => c.notNull())
    .addColumn('threshold', 'integer', (c) => c.notNull())
    .addColumn('payment_token', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('status_reason', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('employee_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'subscriptions_contract_idx', 'subscriptions', ['contract_id', 'state']);
  await index(db, 'subscriptions_user_idx', 'subscriptions', ['user_id']);
  await index(db, 'subscriptions_company_idx', 'subscriptions', ['company_id']);
  await index(db, 'subscriptions_employee_idx', 'subscriptions', ['employee_id']);

  await withId(db, db.schema.createTable('autoload_runs'))
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('autoload_runs_sub_period_uq', ['subscription_id', 'period'])
    .execute();

  await withId(db, db.schema.createTable('cart_items'))
    .addColumn('owner_kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('contract_id', 'integer', (c) => c.references('contracts.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (c) => c.references('employees.id').onDelete('cascade'))
    .addColumn('payload', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'cart_items_owner_idx', 'cart_items', ['owner_kind', 'owner_id']);
  await index(db, 'cart_items_contract_idx', 'cart_items', ['contract_id']);

  await withId(db, db.schema.createTable('orders'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('anonymous_serial', 'text')
    .addColumn('anonymous_email', 'text')
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('creation_date', 'text', (c) => c.notNull())
    .addColumn('method_of_payment', 'text')
    .addColumn('authorization_id', 'text')
    .addColumn('transaction_id', 'text')
    .addColumn('payment_description', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('billing_address', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('fulfil_after', 'text')
    .addColumn('fulfilled_at', 'text')
    .execute();
  await index(db, 'orders_user_idx', 'orders', ['user_id', 'creation_date']);
  await index(db, 'orders_company_idx', 'orders', ['company_id', 'creation_date']);
  await index(db, 'orders_status_idx', 'orders', ['status', 'fulfil_after']);
  await index(db, 'orders_anonymous_idx', 'orders', ['anonymous_serial']);

  await withId(db, db.schema.createTable('order_items'))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('contract_id', 'integer', (c) => c.references('contracts.id').onDelete('set null'))
    .addColumn('employee_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('payload', 'text')
    .execute();
  await index(db, 'order_items_order_idx', 'order_items', ['order_id']);
  await index(db, 'order_items_contract_idx', 'order_items', ['contract_id']);

  await withId(db, db.schema.createTable('feedback'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('comments', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Case-insensitive e-mail lookups.
  await sql`CREATE INDEX users_email_lower_idx ON users (lower(email))`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of [
    'feedback',
    'order_items',
    'orders',
    'cart_items',
    'autoload_runs',
    'subscriptions',
    'employees',
    'groups',
    'contract_activities',
    'contracts',
    'cards',
    'rate_limits',
    'captcha_spent',
    'outbox',
    'reset_tokens',
    'sessions',
    'password_history',
    'users',
    'companies',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
