import path from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { apiProxy } from '../build/dev-proxy';
import { pluginPrecompress } from '../build/precompress';
import { appVersion, DEV_PORTS, REMOTE_NAMES, SHARE_STRATEGY, sharedDependencies } from '../build/module-federation';

const version = appVersion(__dirname);
// The retry plugin names an older @module-federation/sdk for its logger; the runtime's own copy
// does the same job, so the page carries one sdk instead of two.
const fromRuntime = createRequire(createRequire(path.join(__dirname, 'package.json')).resolve('@module-federation/enhanced/runtime'));
const runtimeSdk = fromRuntime.resolve('@module-federation/sdk');

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      // Remote locations come from remotes.json at run time, never from the build.
      remotes: {},
      shared: sharedDependencies(),
      shareStrategy: SHARE_STRATEGY,
      // Layers: retry with a pause (kept plugin), then report which remote failed and why.
      runtimePlugins: [
        path.resolve(__dirname, 'src/features/remotes/remote-retry-plugin.ts'),
        path.resolve(__dirname, 'src/features/remotes/remote-error-plugin.ts'),
      ],
      dts: false,
      // The one copy of the federation runtime; built remotes use it (externalRuntime).
      experiments: { provideExternalRuntime: true },
    }),
    pluginPrecompress(),
  ],
  resolve: { alias: { '@module-federation/sdk$': runtimeSdk } },
  source: {
    entry: { index: './src/index.ts' },
    define: { 'process.env.APP_VERSION': JSON.stringify(version) },
  },
  html: { title: 'Q Card | Regional Transit Authority', template: path.resolve(__dirname, '../build/index.html') },
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
          Object.entries(REMOTE_NAMES).map(([folder, name]) => [name, `http://localhost:${DEV_PORTS[folder]}/mf-manifest.json`]),
        );
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(entries));
      });
    },
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
