// A fingerprint of the data that calls guard, to prove a refused call changed nothing.
// Bookkeeping that every request may touch (sessions, rate limits, captcha use, mail) is left out.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

const BOOKKEEPING = new Set(['sessions', 'rate_limits', 'captcha_spent', 'outbox', 'kysely_migration', 'kysely_migration_lock']);

export async function databaseFingerprint(db: Db): Promise<string> {
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  const hash = createHash('sha256');
  for (const { name } of tables.rows) {
    if (BOOKKEEPING.has(name)) continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)} order by rowid`.execute(db);
    hash.update(name);
    hash.update(JSON.stringify(rows.rows));
  }
  return hash.digest('hex');
}
