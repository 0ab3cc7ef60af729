// Self sign-up: a sign-up waits here, not in users, until its e-mail link is
// opened, so an unverified address never owns an account (no half-made rows in users, nothing
// else in the portal has to ask "verified?"). Each row carries the details of one sign-up and the
// SHA-256 of its single-use link token; verifying copies the row into users. Seeded and earlier
// accounts live in users, so they are verified by construction.
import { withId, type AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('sign_ups'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('language', 'text')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('sign_ups_email_idx').on('sign_ups').column('email').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sign_ups').ifExists().execute();
}
