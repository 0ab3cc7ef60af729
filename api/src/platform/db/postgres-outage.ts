// A PostgreSQL restart, failover or network break must cost the requests of the moment a 503,
// never the process. pg.Pool listens for errors on idle connections only, and an 'error' event
// without a listener ends the process; here every connection gets a listener for its whole life.
// pg rejects the query in flight, and the pool drops the dead connection when it comes back.
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
 * The transaction's own error (57P01, 08006 ...: 503) is what the caller gets, not the failing
 * ROLLBACK's on a dead connection (no code: 500). Kysely's driver has already marked that
 * connection to be discarded.
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

/** Kysely's PostgreSQL dialect over `pool`, whose connection errors become failed queries (503), never a crash. */
export function outageSafePostgresDialect(pool: pg.Pool): PostgresDialect {
  guardPoolErrors(pool);
  return new (class extends PostgresDialect {
    override createDriver(): Driver {
      return new OutageSafePostgresDriver({ pool });
    }
  })({ pool });
}
