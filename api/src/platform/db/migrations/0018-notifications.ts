// Riders kept informed: what each user wants to hear about by mail, and a
// low-balance alert threshold per card. Receipts and autoload notices are on by default (the
// portal sent receipts before); low-balance alerts are off until the rider sets one.
import { withId, type AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('notify_receipts', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('notify_autoload', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // 'en' / 'es' for mails only; null: mails follow the portal language (users.language).
  await db.schema.alterTable('users').addColumn('mail_language', 'text').execute();
  await withId(db, db.schema.createTable('low_balance_alerts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('threshold_cents', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('low_balance_alerts_user_card_idx')
    .on('low_balance_alerts')
    .columns(['user_id', 'card_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('low_balance_alerts_card_idx')
    .on('low_balance_alerts')
    .column('card_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('low_balance_alerts').execute();
  for (const column of ['mail_language', 'notify_autoload', 'notify_receipts'])
    await db.schema.alterTable('users').dropColumn(column).execute();
}
