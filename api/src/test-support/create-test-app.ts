// createTestApp(): a fresh app on a temporary data folder (own SQLite file, keys, seed), for
// any team's API tests. Captcha difficulty is tiny so solving costs milliseconds. The demo
// routes (mailbox, ride tap) are on, as with DEMO=1, unless the test passes its own `env` (then
// DEMO there decides) or settings: { demo: false }.
// With TEST_DATABASE_URL=postgres://... each test app gets a PostgreSQL schema of its own
// instead of the SQLite file (created here, dropped at close), so the same suite runs on both.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Envelope } from '@qcard/contracts/envelope';
import { LoginCall } from '@qcard/contracts/auth-calls';
import { buildApp, type BuildAppOptions } from '../app';
import { quoteIdent, type DatabaseTarget } from '../platform/db/database';
import { solveCaptcha } from './captcha';

/** The PostgreSQL server the API tests run against (TEST_DATABASE_URL), or null for SQLite. */
export function testDatabaseUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : null;
}

/** True when this run is against PostgreSQL; SQLite-only tests skip themselves with `onPostgres ? test.skip : test`. */
export const onPostgres = testDatabaseUrl() !== null;

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// Kysely's migrator lists the tables of every schema before it takes its own lock, and a schema
// another test drops during that listing fails it with "schema ... does not exist" (seen once in
// a few runs of the two-worker suite). Building an app holds this lock shared and dropping a test
// schema holds it alone, so a drop never overlaps a migration. Tests only: production never
// drops schemas.
const SCHEMA_LOCK = 7_301_119;

async function withSchemaLock<T>(url: string, alone: boolean, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      alone ? 'SELECT pg_advisory_lock($1)' : 'SELECT pg_advisory_lock_shared($1)',
      [SCHEMA_LOCK],
    );
    return await work();
  } finally {
    // The lock is the session's: ending it releases the lock.
    await client.end();
  }
}

/** Drops a test's PostgreSQL schema once no other test is migrating. */
export function dropTestSchema(url: string, schema: string): Promise<void> {
  return withSchemaLock(url, true, () =>
    adminQuery(url, `DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`),
  );
}

/** A new, empty PostgreSQL schema for one test app. */
async function createTestSchema(url: string): Promise<DatabaseTarget> {
  const schema = `qcard_test_${process.pid}_${randomBytes(5).toString('hex')}`;
  await adminQuery(url, `CREATE SCHEMA ${quoteIdent(schema)}`);
  return { kind: 'postgres', url, schema, poolSize: 5 };
}

/** Envelope whose data tests read freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary response data
export type TestEnvelope = Envelope<any>;

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** The database this app opened; pass it as `database` (with this dataDir) for a second instance on the same data. */
  database: DatabaseTarget;
  /** Logs in (solving the captcha) and returns the session token; throws on failure. */
  login(email: string, password: string): Promise<string>;
  /** POST <apiBase><path> with a JSON body and optional bearer token. */
  post(
    path: string,
    body?: Record<string, unknown>,
    token?: string | null,
  ): Promise<LightMyRequestResponse & { envelope: TestEnvelope }>;
  /** A solved captcha payload for the `captcha` field. */
  captcha(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'dataDir'> {
  /** Reuse a data folder (e.g. to test a restart); default a new temporary folder. */
  dataDir?: string;
  /** Keep the data folder after close(). */
  keepDataDir?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-api-test-'));
  const pgUrl = testDatabaseUrl();
  // A test naming its own database (a second instance, a restart on a kept SQLite file) gets it.
  const ownSchema =
    !options.database && !options.databaseFile && pgUrl !== null && !options.dataDir;
  const database: DatabaseTarget =
    options.database ??
    (options.databaseFile
      ? { kind: 'sqlite', file: options.databaseFile }
      : ownSchema && pgUrl
        ? await createTestSchema(pgUrl)
        : pgUrl && options.dataDir
          ? await reuseDataDirSchema(pgUrl, options.dataDir)
          : { kind: 'sqlite', file: path.join(dataDir, 'qcard.sqlite') });
  const dropSchema = async () => {
    if (ownSchema && database.kind === 'postgres' && database.schema) {
      await dropTestSchema(database.url, database.schema);
    }
  };
  let app: FastifyInstance;
  try {
    const build = () =>
      buildApp({
        logger: false,
        ...options,
        dataDir,
        database,
        settings: {
          captchaCounterMin: 1,
          captchaCounterMax: 40,
          ...(options.env ? {} : { demo: true }),
          ...options.settings,
        },
      });
    app =
      database.kind === 'postgres'
        ? await withSchemaLock(database.url, false, build)
        : await build();
  } catch (e) {
    await dropSchema();
    throw e;
  }
  if (database.kind === 'postgres' && ownSchema) rememberDataDirSchema(dataDir, database);
  const apiBase = app.qcard.settings.apiBase;
  const post: TestApp['post'] = async (p, body = {}, token = null) => {
    const res = await app.inject({
      method: 'POST',
      url: `${apiBase}${p}`,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify(body),
    });
    return Object.assign(res, { envelope: res.json() as TestEnvelope });
  };
  return {
    app,
    dataDir,
    database,
    post,
    captcha: () => solveCaptcha(app),
    async login(email, password) {
      const res = await post(LoginCall.path, {
        username: email,
        password,
        captcha: await solveCaptcha(app),
      });
      const token = res.headers['x-auth-token'];
      if (res.envelope.status !== 'SUCCESS' || typeof token !== 'string') {
        throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
      }
      return token;
    },
    async close() {
      await app.close();
      if (!options.keepDataDir && !options.dataDir) {
        fs.rmSync(dataDir, { recursive: true, force: true });
        await dropSchema();
      }
    },
  };
}

// A test that restarts an app on a kept data folder (dataDir + keepDataDir) means "the same
// data": on PostgreSQL that is the schema the first app used, noted in the data folder.
const SCHEMA_NOTE = 'postgres-test-schema.txt';

function rememberDataDirSchema(dataDir: string, database: DatabaseTarget): void {
  if (database.kind === 'postgres' && database.schema)
    fs.writeFileSync(path.join(dataDir, SCHEMA_NOTE), database.schema);
}

async function reuseDataDirSchema(url: string, dataDir: string): Promise<DatabaseTarget> {
  const note = path.join(dataDir, SCHEMA_NOTE);
  if (fs.existsSync(note))
    return { kind: 'postgres', url, schema: fs.readFileSync(note, 'utf8').trim(), poolSize: 5 };
  const target = await createTestSchema(url);
  fs.mkdirSync(dataDir, { recursive: true });
  rememberDataDirSchema(dataDir, target);
  return target;
}
