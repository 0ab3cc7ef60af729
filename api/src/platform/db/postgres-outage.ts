// A PostgreSQL restart, failover or network break must cost the requests of the moment a 503,
// never the process. pg.Pool listens for errors on idle connections only: a connection checked
// out by a query or a transaction when the server sends "terminating connection due to
// administrator command" (57P01) or the socket closes had no 'error' listener, so Node threw the
// event and the process exited. Here every connection gets a listener for its whole life; the
// query in flight is rejected by pg itself with the error, and the pool drops the connection
// when it comes back (it is no longer queryable), so the next checkout opens a new one.
import pg from 'pg';
import { PostgresDialect, PostgresDriver, type Driver } from 'kysely';

/**
 * How long a request waits for a new connection before it fails (and answers 503): without a
 * bound, a server that stopped answering (network break, not a refused connection) left every
 * request waiting as long as the client did.
 */
export const PG_CONNECT_TIMEOUT_MS = 5_000;

/** Makes connection and server errors of `pool` reach the queries they concern, never the process. */
export function guardPoolErrors(pool: pg.Pool): void {
  // A connection that errors while idle is removed by the pool; the error is for that connection only.
  pool.on('error', () => undefined);
  // 'connect' comes once per new connection, before its first checkout.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}

/**
 * The transaction's own error is what the caller gets. When the connection died in the middle,
 * Kysely's ROLLBACK failed too ("Client has encountered a connection error and is not
 * queryable") and that error, which has no code, replaced the first one (57P01, 08006 ...), so
 * the request answered 500 instead of 503. A failed ROLLBACK has already marked the connection
 * to be discarded (Kysely's driver), so the pool closes it rather than reuse it.
 */
class OutageSafePostgresDriver extends PostgresDriver {
  override async rollbackTransaction(
    connection: Parameters<PostgresDriver['rollbackTransaction']>[0],
  ): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } catch {
      // The server ends an interrupted transaction itself when the connection goes.
    }
  }
}

class OutageSafePostgresDialect extends PostgresDialect {
  constructor(private readonly pool: pg.Pool) {
    super({ pool });
  }

  override createDriver(): Driver {
    return new OutageSafePostgresDriver({ pool: this.pool });
  }
}

/** Kysely's PostgreSQL dialect over `pool`, whose connection errors become failed queries (503), never a crash. */
export function outageSafePostgresDialect(pool: pg.Pool): PostgresDialect {
  guardPoolErrors(pool);
  return new OutageSafePostgresDialect(pool);
}
