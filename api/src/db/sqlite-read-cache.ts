// Results of SELECTs kept until the database changes. A sponsor's employee search over 5,000
// employees scans every name (a "contains" search can use no index) and counts the matches: about
// 1.5 ms of SQLite per call on the reference machine, which capped the call near 500 a second
// on two cores. The same search and page asked again (paging back, a second browser tab,
// several staff of one company) now costs a map look-up until something is written.
//
// Correctness rests on one rule: any change to the database empties the whole cache.
// - This connection: every statement that is not a read-only SELECT (writes, BEGIN, COMMIT,
//   ROLLBACK, PRAGMA, DDL) empties it before it runs. Whole-cache invalidation also covers
//   rows a write changes without naming them (foreign-key cascades).
// - Other connections (the other API_WORKERS processes, a restore, an operator's sqlite3
//   shell): SQLite's PRAGMA data_version changes when one of them commits; it is read before
//   every cached read.
// Reads inside a transaction are never cached or served from the cache: they must see the
// transaction's own uncommitted writes, which a rollback may undo.
// Only statements that begin with SELECT are cached; nothing in this API puts the clock or
// random() in SQL (times are parameters, and parameters are part of the key).
import type BetterSqlite3 from 'better-sqlite3';

/** Most results kept; the least recently used goes first. */
const MAX_ENTRIES = 2000;
/** Most rows kept over all results (a few MB), whatever their number. */
const MAX_TOTAL_ROWS = 20_000;
/** Larger results are not kept (a copy per hit would cost more than it saves). */
const MAX_ROWS = 200;

type Row = Record<string, unknown>;

export interface ReadCache {
  /** The rows of a read-only SELECT, from the cache when nothing has changed since. */
  all(statement: BetterSqlite3.Statement, sql: string, parameters: readonly unknown[]): Row[];
  /** Called before any statement that may change the database. */
  invalidate(): void;
}

export function isCacheableSelect(sql: string): boolean {
  return /^\s*select\b/i.test(sql);
}

export function createReadCache(sqlite: BetterSqlite3.Database): ReadCache {
  const entries = new Map<string, Row[]>();
  let totalRows = 0;
  const clear = () => {
    entries.clear();
    totalRows = 0;
  };
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let seenVersion = dataVersion.get();

  const copy = (rows: Row[]): Row[] => rows.map((row) => ({ ...row }));

  return {
    all(statement, sql, parameters) {
      if (sqlite.inTransaction) return statement.all(parameters) as Row[];
      const version = dataVersion.get();
      if (version !== seenVersion) {
        clear();
        seenVersion = version;
      }
      let key: string;
      try {
        key = `${sql}\u0000${JSON.stringify(parameters)}`;
      } catch {
        return statement.all(parameters) as Row[]; // a BigInt parameter: not worth a key
      }
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return copy(hit);
      }
      const rows = statement.all(parameters) as Row[];
      if (rows.length <= MAX_ROWS) {
        while (entries.size > 0 && (entries.size >= MAX_ENTRIES || totalRows + rows.length > MAX_TOTAL_ROWS)) {
          const oldest = entries.keys().next().value as string;
          totalRows -= entries.get(oldest)?.length ?? 0;
          entries.delete(oldest);
        }
        // The caller gets its own copy: code that adjusts a row it read must not change the cache.
        entries.set(key, copy(rows));
        totalRows += rows.length;
      }
      return rows;
    },
    invalidate: clear,
  };
}
