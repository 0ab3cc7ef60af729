// Cards a rider owns: the name a rider gives a card, and the hash of
// the security code printed on it, which proves a rider holds the card when adding it by serial.
// Unique nicknames per account are checked by the API (case-insensitive after cleaning), not
// by an index: an expression index written once for SQLite and PostgreSQL is not worth it
// for a handful of cards per account.
import type { AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('cards').addColumn('nickname', 'text').execute();
  await db.schema.alterTable('cards').addColumn('security_code_hash', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('cards').dropColumn('security_code_hash').execute();
  await db.schema.alterTable('cards').dropColumn('nickname').execute();
}
