// TypeScript strict check of every package, one tsc per package; TYPECHECK_JOBS of them at
// once (default: one per core). tsc is single-threaded, so on two cores two at a time halve it.
import { APPS, ROOT, bin, runAll } from './lib.mjs';
import os from 'node:os';
import path from 'node:path';

const jobs = Number(process.env.TYPECHECK_JOBS) || os.availableParallelism();
// The largest first, so the last one to start is a short one.
const packages = [
  'api',
  'shared/kit',
  'shared/runtime',
  'shared/contracts',
  'shell',
  ...APPS.filter((a) => a !== 'shell'),
  'e2e',
  'bench/stack-floor',
];
const statuses = await runAll(
  packages.map((pkg) => [bin('tsc'), ['-p', path.join(ROOT, pkg, 'tsconfig.json'), '--noEmit']]),
  jobs,
);
if (statuses.some((s) => s !== 0)) process.exit(1);
