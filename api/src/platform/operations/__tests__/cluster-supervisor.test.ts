// The cluster supervisor never gives up on its workers: a worker that keeps
// exiting is started again, after a wait that doubles with each exit within a minute, instead
// of the supervisor stopping the service for good after five. The first wait is shortened to
// 20 ms here (fixtures/crashing-workers.ts); the doubling and the 30 s cap are the same.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { onPostgres } from '../../../test-support/create-test-app';
import { restartDelayMs } from '../cluster-primary';

jest.setTimeout(60_000);

const API_DIR = path.resolve(__dirname, '../../../..');
// Processes and signals only: once, in the SQLite pass.
const testOnce = onPostgres ? test.skip : test;

test('the wait before a replacement doubles with each exit in the last minute, up to 30 s, and never stops', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 50].map((n) => restartDelayMs(n))).toEqual([
    1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
  ]);
});

testOnce(
  'a worker that exits again and again is replaced every time, each time a little later; SIGTERM still stops the supervisor',
  async () => {
    let output = '';
    const primary: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/platform/operations/__tests__/fixtures/crashing-workers.ts'],
      {
        cwd: API_DIR,
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          CRASHING_WORKER_FILE: path.join(__dirname, 'fixtures', 'crashing-worker.cjs'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    primary.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    primary.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<void>((resolve) => primary.once('exit', () => resolve()));
    try {
      // Seven exits within a minute: the supervisor used to give up at the sixth.
      const deadline = Date.now() + 45_000;
      while ((output.match(/exited \(1\)/g) ?? []).length < 7) {
        if (Date.now() > deadline || primary.exitCode !== null)
          throw new Error(`the supervisor stopped replacing its worker; output:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(primary.exitCode).toBeNull();
      expect(output).not.toMatch(/giving up/);
      const waits = [...output.matchAll(/starting another in ([\d.]+) s \((\d+) exit/g)].map(
        (m) => Number(m[1]) * 1000,
      );
      expect(waits.slice(0, 7)).toEqual([20, 40, 80, 160, 320, 640, 1280]);
    } finally {
      primary.kill('SIGTERM');
    }
    // A pending restart does not keep a stopping supervisor waiting.
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      exited.then(() => 'stopped'),
      new Promise((r) => (timer = setTimeout(() => r('still running 10 s after SIGTERM'), 10_000))),
    ]);
    clearTimeout(timer);
    expect(outcome).toBe('stopped');
  },
);
