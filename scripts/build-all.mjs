// Build the shell and every remote, each into its own versioned folder (<app>/dist/<version>),
// and the API server into api/dist (JavaScript; a few seconds, so first). BUILD_JOBS at once
// (default 2): one Rsbuild does not keep two cores busy all the time (its JavaScript half is
// single-threaded), two at once do.
import { APPS, ROOT, apiBuildJob, bin, runAll } from './lib.mjs';
import path from 'node:path';

const started = Date.now();
const jobs = Number(process.env.BUILD_JOBS) || 2;
const statuses = await runAll(
  [
    apiBuildJob(),
    ...APPS.map((app) => [
      bin('rsbuild'),
      ['build'],
      { cwd: path.join(ROOT, app), env: { NODE_ENV: 'production' } },
    ]),
  ],
  jobs,
);
if (statuses.some((s) => s !== 0)) process.exit(1);
console.log(
  `\nBuilt the API and ${APPS.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s (${jobs} at a time)`,
);
