// Database failures that are the store's state, not the request's fault (busy, read-only, full,
// I/O, a PostgreSQL server restarting or unreachable): answered 503 with Retry-After, never 500.
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|READONLY|FULL|IOERR|CANTOPEN|PROTOCOL|NOMEM)/;
// PostgreSQL: lock not available, read-only transaction, too many connections, shutting down,
// cannot connect, connection lost, statement time-out, disk full, out of memory.
const PG_UNAVAILABLE = new Set([
  '55P03',
  '25006',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '57014',
  '53100',
  '53200',
]);
// The connection itself, reported with the socket's code: refused, reset, time-out...
const NETWORK_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// pg and pg-pool report a lost or unobtainable connection with a message and no code.
const UNCODED_UNAVAILABLE = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Postgres connection has been discarded/, // Kysely, for a connection whose ROLLBACK failed
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string')
    return (
      SQLITE_UNAVAILABLE.test(code) || PG_UNAVAILABLE.has(code) || NETWORK_UNAVAILABLE.has(code)
    );
  if (typeof message !== 'string') return false;
  // An AggregateError (a host name with several addresses, all refused) carries the code of each.
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable))
    return true;
  return UNCODED_UNAVAILABLE.some((pattern) => pattern.test(message));
}
