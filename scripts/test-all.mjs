// One command for every test: install, type-check, lint, unit/component/API tests, build,
// then browser journeys in Debian's headless Chromium against the built, composed portal.
import { ROOT, bin, ensureChromium, install, run } from './lib.mjs';
import path from 'node:path';

const started = Date.now();
install();
const chromium = ensureChromium();
run(process.execPath, [path.join(ROOT, 'scripts/typecheck.mjs')]);
run(bin('eslint'), ['.', '--max-warnings=0']);
run(bin('jest'), ['--ci', '--colors']);
run(process.execPath, [path.join(ROOT, 'scripts/build-all.mjs')]);
run(path.join(ROOT, 'e2e/node_modules/.bin/playwright'), ['test', '--config', path.join(ROOT, 'e2e/playwright.config.ts')], {
  env: { CHROMIUM_PATH: chromium },
});
console.log(`\nAll test stages passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
