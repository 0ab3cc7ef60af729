import {
  SHARE_STRATEGY,
  SHARED_PACKAGES,
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
    expect(shared['@qcard/runtime/navigation/router']).toMatchObject({
      singleton: true,
      strictVersion: true,
    });
  });

  it('share every module of the runtime package as a strict singleton at that package version', () => {
    const runtime = sharedModulePaths('runtime');
    expect(runtime).toEqual(
      expect.arrayContaining(['bus/event-bus', 'session/session-storage', 'ui/captcha-field']),
    );
    for (const modulePath of runtime) {
      expect(shared[`@qcard/runtime/${modulePath}`]).toMatchObject({
        singleton: true,
        strictVersion: true,
        requiredVersion: expect.stringMatching(/^\^\d+\.\d+\.\d+$/),
      });
    }
  });

  it('bundle the contracts and the kit into the app that uses them, never as shared modules', () => {
    // Stateless code needs no single copy; shared, each module was a file of its own on every page.
    expect(SHARED_PACKAGES).toEqual({ contracts: 'bundled', runtime: 'singleton', kit: 'bundled' });
    expect(sharedModulePaths('kit')).toEqual(expect.arrayContaining(['format/money', 'ui/dialog']));
    expect(sharedModulePaths('contracts')).toEqual(expect.arrayContaining(['routes', 'money']));
    for (const pkg of ['contracts', 'kit'] as const)
      for (const modulePath of sharedModulePaths(pkg))
        expect(shared[`@qcard/${pkg}/${modulePath}`]).toBeUndefined();
    expect(Object.keys(shared).some((s) => s.includes('__tests__'))).toBe(false);
  });
});
