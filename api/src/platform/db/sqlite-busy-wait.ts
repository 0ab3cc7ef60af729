// Several API processes (API_WORKERS) write one SQLite file, one writer at a time. SQLite's own
// busy handler sleeps while it waits for the write lock, and under better-sqlite3 that sleep
// stops the whole process. Here SQLite gives up at once and the statement is tried again after
// the event loop has had its turn, up to the same total wait (busy_timeout), then SQLITE_BUSY.
// Trying again is safe: a statement refused with SQLITE_BUSY did nothing (it never got the lock),
// and a refused COMMIT leaves its transaction open to be committed by the next try.
import type BetterSqlite3 from 'better-sqlite3';
import {
  SqliteDialect,
  SqliteDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
} from 'kysely';

export function isSqliteBusy(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_'));
}

/** Waits between tries: the first two only yield to the event loop, then 1 ms growing to 4 ms. */
function pause(attempt: number): Promise<void> {
  if (attempt < 2) return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => setTimeout(resolve, Math.min(4, attempt - 1)));
}

/** Runs `work` until it is not refused with SQLITE_BUSY or `waitMs` have passed. */
export async function retryWhileBusy<T>(work: () => Promise<T>, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isSqliteBusy(err) || Date.now() >= deadline) throw err;
    }
    await pause(attempt);
  }
}

class BusyWaitDriver extends SqliteDriver {
  #wrapped: DatabaseConnection | null = null;

  constructor(
    config: ConstructorParameters<typeof SqliteDriver>[0],
    private readonly waitMs: number,
    private readonly sqlite: BetterSqlite3.Database,
  ) {
    super(config);
  }

  /**
   * After SQLITE_FULL, SQLITE_IOERR or SQLITE_NOMEM SQLite may have rolled back by itself, and
   * Kysely's failing ROLLBACK must not replace the first error (disk full: 503) with a 500.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.sqlite.inTransaction) return;
    try {
      await super.rollbackTransaction(connection);
    } catch {
      // Still open (the ROLLBACK itself hit the I/O error): the next BEGIN closes it (below).
    }
  }

  /** A transaction left open by a ROLLBACK that failed is closed before the next one begins. */
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) this.sqlite.exec('rollback');
    await super.beginTransaction(connection);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    if (!this.#wrapped) {
      const waitMs = this.waitMs;
      this.#wrapped = {
        executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> =>
          retryWhileBusy(() => connection.executeQuery<R>(query), waitMs),
        streamQuery: <R>(query: CompiledQuery, chunkSize: number) =>
          connection.streamQuery<R>(query, chunkSize),
      };
    }
    return this.#wrapped;
  }
}

/**
 * Kysely's SQLite dialect over `database` (the statement-caching wrapper of `sqlite`), waiting
 * for other processes' write locks without blocking the event loop, up to `waitMs` in all.
 */
export function busyWaitDialect(
  sqlite: BetterSqlite3.Database,
  database: SqliteDatabase,
  waitMs: number,
): SqliteDialect {
  sqlite.pragma('busy_timeout = 0');
  return new (class extends SqliteDialect {
    override createDriver(): Driver {
      return new BusyWaitDriver({ database }, waitMs, sqlite);
    }
  })({ database });
}
