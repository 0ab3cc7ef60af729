// TypeScript strict check of every package: the browser packages in one program
// (tsconfig.browser.json: same options, and their libraries' types read once), the API, the
// journeys and the stack floor each in their own, TYPECHECK_JOBS at once (default: one per core).
import { ROOT, bin, runAll } from './lib.mjs';
import os from 'node:os';
import path from 'node:path';

const jobs = Number(process.env.TYPECHECK_JOBS) || os.availableParallelism();
// The largest first, so the last one to start is a short one.
const configs = [
  'tsconfig.browser.json',
  'api/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/stack-floor/tsconfig.json',
];
const statuses = await runAll(
  configs.map((config) => [bin('tsc'), ['-p', path.join(ROOT, config), '--noEmit']]),
  jobs,
);
if (statuses.some((s) => s !== 0)) process.exit(1);
