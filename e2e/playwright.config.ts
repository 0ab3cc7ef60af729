// Browser journeys against the built, composed portal, in Debian's headless Chromium.
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const PORT = Number(process.env.E2E_PORT ?? 18080);
const runDir = process.env.E2E_RUN_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-e2e-'));
process.env.E2E_RUN_DIR = runDir;
const remotesFile = path.join(runDir, 'remotes.json');
process.env.E2E_REMOTES_FILE = remotesFile;

// The journeys whose changes reach every page (project portal-wide) run on a portal of their own,
// beside the other journeys: the same build, its own API processes, database, deploy state and log.
const OWN_PORTAL_PORT = PORT + 2;
const ownPortalDir = path.join(runDir, 'portal-wide');
const ownPortalRemotesFile = path.join(ownPortalDir, 'remotes.json');
// The run's first deploy, once per run for each portal: record the built version of every app in
// its own deploy state, as npm start does (the journeys switch and roll back from it). The workers
// load this file again and find it written.
for (const file of [remotesFile, ownPortalRemotesFile]) {
  if (fs.existsSync(file)) continue;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  execFileSync(process.execPath, [path.resolve(__dirname, '../scripts/remotes.mjs'), 'init'], {
    env: { ...process.env, REMOTES_FILE: file },
    stdio: 'inherit',
  });
}

// The rider journeys that run in every language and width too (docs/testing.md). They sign in as
// users of their own: a Spanish page saves Spanish for a user who never chose a language, so a demo
// user shared with an English run would switch that run's pages to Spanish.
const RIDER_JOURNEYS =
  /[\\/](sign-up|add-card-messages|my-cards|lost-card|alerts|balance-alerts)\.spec\.ts$/;
// Below 800 px the menu collapses behind the header's Menu button; 375 px is a small phone.
// Language and width are independent of each other in the portal (texts come from the language,
// layout from the width), so the rider journeys run in two layouts that between them cover both
// languages and both widths: `journeys` (English, 1280 px) and `riders-es-375` (Spanish, 375 px).
// A journey about one combination sets it itself (spanish, usable-cards, table-layout).
const RIDER_LAYOUTS = [
  { name: 'riders-es-375', use: { locale: 'es-ES', viewport: { width: 375, height: 800 } } },
];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three journey files at a time, in CI too: with two, the two cores were about a quarter idle (a
  // journey waits on the browser, the API and its own polls); a third fills them. They share one
  // database, so a journey that changes data works on data of its own (support/journey-data.ts)
  // or runs its file in serial mode.
  workers: Number(process.env.E2E_WORKERS) || 3,
  // A retry is reported as flaky in the list and the HTML report; a flaky journey is a bug.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: path.join(runDir, 'report') }]],
  outputDir: path.join(runDir, 'results'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed journey's trace (each step's DOM, the network, the console): in CI from its
    // retry, so a green run records none (recording costs about a tenth of the journeys' CPU);
    // elsewhere from the failure itself. Never the screencast: Chromium painted and encoded
    // every frame of every journey for it.
    trace: process.env.CI ? 'on-first-retry' : { mode: 'retain-on-failure', screenshots: false },
    // The portal registers a service worker (docs/offline-app.md). Requests it answers are not seen
    // by page.route(), which the failure journeys rely on; only the offline journey allows it.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's headless shell (npm test installs it: scripts/lib.mjs), else its full Chromium.
      executablePath:
        process.env.CHROMIUM_PATH ??
        ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p)),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Journeys whose changes reach every page of their portal: a switched remote, a canary, a demo
    // card blocked for good (new-rider: 3000000002). They run on a portal of their own, one at a
    // time (support/portal.ts reads the deploy state the project names). First in the list, so
    // that the longest file starts first and the other worker takes the other journeys meanwhile.
    {
      name: 'portal-wide',
      testMatch: /(rollout|canary|new-rider)\.spec\.ts/,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${OWN_PORTAL_PORT}` },
      metadata: { remotesFile: ownPortalRemotesFile },
    },
    { name: 'journeys', testIgnore: /(rollout|canary|new-rider|log-audit)\.spec\.ts/ },
    // A rider signs up, adds a card, reports one lost and gets alerts in English on a wide screen
    // (`journeys`) and in Spanish on a phone (these, beside it; their journeys use data of their
    // own). A journey tagged @one-layout checks a width or a language it sets itself, so it runs in
    // `journeys` only.
    ...RIDER_LAYOUTS.map(({ name, use }) => ({
      name,
      use,
      testMatch: RIDER_JOURNEYS,
      grepInvert: /@one-layout/,
    })),
    // After every journey: the servers' logs must hold no secret that went through them.
    {
      name: 'audit',
      testMatch: /log-audit\.spec\.ts/,
      dependencies: ['portal-wide', 'journeys', ...RIDER_LAYOUTS.map((p) => p.name)],
    },
  ],
  webServer: [
    apiServer(PORT, runDir, remotesFile),
    apiServer(OWN_PORTAL_PORT, ownPortalDir, ownPortalRemotesFile),
  ],
});

/** A portal's API server on `port`, with its data, deploy state and log in `dir`. */
function apiServer(port: number, dir: string, stateFile: string) {
  return {
    // The compiled server of the build under test, as production runs it (npm start).
    // Logs go to a file the last journey searches for secrets (card numbers, passwords).
    command: `node --enable-source-maps dist/main.js > ${JSON.stringify(path.join(dir, 'api.log'))} 2>&1`,
    cwd: path.resolve(__dirname, '../api'),
    url: `http://127.0.0.1:${port}/configParameters.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      REMOTES_FILE: stateFile,
      NODE_ENV: 'test',
      // The journeys read reset mails from the demo mailbox and pay fares with the demo tap.
      DEMO: '1',
      FULFILMENT_DELAY_SECONDS: '2',
      // The weekly digest journey waits for this week's digest: look every 2 s instead of hourly.
      DIGEST_CHECK_SECONDS: '2',
      LOG_LEVEL: 'info',
      // As npm start runs it on a two-core machine: two API processes on one SQLite file.
      API_WORKERS: process.env.E2E_API_WORKERS ?? '2',
      // Every journey signs in from 127.0.0.1: per-address limits would throttle the suite
      // itself. The limits are tested against the API directly.
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
      RATE_LIMIT_RESET_PER_IP: '100000',
      RATE_LIMIT_FEEDBACK_PER_IP: '100000',
      RATE_LIMIT_ANONYMOUS_PER_IP: '100000',
      // patron2 gets reset mails in auth-account and form-garbage and a "you already have an
      // account" mail in sign-up: 4 in one run, over the default 3 an hour. The budget is tested
      // against the API (mail/__tests__/recipient-budget.test.ts).
      RATE_LIMIT_MAIL_PER_ADDRESS_PER_HOUR: '100000',
      RATE_LIMIT_MAIL_PER_ADDRESS_PER_DAY: '100000',
      // The canary journey's twenty browsers report their loads from one address; its automatic
      // abort judges 5 loads, every 2 s (the defaults, 10 and 5 s, are for real traffic).
      RATE_LIMIT_TELEMETRY_PER_IP_PER_MINUTE: '100000',
      CANARY_MIN_LOADS: '5',
      CANARY_CHECK_SECONDS: '2',
    },
  };
}
