// Record the content of the shared package's singleton modules (build/module-federation.ts,
// SINGLETON_SHARED_MODULES) in shared/singleton-contract.json, with the package version they ship
// at. A test compares the record with the sources: a singleton that changes without a version
// bump would let a remote built from the new code run on an older copy without any error.
//   node scripts/shared-contract.mjs          refuses when a singleton changed and the version did not
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './lib.mjs';

const mf = await tsImport('../build/module-federation.ts', import.meta.url);
const contractFile = path.join(ROOT, 'shared', 'singleton-contract.json');
const version = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8'),
).version;
const modules = Object.fromEntries(
  mf.SINGLETON_SHARED_MODULES.map((m) => [m, mf.sharedModuleHash(m)]),
);
const previous = fs.existsSync(contractFile)
  ? JSON.parse(fs.readFileSync(contractFile, 'utf8'))
  : null;

const changed = previous
  ? Object.keys(modules).filter((m) => previous.modules?.[m] !== modules[m])
  : [];
if (previous && changed.length === 0 && previous.version === version) {
  console.log(`✔ nothing to record: the singletons are as recorded at ${version}`);
  process.exit(0);
}
if (previous && changed.length > 0 && previous.version === version) {
  console.error(
    `✖ ${changed.map((m) => `shared/src/${m}`).join(', ')} changed, but shared/package.json is still ${version}.`,
  );
  console.error(
    '  Bump its version first: patch for a fix, minor for an addition apps built before do not need, major when they would break.',
  );
  process.exit(1);
}
fs.writeFileSync(contractFile, `${JSON.stringify({ version, modules }, null, 2)}\n`);
console.log(
  `✔ recorded ${Object.keys(modules).length} singleton modules at ${version}${previous ? ` (was ${previous.version}; changed: ${changed.join(', ') || 'none'})` : ''}`,
);
