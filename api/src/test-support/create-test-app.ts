// createTestApp(): a fresh app on a temporary data folder (own SQLite file, keys, seed), for
// any team's API tests. Captcha difficulty is tiny so solving costs milliseconds. The demo
// routes (mailbox, ride tap) are on, as with DEMO=1, unless the test passes its own `env` (then
// DEMO there decides) or settings: { demo: false }. Load shedding is off unless the test sets
// OVERLOAD_MAX_EVENT_LOOP_DELAY_MS or OVERLOAD_MAX_QUEUE_MS.
// With TEST_DATABASE_URL=postgres://... each test app gets a PostgreSQL database of its own
// instead of the SQLite file (created here, dropped at close), so the same suite runs on both.
// Either starts as a copy of the migrated, seeded database (test-database.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Envelope } from '@qcard/contracts/envelope';
import { LoginCall } from '@qcard/contracts/auth-calls';
import { buildApp, type BuildAppOptions } from '../app';
import { quoteIdent, type DatabaseTarget } from '../platform/db/database';
import { findRepoRoot } from '../repo-paths';
import { seedBaseDate } from '../seed/seed-dates';
import { loadSettings } from '../settings';
import { solveCaptcha } from './captcha';
import {
  copyPostgresTemplate,
  copySqliteTemplate,
  dropTestDatabase,
  giveWorkerCardKey,
  withAdmin,
  type TemplateKey,
} from './test-database';

/** The PostgreSQL server the API tests run against (TEST_DATABASE_URL), or null for SQLite. */
export function testDatabaseUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : null;
}

/** True when this run is against PostgreSQL; SQLite-only tests skip themselves with `onPostgres ? test.skip : test`. */
export const onPostgres = testDatabaseUrl() !== null;

/** Drops a PostgreSQL schema a test made for itself in the test database. */
export function dropTestSchema(url: string, schema: string): Promise<void> {
  return withAdmin(url, async (admin) => {
    await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  });
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

// Load shedding measures the host, not the code: on a busy CI machine one long garbage collection
// in a jest worker turned a test's request into a 503. Off unless a test sets its own bounds.
const NO_LOAD_SHEDDING = { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_QUEUE_MS: '0' };

export interface TestAppOptions extends Omit<BuildAppOptions, 'dataDir'> {
  /** Reuse a data folder (e.g. to test a restart); default a new temporary folder. */
  dataDir?: string;
  /** Keep the data folder after close(). */
  keepDataDir?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-api-test-'));
  const pgUrl = testDatabaseUrl();
  const appOptions = (database: DatabaseTarget, dir: string): BuildAppOptions => ({
    logger: false,
    ...options,
    env: { ...NO_LOAD_SHEDDING, ...(options.env ?? process.env) },
    dataDir: dir,
    database,
    settings: {
      captchaCounterMin: 1,
      captchaCounterMax: 40,
      ...(options.env ? {} : { demo: true }),
      ...options.settings,
    },
  });
  const copy = (): Promise<DatabaseTarget> => {
    const { key, make } = templateOf(options);
    return pgUrl
      ? copyPostgresTemplate(pgUrl, key, make)
      : copySqliteTemplate(path.join(dataDir, 'qcard.sqlite'), key, make);
  };
  // A test naming its own database (a second instance, a restart on kept data) gets it.
  const ownCopy = !options.database && !options.databaseFile && !options.dataDir;
  const database: DatabaseTarget =
    options.database ??
    (options.databaseFile
      ? { kind: 'sqlite', file: options.databaseFile }
      : options.dataDir
        ? await dataDirDatabase(pgUrl, options.dataDir, copy)
        : await copy());
  const dropOwnCopy = async () => {
    if (ownCopy && pgUrl) await dropTestDatabase(pgUrl, database);
  };
  if (!pgUrl) giveWorkerCardKey(dataDir);
  let app: FastifyInstance;
  try {
    app = await buildApp(appOptions(database, dataDir));
  } catch (e) {
    await dropOwnCopy();
    throw e;
  }
  if (ownCopy) rememberDataDirDatabase(dataDir, database);
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
        await dropOwnCopy();
      }
    },
  };
}

/**
 * The template a test app's database is copied from: named by the seed's base date (the only
 * thing the seed reads of the clock and settings), made by an app of the default settings (not
 * the test's own, so no test's options reach another test's data) on a data folder of its own.
 */
function templateOf(options: TestAppOptions): {
  key: TemplateKey;
  make: (target: DatabaseTarget) => Promise<void>;
} {
  const repoRoot = options.repoRoot ?? findRepoRoot();
  const timeZone =
    options.settings?.timeZone ?? loadSettings(repoRoot, options.env ?? process.env).timeZone;
  const clock = options.clock ?? (() => new Date());
  const seed = options.seed ?? true;
  return {
    key: seed ? seedBaseDate(clock(), timeZone) : 'unseeded',
    async make(database) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-api-template-'));
      giveWorkerCardKey(dataDir);
      try {
        const app = await buildApp({
          logger: false,
          repoRoot,
          dataDir,
          database,
          clock,
          seed,
          env: {},
          settings: { timeZone },
        });
        await app.close();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

// A test that restarts an app on a kept data folder (dataDir + keepDataDir) means "the same
// data": on PostgreSQL that is the database the first app used, noted in the data folder; on
// SQLite the folder's own file.
const DATABASE_NOTE = 'postgres-test-database.txt';

function rememberDataDirDatabase(dataDir: string, database: DatabaseTarget): void {
  if (database.kind === 'postgres' && fs.existsSync(dataDir))
    fs.writeFileSync(path.join(dataDir, DATABASE_NOTE), database.url);
}

async function dataDirDatabase(
  pgUrl: string | null,
  dataDir: string,
  copy: () => Promise<DatabaseTarget>,
): Promise<DatabaseTarget> {
  const note = path.join(dataDir, DATABASE_NOTE);
  const file = path.join(dataDir, 'qcard.sqlite');
  if (pgUrl && fs.existsSync(note))
    return { kind: 'postgres', url: fs.readFileSync(note, 'utf8').trim(), poolSize: 5 };
  if (!pgUrl && fs.existsSync(file)) return { kind: 'sqlite', file };
  const target = await copy();
  fs.mkdirSync(dataDir, { recursive: true });
  rememberDataDirDatabase(dataDir, target);
  return target;
}
