// Once, in the SQLite pass (jest.config.cjs): nothing here reaches a database.
// Which failures answer 503 + Retry-After (the database's state) rather than 500: the errors pg,
// pg-pool, Kysely and better-sqlite3 actually raise when the store is away, full or locked.
import { isDatabaseUnavailable } from '../database-unavailable';

function coded(code: string, message = 'x'): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  test.each([
    [
      'server restarting (57P01)',
      coded('57P01', 'terminating connection due to administrator command'),
    ],
    ['server starting up (57P03)', coded('57P03', 'the database system is starting up')],
    ['refused connection', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset connection', coded('ECONNRESET', 'read ECONNRESET')],
    ['connect time-out', coded('ETIMEDOUT', 'connect ETIMEDOUT')],
    ['broken pipe', coded('EPIPE', 'write EPIPE')],
    ['socket closed mid-answer', new Error('Connection terminated unexpectedly')],
    ['pool wait time-out', new Error('timeout exceeded when trying to connect')],
    [
      'dead client reused',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'every address refused',
      Object.assign(
        new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'connect failed'),
      ),
    ],
    ['SQLite full', coded('SQLITE_FULL', 'database or disk is full')],
    ['SQLite read-only', coded('SQLITE_READONLY', 'attempt to write a readonly database')],
    ['SQLite I/O error', coded('SQLITE_IOERR_WRITE', 'disk I/O error')],
    ['SQLite busy', coded('SQLITE_BUSY', 'database is locked')],
  ])('%s: unavailable', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['unique violation', coded('23505', 'duplicate key')],
    ['syntax error', coded('42601', 'syntax error')],
    ['SQLite constraint', coded('SQLITE_CONSTRAINT_UNIQUE')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'a rollback with nothing to undo',
      coded('SQLITE_ERROR', 'cannot rollback - no transaction is active'),
    ],
    ['nothing', undefined],
  ])('%s: a real failure (500)', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
