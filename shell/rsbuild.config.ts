import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { apiProxy } from '../build/dev-proxy';
import { pluginCompileHints } from '../build/compile-hints';
import { pluginPrecompress } from '../build/precompress';
import { pluginPrerender } from '../build/prerender/plugin';
import { pluginServiceWorker } from '../build/service-worker';
import { SHELL_LIBRARY_CHUNKS } from '../build/library-chunks';
import {
  appVersion,
  DEV_PORTS,
  FederationRuntimeEsmPlugin,
  REMOTE_NAMES,
  SHARE_STRATEGY,
  SINGLETON_FIT_PLUGIN,
  sharedDependencies,
} from '../build/module-federation';

const version = appVersion(__dirname);
/** The chunks the shell's bootstrap imports (named by the cache groups below). */
const STARTUP_CHUNKS = 'shell-app|lib-shell|qcard-shared';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      // Remote locations come from remotes.json at run time, never from the build.
      remotes: {},
      shared: sharedDependencies(),
      shareStrategy: SHARE_STRATEGY,
      // Layers: retry with a pause (kept plugin), then report which remote failed and why; and the
      // singleton a remote's requirement accepts (every app carries that one).
      runtimePlugins: [
        SINGLETON_FIT_PLUGIN,
        path.resolve(__dirname, 'src/features/remotes/remote-retry-plugin.ts'),
        path.resolve(__dirname, 'src/features/remotes/remote-error-plugin.ts'),
      ],
      dts: false,
      // The one copy of the federation runtime; built remotes use it (externalRuntime).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    // The bootstrap's files: every one of them runs before the first paint.
    pluginCompileHints(new RegExp(`(^|/)(index|${STARTUP_CHUNKS})\\.[0-9a-f]+\\.js$`)),
    pluginPrerender(__dirname),
    pluginServiceWorker(__dirname),
    // Last: it compresses what the build and the prerender wrote.
    pluginPrecompress(),
  ],
  source: {
    entry: { index: './src/index.ts' },
    define: { 'process.env.APP_VERSION': JSON.stringify(version) },
  },
  html: {
    title: 'Q Card | Regional Transit Authority',
    template: path.resolve(__dirname, '../build/index.html'),
  },
  output: {
    distPath: { root: `dist/${version}` },
    assetPrefix: '/',
    filenameHash: true,
  },
  server: {
    port: DEV_PORTS.shell,
    historyApiFallback: true,
    proxy: apiProxy(['/apps', '/resources', '/remotes.json']),
  },
  dev: {
    // Dev mode: remotes come from their own dev servers (hot reload), not the built folders.
    setupMiddlewares: (middlewares) => {
      middlewares.unshift((req, res, next) => {
        if (req.url !== '/remotes.json') return next();
        const entries = Object.fromEntries(
          Object.entries(REMOTE_NAMES).map(([folder, name]) => [
            name,
            `http://localhost:${DEV_PORTS[folder]}/mf-manifest.json`,
          ]),
        );
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(entries));
      });
    },
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
    // The files the shell's bootstrap imports are hinted in the page itself, so they download
    // beside index.js instead of after it has run (one round trip less before the first paint
    // on a phone's network). Only these: the other async chunks are per route or per language.
    preload: {
      type: 'async-chunks',
      include: [new RegExp(`/(${STARTUP_CHUNKS})\\.[0-9a-f]+\\.js$`)],
    },
  },
  tools: {
    rspack: (config) => {
      config.plugins = [...(config.plugins ?? []), new FederationRuntimeEsmPlugin('provide')];
      const splitChunks = config.optimization?.splitChunks;
      if (splitChunks) {
        splitChunks.cacheGroups = {
          ...splitChunks.cacheGroups,
          ...SHELL_LIBRARY_CHUNKS,
          // The shared package's modules the shell uses (its singletons, which it provides, and
          // the stateless ones it bundles) in one file: split by the chunks that use them, the
          // same small module was fetched twice, once with each.
          'qcard-shared': {
            test: /[\\/]shared[\\/](contracts|runtime|kit)[\\/]src[\\/].+\.tsx?$/,
            name: 'qcard-shared',
            chunks: 'async',
            enforce: true,
            priority: 30,
          },
          // The portal's texts and the shell's in the chosen language, fetched together at start.
          'locale-en': {
            test: /[\\/]locales[\\/]en[\\/](common|shell)\.json$/,
            name: 'locale-en-shell',
            chunks: 'async',
            enforce: true,
            priority: 40,
          },
          'locale-es': {
            test: /[\\/]locales[\\/]es[\\/](common|shell)\.json$/,
            name: 'locale-es-shell',
            chunks: 'async',
            enforce: true,
            priority: 40,
          },
        };
      }
      return config;
    },
  },
});
