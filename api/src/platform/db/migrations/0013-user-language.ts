// Languages: the language a user chose in the portal ('en' or 'es'; null until they
// choose), for their mails and the portal at sign-in; and the language each mail was written
// in, kept with the queued mail (a receipt is rendered in the order's transaction).
import type { AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('language', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('language').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
