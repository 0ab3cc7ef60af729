// One command for every test: install, type-check, lint, unit/component/API tests, build,
// then browser journeys in Debian's headless Chromium against the built, composed portal.
import { ROOT, bin, ensureChromium, install, run } from './lib.mjs';
import { ensurePostgres } from './postgres.mjs';
import path from 'node:path';

const started = Date.now();
install();
const chromium = ensureChromium();
run(process.execPath, [path.join(ROOT, 'scripts/typecheck.mjs')]);
run(bin('eslint'), ['.', '--max-warnings=0']);
run(bin('jest'), ['--ci', '--colors']);
// The API suite again on PostgreSQL (each test app in a schema of its own). Suites that are
// about SQLite itself (files, locks, I/O faults) skip themselves there.
const postgres = ensurePostgres();
if (postgres.url) {
  run(bin('jest'), ['--ci', '--colors', '--selectProjects', 'api'], { env: { TEST_DATABASE_URL: postgres.url } });
} else if (process.env.CI) {
  console.error(`✖ PostgreSQL for the API suite: ${postgres.problem}`);
  process.exit(1);
} else {
  console.warn(`! API suite on PostgreSQL skipped: ${postgres.problem}`);
}
run(process.execPath, [path.join(ROOT, 'scripts/build-all.mjs')]);
run(path.join(ROOT, 'e2e/node_modules/.bin/playwright'), ['test', '--config', path.join(ROOT, 'e2e/playwright.config.ts')], {
  env: { CHROMIUM_PATH: chromium },
});
console.log(`\nAll test stages passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
