// The build settings the stack floor's two apps share with the portal's (build/module-federation.ts,
// shell/rsbuild.config.ts, build/remote-config.ts): the same federation runtime tricks and the
// same library files, so that the floor differs from the landing page by the portal's code only.
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import { REMOTE_LIBRARY_CHUNKS, SHELL_LIBRARY_CHUNKS } from '../../build/library-chunks';
import { FederationRuntimeEsmPlugin, sharedDependencies } from '../../build/module-federation';

const root = path.resolve(__dirname, '../..');

/** Where the apps find the stack's packages: the shell's and the auth remote's installed copies. */
export const PACKAGE_DIRS = [
  path.join(root, 'shell/node_modules'),
  path.join(root, 'mfe-auth/node_modules'),
  'node_modules',
];

/** The stack's libraries on a live login page; react-i18next is left to each app (below). */
const FLOOR_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'redux',
  'react-redux',
  'redux-saga',
  'redux-saga/effects',
  'i18next',
  'final-form',
  'react-final-form',
] as const;

/**
 * The libraries a live login page shares, with the portal's own share entries (singletons,
 * strict, the installed versions). Not react-i18next, which the portal does not share either:
 * shared whole it costs 8 KB more than the hook each app takes from its own tree-shaken copy.
 */
export function floorShared() {
  const portal = sharedDependencies();
  return Object.fromEntries(FLOOR_SHARED.map((name) => [name, portal[name]!]));
}

/**
 * The portal's library files and its federation runtime's ES module builds: the host provides the
 * runtime's bundler part, the remote uses the host's.
 */
export function floorRspack(app: 'host' | 'remote') {
  return (config: Rspack.Configuration) => {
    config.plugins = [
      ...(config.plugins ?? []),
      new FederationRuntimeEsmPlugin(app === 'host' ? 'provide' : 'shell'),
    ];
    config.resolve = { ...config.resolve, modules: PACKAGE_DIRS };
    const splitChunks = config.optimization?.splitChunks;
    if (splitChunks) {
      splitChunks.cacheGroups = {
        ...splitChunks.cacheGroups,
        ...(app === 'host' ? SHELL_LIBRARY_CHUNKS : REMOTE_LIBRARY_CHUNKS),
      };
    }
    return config;
  };
}
