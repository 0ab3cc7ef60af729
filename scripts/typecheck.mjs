// TypeScript strict check of every package, one tsc per package.
import { APPS, ROOT, bin, run } from './lib.mjs';
import path from 'node:path';

for (const pkg of ['shared', ...APPS, 'api', 'e2e']) {
  run(bin('tsc'), ['-p', path.join(ROOT, pkg, 'tsconfig.json'), '--noEmit']);
}
