// The database of a test app: a copy of a migrated (and, unless the test says otherwise, seeded)
// template, on SQLite a file copy and on PostgreSQL a database made with CREATE DATABASE ...
// TEMPLATE. Migrating and seeding took most of a test app's start (about 0.15 s on SQLite, 0.9 s
// on PostgreSQL); a copy takes milliseconds on SQLite and about 0.15 s on PostgreSQL.
//
// A copy holds the rows a fresh start would have written: the migrations read nothing, and the
// seed reads only the base date of the clock's day (seed/seed-dates.ts), which names the template.
// Templates belong to the jest worker that made them (its pid is in their names, so one worker
// never copies a template another is still writing); the API projects' global teardown removes
// them (jest-teardown-api.ts).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { newPrivateKeyPem } from '../platform/crypto/key-pair';
import { quoteIdent, type DatabaseTarget } from '../platform/db/database';

/** The folder of this machine's SQLite templates (one file per worker and base date). */
export const SQLITE_TEMPLATE_DIR = path.join(os.tmpdir(), 'qcard-api-test-templates');

/**
 * Puts this worker's card key into a SQLite test app's data folder, unless it holds one. A
 * 2048-bit RSA key costs about a quarter of a second of CPU and no test is about two apps having
 * different keys (on PostgreSQL the key is in the database, so copies carry the template's).
 * Kept in a file, not in memory: a jest worker's test files do not share modules.
 */
export function giveWorkerCardKey(dataDir: string): void {
  const target = path.join(dataDir, 'card-key.private.pem');
  if (fs.existsSync(target)) return;
  const cached = path.join(SQLITE_TEMPLATE_DIR, `${process.pid}-card-key.private.pem`);
  if (!fs.existsSync(cached)) {
    fs.mkdirSync(SQLITE_TEMPLATE_DIR, { recursive: true });
    const writing = `${cached}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(writing, newPrivateKeyPem(), { mode: 0o600 });
    fs.renameSync(writing, cached);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  fs.copyFileSync(cached, target);
  fs.chmodSync(target, 0o600);
}

/** `<base>_tpl_<pid>_<key>` and `<base>_app_<pid>_<random>`: what the teardown drops. */
export const POSTGRES_COPY_MARK = /_(tpl|app)_(\d+)_[0-9a-f_]+$/;

/** What names a template: the seed's base date, or `unseeded` for a migrated, empty database. */
export type TemplateKey = string;

function keyPart(key: TemplateKey): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 12);
}

/** A fresh SQLite file at `file`, copied from this worker's template for `key` (made by `make` on first use). */
export async function copySqliteTemplate(
  file: string,
  key: TemplateKey,
  make: (target: DatabaseTarget) => Promise<void>,
): Promise<DatabaseTarget> {
  const template = path.join(SQLITE_TEMPLATE_DIR, `${process.pid}-${keyPart(key)}.sqlite`);
  if (!fs.existsSync(template)) {
    fs.mkdirSync(SQLITE_TEMPLATE_DIR, { recursive: true });
    const building = `${template}.${randomBytes(4).toString('hex')}.building`;
    await make({ kind: 'sqlite', file: building });
    // Closing the last connection checkpoints the WAL into the file, so the file is the database.
    if (fs.existsSync(`${building}-wal`))
      throw new Error(`${building}: its WAL was not checkpointed`);
    fs.renameSync(building, template);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(template, file);
  return { kind: 'sqlite', file };
}

/** One connection to `url` for the work, closed after it. */
export async function withAdmin<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

const isInUse = (e: unknown) => (e as { code?: string }).code === '55006';

/**
 * A new PostgreSQL database for one test app, on the server of `url` (the test role needs
 * CREATEDB), copied from this worker's template for `key` (made by `make` on first use).
 */
export async function copyPostgresTemplate(
  url: string,
  key: TemplateKey,
  make: (target: DatabaseTarget) => Promise<void>,
): Promise<DatabaseTarget> {
  const base = databaseOf(url);
  const template = `${base}_tpl_${process.pid}_${keyPart(key)}`;
  const name = `${base}_app_${process.pid}_${randomBytes(5).toString('hex')}`;
  await withAdmin(url, async (admin) => {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when complete, so a worker stopped halfway leaves no
      // template that looks ready. Encoding and collation as the test database was made.
      const building = `${template}_${randomBytes(4).toString('hex')}`;
      const { rows } = await admin.query<{ encoding: string; collate: string; ctype: string }>(
        `SELECT pg_encoding_to_char(encoding) AS encoding, datcollate AS collate, datctype AS ctype
           FROM pg_database WHERE datname = current_database()`,
      );
      const made = rows[0]!;
      await admin.query(
        `CREATE DATABASE ${quoteIdent(building)} TEMPLATE template0 ENCODING '${made.encoding}'
           LC_COLLATE '${made.collate}' LC_CTYPE '${made.ctype}'`,
      );
      await make({ kind: 'postgres', url: withDatabase(url, building), poolSize: 5 });
      await retryWhileInUse(() =>
        admin.query(`ALTER DATABASE ${quoteIdent(building)} RENAME TO ${quoteIdent(template)}`),
      );
    }
    // FILE_COPY copies the template's files (about 0.15 s); the default WAL_LOG writes every
    // page to the WAL (about 0.35 s). The strategy is PostgreSQL 15's.
    const version = await admin.query<{ v: number }>(
      "SELECT current_setting('server_version_num')::int AS v",
    );
    const strategy = (version.rows[0]?.v ?? 0) >= 150_000;
    await retryWhileInUse(() =>
      admin.query(
        `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}${strategy ? ' STRATEGY FILE_COPY' : ''}`,
      ),
    );
  });
  return { kind: 'postgres', url: withDatabase(url, name), poolSize: 5 };
}

// A closed pool's server processes end a moment after the client does; until then the template
// counts as in use (55006).
async function retryWhileInUse<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (e) {
      if (!isInUse(e) || attempt >= 50) throw e;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * Drops a test app's database, from the test database at `url`. Not WITH (FORCE): that would
 * also have to end an autovacuum worker busy there, which only a superuser may; a plain drop ends
 * such a worker itself and waits for the app's closed connections to go.
 */
export function dropTestDatabase(url: string, target: DatabaseTarget): Promise<void> {
  if (target.kind !== 'postgres') return Promise.resolve();
  const name = databaseOf(target.url);
  return withAdmin(url, async (admin) => {
    await retryWhileInUse(() => admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)}`));
  });
}
