// Online backup and restore of the embedded SQLite database, safe while the API runs:
// SQLite's backup API copies pages consistently under concurrent writers (WAL mode).
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

export function defaultBackupFile(dataDir: string, at: Date = new Date()): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return path.join(dataDir, 'backups', `qcard-${stamp}.sqlite`);
}

function checkIntegrity(file: string): void {
  let db: BetterSqlite3.Database;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new Error(`${file} cannot be opened: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} failed its integrity check: ${String(result)}`);
    const tables = db.prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'").get() as { n: number };
    if (tables.n !== 1) throw new Error(`${file} is not a Q Card database (no migration table)`);
  } catch (e) {
    // Native SQLite errors are re-thrown as plain errors that name the file.
    throw new Error(`${file} is not a usable backup: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    db.close();
  }
}

/** Copy the live database to `target` (default data/backups/qcard-<time>.sqlite). */
export async function backupDatabase(databaseFile: string, target: string): Promise<string> {
  if (!fs.existsSync(databaseFile)) throw new Error(`no database at ${databaseFile}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const live = new BetterSqlite3(databaseFile, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target);
  } finally {
    live.close();
  }
  checkIntegrity(target);
  return target;
}

/** Replace the live database's content with a checked backup, page by page, while it runs. */
export async function restoreDatabase(backupFile: string, databaseFile: string): Promise<void> {
  checkIntegrity(backupFile);
  const source = new BetterSqlite3(backupFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(databaseFile);
  } finally {
    source.close();
  }
}
