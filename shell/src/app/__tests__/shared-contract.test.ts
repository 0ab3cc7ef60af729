import fs from 'node:fs';
import path from 'node:path';
import { SINGLETON_SHARED_MODULES, sharedModuleHash } from '../../../../build/module-federation';

// The singletons of the shared package are shared at the package version and required as
// ^version: a change to one must come with a version bump, or a remote built from the new code
// silently runs the old copy another app registered first.
const root = path.resolve(__dirname, '../../../..');
const contract = JSON.parse(
  fs.readFileSync(path.join(root, 'shared/singleton-contract.json'), 'utf8'),
) as {
  version: string;
  modules: Record<string, string>;
};
const packageVersion = (
  JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8')) as { version: string }
).version;

describe('the shared singletons contract (shared/singleton-contract.json)', () => {
  it('is recorded at the shared package version', () => {
    expect({ recorded: contract.version, package: packageVersion }).toEqual({
      recorded: packageVersion,
      package: packageVersion,
    });
  });

  it.each(SINGLETON_SHARED_MODULES.map((m) => [m]))(
    '%s is as recorded (else bump shared/package.json and run node scripts/shared-contract.mjs)',
    (modulePath) => {
      expect(sharedModuleHash(modulePath)).toBe(contract.modules[modulePath]);
    },
  );
});
