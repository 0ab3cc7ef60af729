// One command for every test: install, type-check, lint, unit/component/API tests, build,
// then browser journeys in Debian's headless Chromium against the built, composed portal.
import { ROOT, bin, ensureChromium, install, run, stage, stageSummary } from './lib.mjs';
import { ensurePostgres } from './postgres.mjs';
import path from 'node:path';

let chromium = '';
await stage('install', () => {
  install();
  chromium = ensureChromium();
});
await stage('typecheck', () => run(process.execPath, [path.join(ROOT, 'scripts/typecheck.mjs')]));
await stage('lint', () => run(bin('eslint'), ['.', '--max-warnings=0']));
await stage('jest', () => run(bin('jest'), ['--ci', '--colors']));
// The API suite again on PostgreSQL (each test app in a schema of its own). Suites that are
// about SQLite itself (files, locks, I/O faults) skip themselves there.
await stage('jest-postgres', () => {
  const postgres = ensurePostgres();
  if (postgres.url) {
    run(bin('jest'), ['--ci', '--colors', '--selectProjects', 'api'], { env: { TEST_DATABASE_URL: postgres.url } });
  } else if (process.env.CI) {
    console.error(`✖ PostgreSQL for the API suite: ${postgres.problem}`);
    process.exit(1);
  } else {
    console.warn(`! API suite on PostgreSQL skipped: ${postgres.problem}`);
  }
});
await stage('build', () => run(process.execPath, [path.join(ROOT, 'scripts/build-all.mjs')]));
await stage('journeys', () =>
  run(path.join(ROOT, 'e2e/node_modules/.bin/playwright'), ['test', '--config', path.join(ROOT, 'e2e/playwright.config.ts')], {
    env: { CHROMIUM_PATH: chromium },
  }),
);
stageSummary();
console.log('\nAll test stages passed');
