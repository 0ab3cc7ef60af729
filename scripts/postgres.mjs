// PostgreSQL for the API test suite's second run (scripts/test-all.mjs): Debian's postgresql
// package, installed with apt-get when absent (like Chromium for the journeys), a cluster
// started on loopback, and a fresh test database owned by a test role. Returns its URL.
// TEST_DATABASE_URL, when set, is used as it is.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

const ROLE = 'qcard_ci';
const DATABASE = 'qcard_ci_test';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function sh(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, {
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    ...options,
  });
  return { ok: res.status === 0, out: (res.stdout ?? '').trim(), err: (res.stderr ?? '').trim() };
}

function asRoot(cmd, args, options) {
  return isRoot ? sh(cmd, args, options) : sh('sudo', ['-n', cmd, ...args], options);
}

/** Runs SQL as the postgres superuser over the local socket. */
function psql(sql, port, database = 'postgres', extra = []) {
  const args = [
    '-X',
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    ...extra,
    '-p',
    String(port),
    '-d',
    database,
    '-c',
    sql,
  ];
  return isRoot
    ? sh('runuser', ['-u', 'postgres', '--', 'psql', ...args])
    : sh('sudo', ['-n', '-u', 'postgres', 'psql', ...args]);
}

/** The test databases' copies and templates an earlier run left (`<database>_...`). */
function leftoverCopies(database, port) {
  const listed = psql(
    `SELECT datname FROM pg_database WHERE starts_with(datname, '${database}_')`,
    port,
    'postgres',
    ['-At'],
  );
  return listed.ok ? listed.out.split('\n').filter(Boolean) : [];
}

function fail(message) {
  return { url: null, problem: message };
}

/**
 * { url } of a fresh (dropped and re-created) database, or { url: null, problem } when
 * PostgreSQL cannot be set up here. `install: false` never runs apt-get (the bench).
 */
export function ensurePostgres({
  database = DATABASE,
  install = true,
  fromEnv = 'TEST_DATABASE_URL',
} = {}) {
  if (fromEnv && process.env[fromEnv]) return { url: process.env[fromEnv], problem: null };
  if (!fs.existsSync('/usr/bin/pg_lsclusters')) {
    if (!install) return fail('PostgreSQL is not installed (apt-get install -y postgresql)');
    console.log("PostgreSQL is not installed; installing Debian's postgresql package.");
    if (
      !asRoot('apt-get', ['update', '-qq'], { stdio: 'inherit' }).ok ||
      !asRoot('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit' }).ok
    ) {
      return fail('could not install PostgreSQL (apt-get install -y postgresql)');
    }
  }
  // "15 main 5432 down postgres /var/lib/... /var/log/..."
  let clusters = sh('pg_lsclusters', ['-h'])
    .out.split('\n')
    .filter(Boolean)
    .map((l) => l.split(/\s+/));
  if (clusters.length === 0) {
    const versions = fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .filter((v) => /^\d+$/.test(v))
          .sort((a, b) => Number(b) - Number(a))
      : [];
    if (versions.length === 0)
      return fail('no PostgreSQL server version under /usr/lib/postgresql');
    const created = asRoot('pg_createcluster', [versions[0], 'main']);
    if (!created.ok) return fail(`pg_createcluster failed: ${created.err}`);
    clusters = sh('pg_lsclusters', ['-h'])
      .out.split('\n')
      .filter(Boolean)
      .map((l) => l.split(/\s+/));
  }
  const [version, name, port, status] = clusters[0];
  if (status !== 'online') {
    // Debian's clusters listen on localhost only (listen_addresses default).
    const started = asRoot('pg_ctlcluster', [version, name, 'start']);
    if (!started.ok && !/already running/i.test(started.err))
      return fail(`pg_ctlcluster ${version} ${name} start failed: ${started.err}`);
  }
  const password = randomBytes(12).toString('hex');
  const steps = [
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN CREATE ROLE ${ROLE} LOGIN; END IF; END $$`,
    // CREATEDB: each API test app works in a database copied from a template (api/src/test-support/test-database.ts).
    `ALTER ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${password}'`,
    ...leftoverCopies(database, port).map(
      (name) => `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
    ),
    `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`,
    // UTF-8 whatever the machine's locale, and code-point order like SQLite's (see docs/operations.md).
    `CREATE DATABASE ${database} OWNER ${ROLE} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`,
  ];
  for (const step of steps) {
    const res = psql(step, port);
    if (!res.ok) return fail(`${step.split(' ').slice(0, 3).join(' ')} failed: ${res.err}`);
  }
  return { url: `postgres://${ROLE}:${password}@127.0.0.1:${port}/${database}`, problem: null };
}
