// TypeScript strict check of every package: the browser packages in one program
// (tsconfig.browser.json: same options, and their libraries' types read once), the API, the
// journeys and the stack floor each in their own, TYPECHECK_JOBS at once (default: one per core).
// The check runs TypeScript 7, the native compiler (the package alias @typescript/native, the name
// its tools use for it), at about a tenth of the JavaScript compiler's CPU. What imports
// TypeScript's API (typescript-eslint, editors) keeps the `typescript` package: 7.0 has no API.
import { ROOT, runAll } from './lib.mjs';
import os from 'node:os';
import path from 'node:path';

const tsc = path.join(ROOT, 'node_modules/@typescript/native/bin/tsc');
const jobs = Number(process.env.TYPECHECK_JOBS) || os.availableParallelism();
// The largest first, so the last one to start is a short one.
const configs = [
  'tsconfig.browser.json',
  'api/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/stack-floor/tsconfig.json',
];
const statuses = await runAll(
  configs.map((config) => [tsc, ['-p', path.join(ROOT, config), '--noEmit']]),
  jobs,
);
if (statuses.some((s) => s !== 0)) process.exit(1);
