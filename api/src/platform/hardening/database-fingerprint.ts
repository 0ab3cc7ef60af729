// A fingerprint of the data calls guard, to prove a refused call changed nothing (bookkeeping left out).
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../db/database';

const BOOKKEEPING = new Set([
  'sessions',
  'rate_limits',
  'captcha_spent',
  'outbox',
  'kysely_migration',
  'kysely_migration_lock',
]);

export async function databaseFingerprint(db: Db): Promise<string> {
  return createHash('sha256')
    .update(await databaseFingerprintText(db))
    .digest('hex');
}

/** The fingerprinted data as text (tests also search it for what must never be stored). */
export async function databaseFingerprintText(db: Db): Promise<string> {
  const pg = isPostgres(db);
  const tables = pg
    ? await sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
        db,
      )
    : await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
        db,
      );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    if (BOOKKEEPING.has(name)) continue;
    // PostgreSQL has no rowid: its rows are put in a stable order by their text.
    const rows = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(name)} ${pg ? sql`` : sql`order by rowid`}`.execute(db);
    parts.push(
      name,
      JSON.stringify(pg ? rows.rows.map((r) => JSON.stringify(r)).sort() : rows.rows),
    );
  }
  return parts.join('\n');
}
