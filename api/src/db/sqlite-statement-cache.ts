// Kysely's SQLite driver prepares every query afresh; under load that was the largest single
// cost of a read (a profile of /card put better-sqlite3's prepare at 15% of CPU). Queries are
// built from a fixed set of shapes, so a bounded cache of prepared statements keyed by SQL
// text pays for itself after the first call of each shape.
import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const MAX_STATEMENTS = 500;

export function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so eviction drops the least recently used shape.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement as unknown as SqliteStatement;
    },
  };
}
