// Lost or stolen cards: when and why a card was blocked, and the
// card its value went to. transferred_to_card_id is set in the transfer's own transaction,
// so a retried or concurrent transfer finds it set and moves nothing a second time.
import type { AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('cards').addColumn('blocked_at', 'text').execute();
  await db.schema.alterTable('cards').addColumn('blocked_reason', 'text').execute();
  await db.schema.alterTable('cards').addColumn('transferred_to_card_id', 'integer').execute();
  await db.schema.alterTable('cards').addColumn('transferred_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['transferred_at', 'transferred_to_card_id', 'blocked_reason', 'blocked_at'])
    await db.schema.alterTable('cards').dropColumn(column).execute();
}
