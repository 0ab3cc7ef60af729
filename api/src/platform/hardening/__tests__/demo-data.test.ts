// Once, in the SQLite pass (jest.config.cjs): it starts servers of its own.
// The demo accounts have published passwords (README): a portal started for real must not have
// them. main.ts seeds demo data only with DEMO=1 (and in production DEMO_IN_PRODUCTION=1 too).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

jest.setTimeout(120_000);

const API_DIR = path.resolve(__dirname, '../../../..');

/** Start main.ts on a fresh SQLite folder until it listens; return what it printed and the user count. */
async function startOnce(env: Record<string, string>): Promise<{ output: string; users: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-demo-data-'));
  const port = 22000 + Math.floor(Math.random() * 2000);
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      API_WORKERS: '1',
      LOG_LEVEL: 'warn',
      REMOTES_FILE: path.join(dataDir, 'remotes.json'),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      NODE_OPTIONS: '',
      DEMO: '',
      DEMO_IN_PRODUCTION: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  try {
    const deadline = Date.now() + 90_000;
    while (!/Q Card portal:/.test(output)) {
      if (proc.exitCode !== null || Date.now() > deadline)
        throw new Error(`main.ts did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const file = fs.readdirSync(dataDir).find((f) => /\.(db|sqlite)$/.test(f));
    if (!file)
      throw new Error(`no database file in ${dataDir}: ${fs.readdirSync(dataDir).join(', ')}`);
    const db = new Database(path.join(dataDir, file), { readonly: true });
    const users = (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    db.close();
    return { output, users };
  } finally {
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

test('a production start without DEMO seeds no demo account and prints no demo login', async () => {
  const { output, users } = await startOnce({ NODE_ENV: 'production' });
  expect(users).toBe(0);
  expect(output).not.toMatch(/Rider#2026|rider@example\.com/);
  expect(output).toMatch(/Demo data: +none/);
});

test('DEMO=1 seeds the demo data (and, in production, only with DEMO_IN_PRODUCTION=1 as well)', async () => {
  expect((await startOnce({ NODE_ENV: 'production', DEMO: '1' })).users).toBe(0);
  const demo = await startOnce({ NODE_ENV: 'test', DEMO: '1' });
  expect(demo.users).toBeGreaterThan(0);
  expect(demo.output).toMatch(/rider@example\.com +Rider#2026/);
});
