// Secrets every API instance must share when several run against one PostgreSQL database:
// the captcha HMAC key and the card-number RSA key pair. The first instance to start writes
// them (insert ... on conflict do nothing), the others read the same rows. On SQLite (one
// process per file) they stay in the data folder as before and this table stays empty.
import type { AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('instance_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('instance_secrets').ifExists().execute();
}
