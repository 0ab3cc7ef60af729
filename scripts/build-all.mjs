// Build the shell and every remote, each into its own versioned folder (<app>/dist/<version>).
import { APPS, ROOT, bin, run } from './lib.mjs';
import path from 'node:path';

const started = Date.now();
for (const app of APPS) {
  run(bin('rsbuild'), ['build'], { cwd: path.join(ROOT, app), env: { NODE_ENV: 'production' } });
}
console.log(`\nBuilt ${APPS.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
