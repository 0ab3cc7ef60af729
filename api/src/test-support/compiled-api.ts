// The compiled server (api/dist, built by api/rsbuild.config.ts) for tests that start what
// production starts. scripts/test-all.mjs builds it before the jest stage; a run of a single
// test file builds it here when it is missing or older than the sources it is made from.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const API_DIR = path.join(REPO_ROOT, 'api');
export const COMPILED_MAIN = path.join(API_DIR, 'dist', 'main.js');
/** How production starts the API (scripts/start.mjs, docs/operations.md), from the repository root. */
export const COMPILED_START_ARGS = ['--enable-source-maps', COMPILED_MAIN];

/** Newest change to anything the bundle is made from (tests and test support are not in it). */
function newestSourceChange(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (
        entry.name === '__tests__' ||
        entry.name === 'test-support' ||
        entry.name === 'node_modules'
      )
        continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else newest = Math.max(newest, fs.statSync(file).mtimeMs);
    }
  };
  walk(path.join(API_DIR, 'src'));
  // The shared packages the server bundles (the kit is browser code only).
  for (const pkg of ['contracts', 'runtime']) walk(path.join(REPO_ROOT, 'shared', pkg, 'src'));
  for (const file of ['rsbuild.config.ts', 'package.json'])
    newest = Math.max(newest, fs.statSync(path.join(API_DIR, file)).mtimeMs);
  return newest;
}

function isBuilt(): boolean {
  return fs.existsSync(COMPILED_MAIN) && fs.statSync(COMPILED_MAIN).mtimeMs >= newestSourceChange();
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Builds api/dist as `npm run build` does, unless it is newer than its sources. Jest workers
 * (and other test runs on the machine) take turns through a lock folder, so none starts a
 * server from a file another one is writing.
 */
export function ensureCompiledApi(): void {
  const lock = path.join(os.tmpdir(), 'qcard-api-build.lock');
  const giveUpWaiting = Date.now() + 120_000;
  for (;;) {
    if (isBuilt()) return;
    try {
      fs.mkdirSync(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    // A lock older than any build is one a killed run left behind.
    if (Date.now() > giveUpWaiting) fs.rmSync(lock, { recursive: true, force: true });
    else sleep(250);
  }
  try {
    if (isBuilt()) return;
    const res = spawnSync(
      path.join(REPO_ROOT, 'node_modules', '.bin', 'rsbuild'),
      ['build', '--no-env'],
      {
        cwd: API_DIR,
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
        timeout: 180_000,
      },
    );
    if (res.status !== 0 || !fs.existsSync(COMPILED_MAIN)) {
      throw new Error(
        `building the API (rsbuild build in api/) failed (exit ${res.status ?? res.signal}):\n${res.stdout}\n${res.stderr}`,
      );
    }
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
