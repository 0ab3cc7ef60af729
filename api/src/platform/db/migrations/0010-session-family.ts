// Sessions know their login: every token rotated out of one login shares its
// family_id, and family_started_at is the login's time. Logout ends the whole family, the
// absolute lifetime counts from the login, and an unregistered-reload cart belongs to a family.
import { sql } from 'kysely';
import type { AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('family_id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('family_started_at', 'text').execute();
  // Sessions from before: each its own family, started when it was issued.
  await sql`update sessions set family_id = 'session-' || cast(id as text), family_started_at = created_at`.execute(
    db,
  );
  await db.schema.createIndex('sessions_family_idx').on('sessions').column('family_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sessions_family_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('family_started_at').execute();
  await db.schema.alterTable('sessions').dropColumn('family_id').execute();
}
