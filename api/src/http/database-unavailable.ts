// Database failures that are the store's state, not the request's fault: busy (another writer
// holds the lock past the busy timeout), read-only, full, or an I/O error. The caller gets the
// ERROR envelope with the generic 475 text and 503 (try again later), never a 500.
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|READONLY|FULL|IOERR|CANTOPEN|PROTOCOL)/;
// PostgreSQL: lock not available, read-only transaction, too many connections, shutting down,
// cannot connect, statement time-out.
const PG_UNAVAILABLE = new Set(['55P03', '25006', '53300', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '57014']);

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return SQLITE_UNAVAILABLE.test(code) || PG_UNAVAILABLE.has(code);
}
