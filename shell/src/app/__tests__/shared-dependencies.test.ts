import { sharedDependencies } from '../../../../build/module-federation';

describe('Module Federation shared dependencies', () => {
  const shared = sharedDependencies();

  it('share every library the apps must hold once as a versioned singleton', () => {
    for (const name of ['react', 'react-dom', 'react-dom/client', 'redux', 'react-redux',
      'redux-saga', 'react-final-form', 'final-form', 'axios', 'dayjs']) {
      // A shared entry without a version is silently not shared: each remote bundles its own
      // copy, and a form from one remote cannot see the field context of another.
      expect(shared[name]).toMatchObject({ singleton: true, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    }
  });

  it('share react-router only through the navigation module, so one tree-shaken copy holds the router context', () => {
    expect(shared['react-router']).toBeUndefined();
    expect(shared['react-router-dom']).toBeUndefined();
    expect(shared['@qcard/shared/navigation/router']).toMatchObject({ singleton: true });
  });

  it('share every module of the shared package at the package version', () => {
    const subpaths = Object.keys(shared).filter((k) => k.startsWith('@qcard/shared/'));
    expect(subpaths).toEqual(expect.arrayContaining(['@qcard/shared/bus/event-bus', '@qcard/shared/api/api-client', '@qcard/shared/session/session-storage']));
    for (const s of subpaths) expect(shared[s]?.singleton).toBe(true);
    expect(subpaths.some((s) => s.includes('__tests__'))).toBe(false);
  });
});
