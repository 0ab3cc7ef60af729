// One command for every test: install, type-check, lint, unit/component/API tests, build,
// then browser journeys in Debian's headless Chromium against the built, composed portal.
// Each stage prints its time (and a summary at the end) so a CI log shows where time goes.
// On two cores the stages keep both busy: type-check beside lint, the jest projects (the API
// suite on SQLite and again on PostgreSQL included) in one run with a worker per core and one
// more, two builds at once, and three journey workers against the one build.
import {
  ROOT,
  apiBuildJob,
  bin,
  ensureChromium,
  install,
  run,
  runAll,
  stage,
  stageSummary,
} from './lib.mjs';
import { ensurePostgres } from './postgres.mjs';
import os from 'node:os';
import path from 'node:path';

const cores = os.availableParallelism();
const failIf = (statuses) => statuses.some((s) => s !== 0) && process.exit(1);

let chromium = '';
await stage('install', () => {
  install();
  chromium = ensureChromium();
});

await stage('typecheck + lint + format', async () =>
  failIf(
    await runAll(
      [
        [process.execPath, [path.join(ROOT, 'scripts/typecheck.mjs')]],
        [bin('eslint'), ['.', '--max-warnings=0']],
        // Prettier's own new CLI: the same files and verdicts, a sixth of the time (it is to be
        // the default in Prettier 4). It names each unformatted file and exits 1.
        [bin('prettier'), ['--experimental-cli', '--check', '.']],
      ],
      2,
    ),
  ),
);

// The API suite runs twice in the same jest run: on SQLite (project api) and on PostgreSQL
// (project api-postgres, each test app in a schema of its own). Suites that are about SQLite
// itself (files, locks, I/O faults) skip themselves there.
await stage('jest', () => {
  const postgres = ensurePostgres();
  if (!postgres.url && process.env.CI) {
    console.error(`✖ PostgreSQL for the API suite: ${postgres.problem}`);
    process.exit(1);
  }
  if (!postgres.url) console.warn(`! API suite on PostgreSQL skipped: ${postgres.problem}`);
  // Suites that start the server as production does (compiled-server, the runbook) need
  // api/dist; building the API alone takes seconds, the full build comes after jest.
  run(...apiBuildJob());
  // TEST_DATABASE_URL (which ensurePostgres honours) must not turn the SQLite project to PostgreSQL too.
  // One worker more than cores: a worker waits on the processes, servers and databases its
  // tests start, and with one per core the cores were about a fifth idle.
  run(bin('jest'), ['--ci', '--colors', `--maxWorkers=${cores + 1}`], {
    env: { API_TEST_POSTGRES_URL: postgres.url ?? '', TEST_DATABASE_URL: '' },
  });
});

await stage('build', () => run(process.execPath, [path.join(ROOT, 'scripts/build-all.mjs')]));

await stage('journeys', () =>
  run(
    path.join(ROOT, 'e2e/node_modules/.bin/playwright'),
    ['test', '--config', path.join(ROOT, 'e2e/playwright.config.ts')],
    {
      env: { CHROMIUM_PATH: chromium },
    },
  ),
);
stageSummary();
console.log('\nAll test stages passed');
