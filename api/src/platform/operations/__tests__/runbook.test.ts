// Once, in the SQLite pass (jest.config.cjs): it starts servers of its own.
// docs/operations.md as an operator follows it: every command of its `sh` blocks (except the
// rollout section, which e2e/tests/rollout.spec.ts follows) is run here exactly as written,
// with only the variables the text tells the operator to set (DATA_DIR, BACKUP_DIR, DB_HOST,
// DATABASE_URL, VERSION, PORTAL, REMOTES_FILE) given values. A block that changes without this test changing fails it.
//
// The SQLite backups run everywhere. The PostgreSQL runbook needs root, runuser and a local
// PostgreSQL server on port 5432 (CI installs one with scripts/postgres.mjs); where that is
// missing, or where a role or database named qcard already exists (someone's real one), the
// test says why in its name and skips.
import { execFileSync, spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestApp } from '../../../test-support/create-test-app';
import { RIDER } from '../../../modules/orders/__tests__/order-test-helpers';
import { ensureCompiledApi } from '../../../test-support/compiled-api';

jest.setTimeout(180_000);

// The runbook's commands run the compiled server and backup tool (api/dist), as an operator's do.
beforeAll(() => ensureCompiledApi());

const REPO = path.resolve(__dirname, '../../../../..');
const DOC = path.join(REPO, 'docs', 'operations.md');

/** The commands of every `sh` block, per section, comments dropped and `\` continuations joined. */
function documentedCommands(): Map<string, string[]> {
  const bySection = new Map<string, string[]>();
  let section = '';
  let inSh = false;
  let pending = '';
  for (const line of fs.readFileSync(DOC, 'utf8').split('\n')) {
    if (!inSh && line.startsWith('## ')) section = line.slice(3).trim();
    if (/^```sh\s*$/.test(line)) {
      inSh = true;
      continue;
    }
    if (inSh && /^```\s*$/.test(line)) {
      inSh = false;
      continue;
    }
    if (!inSh) continue;
    const code = line.replace(/^\s*#.*$/, '').replace(/\s+#\s.*$/, '');
    if (code.trim() === '') continue;
    if (code.trimEnd().endsWith('\\')) {
      pending += `${code.trimEnd().slice(0, -1).trim()} `;
      continue;
    }
    const command = (pending + code.trim()).trim();
    pending = '';
    bySection.set(section, [...(bySection.get(section) ?? []), command]);
  }
  return bySection;
}

const ROLLOUT_SECTION = /^Rolling one remote/;
const BACKUP_SECTION = 'Backups (embedded SQLite)';
const POSTGRES_SECTION = 'Database: embedded SQLite or PostgreSQL';
const CANARY_SECTION = 'Canary a remote';

const SQLITE_BACKUP = [
  'npm run db:backup',
  'npm run db:backup -- "$BACKUP_DIR/qcard.sqlite"',
  'npm run db:restore -- "$BACKUP_DIR/qcard.sqlite"',
];
const PG_BACKUP = [
  'pg_dump -Fc -d "$DATABASE_URL" -f qcard.dump',
  'pg_restore --clean --if-exists -d "$DATABASE_URL" qcard.dump',
];
const CANARY = [
  'cd mfe-cards && APP_VERSION=$VERSION ../node_modules/.bin/rsbuild build && cd ..',
  'npm run remotes -- canary mfe-cards $VERSION --percent 20 --url "$PORTAL"',
  'npm run remotes -- list',
  `curl -s "$PORTAL/metrics" | grep 'qcard_remote_loads_total{app="mfe-cards"'`,
  'npm run remotes -- promote mfe-cards --url "$PORTAL"',
];
const PG_SETUP = [
  `runuser -u postgres -- psql -c "CREATE ROLE qcard LOGIN PASSWORD 'change-me'"`,
  'runuser -u postgres -- psql -c "CREATE DATABASE qcard OWNER qcard"',
  'DATABASE_URL=postgres://qcard:change-me@$DB_HOST:5432/qcard DATABASE_POOL_SIZE=10 NODE_ENV=production PUBLIC_ORIGIN=https://portal.example node --enable-source-maps api/dist/main.js',
];

/** Runs one documented command with bash, as an operator's shell would. */
function run(command: string, env: Record<string, string>, cwd = REPO): SpawnSyncReturns<string> {
  const res = spawnSync('bash', ['-c', command], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (res.status !== 0)
    throw new Error(`\`${command}\` exited ${res.status}:\n${res.stdout}\n${res.stderr}`);
  return res;
}

/** run() without blocking this process: for commands that call a portal this test serves. */
function runAlongside(command: string, env: Record<string, string>): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], {
      cwd: REPO,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve({ stdout })
        : reject(new Error(`\`${command}\` exited ${code}:\n${stdout}\n${stderr}`)),
    );
  });
}

test('every sh block of docs/operations.md outside the rollout section is one this test runs', () => {
  const documented = [...documentedCommands()].filter(
    ([section]) => !ROLLOUT_SECTION.test(section),
  );
  expect(Object.fromEntries(documented)).toEqual({
    [BACKUP_SECTION]: [...SQLITE_BACKUP, ...PG_BACKUP],
    [POSTGRES_SECTION]: PG_SETUP,
    [CANARY_SECTION]: CANARY,
  });
});

test('the canary runbook: build a new mfe-cards beside the deployed one, canary it at 20 %, watch its loads, promote', async () => {
  // A version of its own, in this checkout's mfe-cards/dist, removed afterwards.
  const version = `0.0.${process.pid}-runbook`;
  const built = path.join(REPO, 'mfe-cards', 'dist', version);
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-runbook-canary-'));
  const stateFile = path.join(stateDir, 'remotes.json');
  const deployed = (app: string) => `/apps/${app}/1.0.0/mf-manifest.json`;
  const remotes = ['mfe-auth', 'mfe-cards', 'mfe-cart-billing', 'mfe-subscriptions', 'mfe-sponsor'];
  fs.writeFileSync(
    stateFile,
    `${JSON.stringify(Object.fromEntries(remotes.map((app) => [app.replace(/-/g, '_'), deployed(app)])), null, 2)}\n`,
  );
  const t = await createTestApp({ staticRoot: REPO, remotesFile: stateFile });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const portal = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
    const env = { VERSION: version, PORTAL: portal, REMOTES_FILE: stateFile };
    const [build, canary, list, metrics, promote] = CANARY as [
      string,
      string,
      string,
      string,
      string,
    ];

    run(build, env);
    expect(fs.existsSync(path.join(built, 'mf-manifest.json'))).toBe(true);
    expect((await runAlongside(canary, env)).stdout).toContain(
      `mfe-cards: canary ${version} for 20% of browsers; the rest keep 1.0.0`,
    );
    expect((await runAlongside(list, env)).stdout).toMatch(
      new RegExp(
        `^mfe-cards\\s+1\\.0\\.0(?: \\(NOT BUILT\\))?\\s+-\\s+${version.replace(/\./g, '\\.')} 20% since `,
        'm',
      ),
    );

    // A browser of the canary's cohort reports its load, as the shell does.
    const report = await fetch(`${portal}/api/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loads: [{ app: 'mfe-cards', version, outcome: 'loaded' }] }),
    });
    expect(report.status).toBe(200);
    expect((await runAlongside(metrics, env)).stdout).toContain(
      `qcard_remote_loads_total{app="mfe-cards",version="${version}",outcome="loaded"} 1`,
    );

    expect((await runAlongside(promote, env)).stdout).toContain(
      `mfe-cards: promoted canary ${version} (was 20%): 1.0.0 → ${version}`,
    );
    const served = (await (await fetch(`${portal}/remotes.json`)).json()) as Record<string, string>;
    expect(served.mfe_cards).toBe(`/apps/mfe-cards/${version}/mf-manifest.json`);
  } finally {
    await t.close();
    fs.rmSync(built, { recursive: true, force: true });
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
});

test('the SQLite backup runbook: back up while serving, restore, and the restore says who is signed out', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-runbook-'));
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-runbook-backups-'));
  // The portal serving from DATA_DIR (SQLite whatever TEST_DATABASE_URL says: this is the SQLite runbook).
  const t = await createTestApp({ dataDir, databaseFile: path.join(dataDir, 'qcard.sqlite') });
  const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, DATABASE_URL: '' };
  try {
    const [toDefault, toFile, restore] = SQLITE_BACKUP as [string, string, string];
    const before = await t.login(RIDER.email, RIDER.password);

    expect(run(toDefault, env).stdout).toMatch(
      /Backed up .*qcard\.sqlite to .*\/backups\/qcard-[0-9T-]+Z\.sqlite/,
    );
    expect(fs.readdirSync(path.join(dataDir, 'backups'))).toHaveLength(1);
    expect(run(toFile, env).stdout).toContain(`to ${path.join(backupDir, 'qcard.sqlite')}`);

    // Signed in after the backup: the restore ends this session and says so.
    const after = await t.login(RIDER.email, RIDER.password);
    const said = run(restore, env).stdout;
    expect(said).toContain(
      `Restored ${path.join(dataDir, 'qcard.sqlite')} from ${path.join(backupDir, 'qcard.sqlite')}`,
    );
    expect(said).toMatch(
      /Signed out: 1 session started after the backup \(1 person\) ended with this restore; they must sign in again\./,
    );
    expect(said).toMatch(
      /Gone with the restore: 0 orders and 0 accounts created after the backup\./,
    );
    expect((await t.post('/user/details', {}, after)).statusCode).toBe(401);
    expect((await t.post('/user/details', {}, before)).envelope.status).toBe('SUCCESS');
  } finally {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(backupDir, { recursive: true, force: true });
  }
});

/** Why the PostgreSQL runbook cannot run here, or null. */
function postgresUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'not root (runuser needs root)';
  // npm test runs the API suite on SQLite and on PostgreSQL side by side in one jest run; this
  // test does not depend on which, and two copies at once would race for the same role.
  if (process.env.API_TEST_POSTGRES_URL && process.env.TEST_DATABASE_URL)
    return 'runs in the SQLite pass of this jest run';
  const psql = (sql: string) =>
    spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-XAtc', sql], {
      encoding: 'utf8',
      timeout: 15_000,
    });
  const port = psql('show port');
  if (port.error || port.status !== 0)
    return `no local PostgreSQL server (${(port.error?.message ?? port.stderr).trim().split('\n')[0]})`;
  if (port.stdout.trim() !== '5432')
    return `the local PostgreSQL server listens on ${port.stdout.trim()}, the runbook's URL says 5432`;
  const taken = psql(
    "select (select count(*) from pg_roles where rolname = 'qcard') + (select count(*) from pg_database where datname = 'qcard')",
  );
  if (taken.stdout.trim() !== '0')
    return 'a role or database named qcard already exists here (not touching it)';
  return null;
}

const pgSkip = postgresUnavailable();
const pgTest = pgSkip ? test.skip : test;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

pgTest(
  `the PostgreSQL runbook: create role and database with runuser, start an instance, dump and restore${pgSkip ? ` (skipped: ${pgSkip})` : ''}`,
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-runbook-pg-'));
    const databaseUrl = 'postgres://qcard:change-me@127.0.0.1:5432/qcard';
    const dropBoth = () => {
      for (const sql of [
        'DROP DATABASE IF EXISTS qcard WITH (FORCE)',
        'DROP ROLE IF EXISTS qcard',
      ]) {
        execFileSync('runuser', ['-u', 'postgres', '--', 'psql', '-Xqc', sql], { stdio: 'pipe' });
      }
    };
    try {
      const [createRole, createDatabase, start] = PG_SETUP as [string, string, string];
      run(createRole, {});
      run(createDatabase, {});

      // The instance, started as written; it migrates and seeds the empty database.
      const port = await freePort();
      const instance = spawn('bash', ['-c', start], {
        cwd: REPO,
        env: {
          ...process.env,
          DB_HOST: '127.0.0.1',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          API_WORKERS: '',
          NODE_OPTIONS: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      instance.stdout.on('data', (c: Buffer) => (output += c.toString()));
      instance.stderr.on('data', (c: Buffer) => (output += c.toString()));
      const exited = new Promise<number | null>((resolve) =>
        instance.once('exit', (code) => resolve(code)),
      );
      const deadline = Date.now() + 120_000;
      let ready = 0;
      while (ready !== 200) {
        if (Date.now() > deadline || instance.exitCode !== null)
          throw new Error(`the documented start did not become ready:\n${output}`);
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        if (ready !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect((await fetch(`http://127.0.0.1:${port}/api/docs`)).status).toBe(200);
      instance.kill('SIGTERM');
      expect({ code: await exited, output }).toMatchObject({ code: 0 });
      // No error line in the instance's log (pino level 50 and up).
      expect(output.split('\n').filter((l) => /"level":(5|6)\d/.test(l))).toEqual([]);

      // Dump, change something, restore: the change is gone and what was there before is back.
      // (A production start seeds no demo data: the instance's own tables are what is dumped.)
      const [dump, restore] = PG_BACKUP as [string, string];
      const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-runbook-dump-'));
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const feedback = async (subject: string) =>
          Number(
            (await client.query('select count(*) as n from feedback where subject = $1', [subject]))
              .rows[0].n,
          );
        await client.query(
          "insert into feedback (subject, comments, created_at) values ('before the dump', 'x', '2026-01-01T00:00:00.000Z')",
        );
        run(dump, { DATABASE_URL: databaseUrl }, workDir);
        expect(fs.statSync(path.join(workDir, 'qcard.dump')).size).toBeGreaterThan(1000);
        await client.query(
          "insert into feedback (subject, comments, created_at) values ('after the dump', 'x', '2026-01-01T00:00:00.000Z')",
        );
        run(restore, { DATABASE_URL: databaseUrl }, workDir);
        expect({
          before: await feedback('before the dump'),
          after: await feedback('after the dump'),
        }).toEqual({ before: 1, after: 0 });
      } finally {
        await client.end();
        fs.rmSync(workDir, { recursive: true, force: true });
      }
    } finally {
      dropBoth();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
