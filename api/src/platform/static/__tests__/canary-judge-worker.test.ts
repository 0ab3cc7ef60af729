// The API's canary judge over the store browsers' reports land in: a canary of mfe-cards whose
// loads fail past the line is aborted by the app itself (the state file no longer names it, the
// history says why with both figures, the log says `remote canary aborted`, `list` shows it);
// a healthy canary, or one with too few loads, runs on; an operator's change in progress is
// left alone and judged again on the next pass.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { findRepoRoot } from '../../../repo-paths';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { recordRemoteLoads, type RemoteLoadOutcome } from '../../telemetry/remote-load-store';
import { getCanaryJudge } from '../canary-judge-worker';
import { HAND_WRITTEN_STATE, builtRoot, url, write } from './deploy-fixture';

const NOW = new Date('2026-06-01T12:04:30Z');
const SINCE = '2026-06-01T12:00:00.000Z';

let root: string;
let stateFile: string;
let t: TestApp;
let logged: string[];

interface StateFile {
  mfe_cards: string;
  $deploy: {
    canaries?: Record<string, unknown>;
    history: Array<{ at: string; app: string; from: string | null; to: string; by: string }>;
  };
}
const state = () => JSON.parse(fs.readFileSync(stateFile, 'utf8')) as StateFile;

beforeEach(async () => {
  root = builtRoot();
  stateFile = path.join(root, 'deploy', 'remotes.json');
  write(
    root,
    'deploy/remotes.json',
    HAND_WRITTEN_STATE.replace(
      '"history": [',
      `"canaries": { "mfe-cards": { "version": "1.1.0", "percent": 50, "since": "${SINCE}" } },\n    "history": [`,
    ),
  );
  logged = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp({
    staticRoot: root,
    clock: () => NOW,
    logger: { level: 'info', stream },
  });
});
afterEach(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function report(version: string, outcome: RemoteLoadOutcome, times: number): Promise<void> {
  await recordRemoteLoads(
    t.app.qcard,
    Array.from({ length: times }, () => ({ app: 'mfe-cards', version, outcome })),
  );
}

const judge = () => getCanaryJudge(t.app.qcard)?.runOnce() as Promise<number>;
const abortLogs = () =>
  logged
    .join('')
    .split('\n')
    .filter((l) => l.includes('"remote canary aborted"'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

it('aborts a canary past the line: the file, the history with both figures, the log, list', async () => {
  await report('1.1.0', 'loaded', 6);
  await report('1.1.0', 'render-error', 6);
  await report('1.2.0', 'loaded', 30);
  await report('1.2.0', 'timed-out', 1);
  const historyBefore = state().$deploy.history.length;

  expect(await judge()).toBe(1);

  const after = state();
  expect(after.$deploy.canaries).toBeUndefined();
  expect(after.mfe_cards).toBe(url('mfe-cards', '1.2.0'));
  expect(after.$deploy.history).toHaveLength(historyBefore + 1);
  expect(after.$deploy.history.at(-1)).toEqual({
    at: NOW.toISOString(),
    app: 'mfe-cards',
    from: '1.1.0',
    to: '1.2.0',
    by: 'canary aborted automatically: 1.1.0 failed 6 of 12 loads (50%) vs 1.2.0 failed 1 of 31 loads (3.2%) in 300 s, at or above the ceiling of 25%',
  });
  expect(abortLogs()).toEqual([
    expect.objectContaining({
      level: 40,
      app: 'mfe-cards',
      canaryVersion: '1.1.0',
      deployedVersion: '1.2.0',
      canaryShare: 0.5,
      deployedShare: 1 / 31,
    }),
  ]);
  // Served from the next request on: every browser gets the deployed version.
  const served = await t.app.inject({
    url: '/remotes.json',
    headers: { cookie: 'qcard_cohort=aaaaaaaaaaaaaaaaaaaaaa' },
  });
  expect((served.json() as Record<string, string>).mfe_cards).toBe(url('mfe-cards', '1.2.0'));

  const list = spawnSync(
    process.execPath,
    [path.join(findRepoRoot(), 'scripts', 'remotes.mjs'), 'list'],
    {
      env: { ...process.env, DEPLOY_ROOT: root, REMOTES_FILE: stateFile },
      encoding: 'utf8',
      timeout: 30_000,
    },
  );
  expect(list.stdout).toMatch(/^mfe-cards\s+1\.2\.0\s+1\.1\.0\s+-\s/m);
  expect(list.stdout).toContain(
    'mfe-cards: canary 1.1.0 canary aborted automatically: 1.1.0 failed 6 of 12 loads (50%) vs 1.2.0 failed 1 of 31 loads (3.2%)',
  );

  // Nothing left to judge: a second pass writes nothing more.
  expect(await judge()).toBe(0);
  expect(state().$deploy.history).toHaveLength(historyBefore + 1);
});

it('leaves a healthy canary, and one with too few loads, running', async () => {
  await report('1.1.0', 'render-error', 9);
  expect(await judge()).toBe(0);
  await report('1.1.0', 'loaded', 91);
  await report('1.2.0', 'loaded', 85);
  await report('1.2.0', 'entry-failed', 15);
  expect(await judge()).toBe(0);
  expect(state().$deploy.canaries?.['mfe-cards']).toEqual({
    version: '1.1.0',
    percent: 50,
    since: SINCE,
  });
  expect(abortLogs()).toEqual([]);
});

it('counts no loads from before the canary began', async () => {
  // A canary restarted at this minute: the failures of the minutes before are not its own.
  const restarted = new Date(NOW.getTime() - 30_000).toISOString();
  fs.writeFileSync(stateFile, fs.readFileSync(stateFile, 'utf8').replace(SINCE, restarted));
  t.app.qcard.clock = () => new Date(NOW.getTime() - 4 * 60_000);
  await report('1.1.0', 'render-error', 20);
  t.app.qcard.clock = () => NOW;
  expect(await judge()).toBe(0);
  expect(state().$deploy.canaries?.['mfe-cards']).toEqual(
    expect.objectContaining({ since: restarted }),
  );
});

it('leaves the file to an operator command holding its lock, and aborts on the next pass', async () => {
  await report('1.1.0', 'manifest-failed', 12);
  fs.writeFileSync(`${stateFile}.lock`, '4242');
  const before = fs.readFileSync(stateFile, 'utf8');
  expect(await judge()).toBe(0);
  expect(fs.readFileSync(stateFile, 'utf8')).toBe(before);
  fs.rmSync(`${stateFile}.lock`);
  expect(await judge()).toBe(1);
  expect(state().$deploy.canaries).toBeUndefined();
});
