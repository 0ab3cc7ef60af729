// Helpers for the start, build and test scripts: run commands, find pnpm, find Chromium.
import { spawn, spawnSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).packageManager.split('@')[1];
export const APPS = [
  'shell',
  'mfe-auth',
  'mfe-cards',
  'mfe-cart-billing',
  'mfe-subscriptions',
  'mfe-sponsor',
];

export function run(cmd, args, options = {}) {
  const label = [cmd, ...args].join(' ');
  console.log(`\n▶ ${label}`);
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: ROOT,
    shell: false,
    ...options,
    env: { ...process.env, ...(options.env ?? {}) },
  });
  if (res.status !== 0) {
    console.error(`✖ ${label} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

/** pnpm itself: the one on PATH if it is the pinned version, else through npx. */
export function pnpm(args, options) {
  let onPath = '';
  try {
    onPath = execSync('pnpm --version', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    onPath = '';
  }
  if (onPath === PNPM_VERSION) run('pnpm', args, options);
  else run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], options);
}

export function install() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : ['--prefer-offline'];
  pnpm(['install', ...frozen, '--reporter=append-only']);
}

export function bin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

/**
 * The API compiled to JavaScript (api/rsbuild.config.ts), as a job for run/runAll: npm start and
 * production run api/dist/main.js. --no-env: settings are read when the server starts, never
 * inlined from the environment of the build.
 */
export function apiBuildJob() {
  return [
    bin('rsbuild'),
    ['build', '--no-env'],
    { cwd: path.join(ROOT, 'api'), env: { NODE_ENV: 'production' } },
  ];
}

/** How the compiled API server starts (source maps on, so stack traces name the TypeScript lines). */
export const API_START_ARGS = ['--enable-source-maps', path.join(ROOT, 'api', 'dist', 'main.js')];

/**
 * Debian's build of Chromium for the browser journeys, installed with apt-get when absent; never a
 * downloaded browser. The journeys use its headless shell (the `chromium-headless-shell` package,
 * the same build without the full browser's window, GPU process and extensions): a journey costs
 * about a third less CPU in it. CHROMIUM_PATH names another binary.
 */
export function ensureChromium() {
  const pkg = 'chromium-headless-shell';
  const binary = `/usr/bin/${pkg}`;
  const found = [process.env.CHROMIUM_PATH, binary].filter(Boolean).find((p) => fs.existsSync(p));
  if (found) return found;
  console.log(`${binary} is not installed; installing Debian's ${pkg} package.`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = (args) =>
    spawnSync(isRoot ? 'apt-get' : 'sudo', isRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', pkg]) || !fs.existsSync(binary)) {
    console.error(
      `Could not install Chromium. Install it with: apt-get install -y ${pkg} (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  return binary;
}

/** Runs a command without blocking, resolving with its exit status; output goes to ours. */
export function runAsync(cmd, args, options = {}) {
  const label = [cmd, ...args].join(' ');
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: 'inherit',
      cwd: ROOT,
      shell: false,
      ...options,
      env: { ...process.env, ...(options.env ?? {}) },
    });
    child.on('error', (err) => {
      console.error(`✖ ${label}: ${err.message}`);
      resolve(1);
    });
    const started = Date.now();
    child.on('exit', (code, signal) => {
      if (code !== 0) console.error(`✖ ${label} failed (exit ${code ?? signal})`);
      // Jobs run side by side: say which one took how long.
      else console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(code ?? 1);
    });
  });
}

const stageTimes = [];

/**
 * Runs one stage of a script and prints how long it took, so a CI log shows where the time
 * goes; `stageSummary()` prints them all at the end.
 */
export async function stage(name, fn) {
  const started = Date.now();
  await fn();
  const seconds = (Date.now() - started) / 1000;
  stageTimes.push([name, seconds]);
  console.log(`\n⏱ stage ${name}: ${seconds.toFixed(1)} s`);
}

export function stageSummary() {
  const total = stageTimes.reduce((sum, [, s]) => sum + s, 0);
  console.log(
    `\n⏱ ${stageTimes.map(([name, s]) => `${name} ${s.toFixed(0)} s`).join(' · ')} · total ${(total / 60).toFixed(1)} min`,
  );
}

/**
 * Runs `jobs` ([cmd, args, options?] each) at most `concurrency` at a time; resolves with the
 * exit statuses (non-zero for each failure) once all have finished.
 */
export async function runAll(jobs, concurrency) {
  const queue = [...jobs];
  const statuses = [];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) statuses.push(await runAsync(...job));
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return statuses;
}
