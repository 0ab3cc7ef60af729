// Online backup and restore of the embedded SQLite database (SQLite's backup API, safe under writers).
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
    const tables = db
      .prepare(
        "select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'",
      )
      .get() as { n: number };
    if (tables.n !== 1) throw new Error(`${file} is not a Q Card database (no migration table)`);
  } catch (e) {
    // Native SQLite errors are re-thrown as plain errors that name the file.
    throw new Error(
      `${file} is not a usable backup: ${e instanceof Error ? e.message : String(e)}`,
    );
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
  // The copy inherits the live file's WAL mode, so merely opening it would leave -wal and -shm
  // files beside it: make it one self-contained file an operator can copy anywhere.
  const copy = new BetterSqlite3(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  checkIntegrity(target);
  return target;
}

/** What a restore takes back: everything written after the backup, said out loud. */
export interface RestoreReport {
  /** Sessions live now that the backup does not hold: their riders and sponsors are signed out. */
  endedSessions: number;
  /** How many different people (or anonymous card sessions) those sessions belong to. */
  endedSessionOwners: number;
  /** Orders placed after the backup (their payments may have been taken: check them against the gateway). */
  lostOrders: number;
  lostUsers: number;
}

function countSince(live: BetterSqlite3.Database, sql: string, ...params: unknown[]): number {
  return (live.prepare(sql).get(...params) as { n: number }).n;
}

/** Compares the live database with the backup before a restore (read-only on both). */
export function restoreLosses(backupFile: string, databaseFile: string, now: Date): RestoreReport {
  const live = new BetterSqlite3(databaseFile, { readonly: true, fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    live.prepare('ATTACH DATABASE ? AS backup').run(backupFile);
    // Active now and unknown to the backup: a session started (or a token rotated) after it.
    const active = `from main.sessions s where s.revoked_at is null and s.expires_at > ? and not exists (select 1 from backup.sessions b where b.token_hash = s.token_hash)`;
    return {
      endedSessions: countSince(live, `select count(*) as n ${active}`, now.toISOString()),
      endedSessionOwners: countSince(
        live,
        `select count(distinct coalesce('u' || s.user_id, 'c' || s.anonymous_card_serial, 's' || s.id)) as n ${active}`,
        now.toISOString(),
      ),
      lostOrders: countSince(
        live,
        'select count(*) as n from main.orders o where not exists (select 1 from backup.orders b where b.id = o.id)',
      ),
      lostUsers: countSince(
        live,
        'select count(*) as n from main.users u where not exists (select 1 from backup.users b where b.id = u.id)',
      ),
    };
  } finally {
    live.close();
  }
}

/** Replaces the live database's content with a checked backup while it runs; says what it took back. */
export async function restoreDatabase(
  backupFile: string,
  databaseFile: string,
): Promise<RestoreReport> {
  checkIntegrity(backupFile);
  const report = restoreLosses(backupFile, databaseFile, new Date());
  const source = new BetterSqlite3(backupFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(databaseFile);
  } finally {
    source.close();
  }
  return report;
}

/** The operator's summary of a restore, one fact per line. */
export function describeRestore(report: RestoreReport): string[] {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    report.endedSessions > 0
      ? `Signed out: ${plural(report.endedSessions, 'session', 'sessions')} started after the backup (${plural(report.endedSessionOwners, 'person', 'people')}) ended with this restore; they must sign in again.`
      : 'Signed out: no session was started after the backup; everyone signed in stays signed in.',
    `Gone with the restore: ${plural(report.lostOrders, 'order', 'orders')} and ${plural(report.lostUsers, 'account', 'accounts')} created after the backup.` +
      (report.lostOrders > 0 ? " Check those orders' payments against the payment gateway." : ''),
  ];
}
