// The build settings the stack floor's two apps share with the portal's (build/module-federation.ts,
// shell/rsbuild.config.ts, build/remote-config.ts): the same federation runtime tricks and the
// same library files, so that the floor differs from the landing page by the portal's code only.
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import { REMOTE_LIBRARY_CHUNKS, SHELL_LIBRARY_CHUNKS } from '../../build/library-chunks';

const root = path.resolve(__dirname, '../..');

/** Where the apps find the stack's packages: the shell's and the auth remote's installed copies. */
export const PACKAGE_DIRS = [path.join(root, 'shell/node_modules'), path.join(root, 'mfe-auth/node_modules'), 'node_modules'];

/** Installed version of a package, read from the copy the apps resolve. */
function version(name: string): string {
  for (const dir of PACKAGE_DIRS.slice(0, 2)) {
    try {
      return (require(path.join(dir, name, 'package.json')) as { version: string }).version;
    } catch {
      // not in this one
    }
  }
  throw new Error(`stack floor: ${name} is not installed`);
}

/**
 * The libraries a live login page shares, as the portal shares them (singletons, strict). Not
 * react-i18next: shared whole it costs 8 KB more than the hook each app takes from its own
 * tree-shaken copy (the portal shares it through one small module of its own).
 */
export function floorShared() {
  const lib = (pkg: string) => ({ singleton: true, strictVersion: true, requiredVersion: `^${version(pkg).split('.')[0]}.0.0`, version: version(pkg) });
  return {
    react: lib('react'),
    'react/jsx-runtime': lib('react'),
    'react-dom': lib('react-dom'),
    'react-dom/client': lib('react-dom'),
    redux: lib('redux'),
    'react-redux': lib('react-redux'),
    'redux-saga': lib('redux-saga'),
    'redux-saga/effects': lib('redux-saga'),
    i18next: lib('i18next'),
    'final-form': lib('final-form'),
    'react-final-form': lib('react-final-form'),
  };
}

/** The portal's library files: the shell's libraries and i18n apart, the remote's form libraries apart. */
export function floorRspack(groups: 'host' | 'remote') {
  return (config: Rspack.Configuration) => {
    config.resolve = { ...config.resolve, modules: PACKAGE_DIRS };
    const splitChunks = config.optimization?.splitChunks;
    if (splitChunks) {
      splitChunks.cacheGroups = {
        ...splitChunks.cacheGroups,
        ...(groups === 'host' ? SHELL_LIBRARY_CHUNKS : REMOTE_LIBRARY_CHUNKS),
      };
    }
    return config;
  };
}
