// Probes that need more data than the demo seed write it straight into the started portal's
// demo database, through the API's own better-sqlite3.
import path from 'node:path';
import { createRequire } from 'node:module';

/** The demo database, waiting (not failing) while the running API holds a lock. */
export function openDemoDatabase(root, dataDir) {
  const Database = createRequire(path.join(root, 'api/package.json'))('better-sqlite3');
  const db = new Database(path.join(dataDir, 'qcard.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** An insert of one row given as column: value; returns the new row's id. */
export function rowInserter(db) {
  return (table, row) => {
    const cols = Object.keys(row);
    return db
      .prepare(`insert into ${table} (${cols.join(',')}) values (${cols.map(() => '?').join(',')})`)
      .run(...cols.map((c) => row[c])).lastInsertRowid;
  };
}
