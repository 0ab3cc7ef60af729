import {
  SHARE_STRATEGY,
  SINGLETON_SHARED_MODULES,
  sharedDependencies,
  sharedModulePaths,
} from '../../../../build/module-federation';

describe('Module Federation shared dependencies', () => {
  const shared = sharedDependencies();

  it('resolve shared modules from what is loaded, never by fetching every remote first', () => {
    // 'version-first' loads every registered remote's entry before handing out a shared module:
    // one dead remote then blocked the login page of another.
    expect(SHARE_STRATEGY).toBe('loaded-first');
  });

  it('share every library the apps must hold once as a strict, versioned singleton', () => {
    for (const name of [
      'react',
      'react-dom',
      'react-dom/client',
      'redux',
      'react-redux',
      'redux-saga',
      'react-final-form',
      'final-form',
      'axios',
      'dayjs',
    ]) {
      // A shared entry without a version is silently not shared: each remote bundles its own
      // copy, and a form from one remote cannot see the field context of another.
      expect(shared[name]).toMatchObject({
        singleton: true,
        strictVersion: true,
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      });
    }
  });

  it('share react-router only through the navigation module, so one tree-shaken copy holds the router context', () => {
    expect(shared['react-router']).toBeUndefined();
    expect(shared['react-router-dom']).toBeUndefined();
    expect(shared['@qcard/shared/navigation/router']).toMatchObject({
      singleton: true,
      strictVersion: true,
    });
  });

  it('share the stateful modules of the shared package as strict singletons at the package version', () => {
    for (const modulePath of SINGLETON_SHARED_MODULES) {
      expect(sharedModulePaths()).toContain(modulePath);
      expect(shared[`@qcard/shared/${modulePath}`]).toMatchObject({
        singleton: true,
        strictVersion: true,
        requiredVersion: expect.stringMatching(/^\^\d+\.\d+\.\d+$/),
      });
    }
  });

  it('bundle every other module of the shared package into the app that uses it, never as a shared module', () => {
    // Stateless code needs no single copy; shared, each module was a file of its own on every page.
    const stateless = sharedModulePaths().filter((m) => !SINGLETON_SHARED_MODULES.includes(m));
    expect(stateless).toEqual(
      expect.arrayContaining(['format/money', 'ui/dialog', 'contracts/routes']),
    );
    for (const modulePath of stateless)
      expect(shared[`@qcard/shared/${modulePath}`]).toBeUndefined();
    expect(Object.keys(shared).some((s) => s.includes('__tests__'))).toBe(false);
  });
});
