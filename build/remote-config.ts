// The Rsbuild config every remote uses; a remote's own rsbuild.config.ts only names itself.
import path from 'node:path';
import { defineConfig, type Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { apiProxy } from './dev-proxy';
import { pluginCompileHints } from './compile-hints';
import { REMOTE_LIBRARY_CHUNKS } from './library-chunks';
import { pluginPrecompress } from './precompress';
import { pluginPrerender } from './prerender/plugin';
import {
  appVersion,
  DEV_PORTS,
  FederationRuntimeEsmPlugin,
  REMOTE_NAMES,
  SHARE_STRATEGY,
  SINGLETON_FIT_PLUGIN,
  sharedDependencies,
} from './module-federation';

export function remoteConfig(appDir: string) {
  const folder = path.basename(appDir) as keyof typeof REMOTE_NAMES;
  const name = REMOTE_NAMES[folder];
  const version = appVersion(appDir);
  return defineConfig(({ command }) => {
    // Built remotes use the shell's federation runtime; the dev server keeps its own.
    const externalRuntime = command === 'build' && process.env.MF_OWN_RUNTIME !== '1';
    return {
      plugins: [
        pluginReact(),
        pluginModuleFederation({
          name,
          exposes: { './routes': './src/app/remote-routes.tsx' },
          shared: sharedDependencies(),
          shareStrategy: SHARE_STRATEGY,
          runtimePlugins: [SINGLETON_FIT_PLUGIN],
          dts: false,
          manifest: true,
          // Built remotes use the shell's copy of the federation runtime (about 30 KB gzip
          // each otherwise), its core and its bundler part (FederationRuntimeEsmPlugin below);
          // the dev server keeps its own so a remote still runs standalone.
          experiments: {
            externalRuntime,
            // Browser only, and a remote loads no remotes itself: the runtime's Node loaders and
            // remote loading code are left out of its entry.
            optimization: { target: 'web', disableRemote: true },
          },
        }),
        // What runs as soon as the remote is chosen: its entry (container state and tables), its
        // routes module and the form libraries its pages mount with.
        pluginCompileHints(
          new RegExp(`(^|/)(${name}|__federation_expose_routes|lib-forms)\\.[0-9a-f]+\\.js$`),
        ),
        pluginPrerender(appDir),
        // Last: it compresses what the build and the prerender wrote.
        pluginPrecompress(),
      ],
      source: {
        entry: { index: './src/index.ts' },
        define: {
          'process.env.APP_VERSION': JSON.stringify(version),
          'process.env.APP_NAME': JSON.stringify(folder),
        },
      },
      html: {
        title: `Q Card · ${folder} (standalone)`,
        template: path.resolve(__dirname, 'index.html'),
      },
      output: {
        // Chunks must load from the remote's own folder, not the shell's origin (RUNTIME-008).
        assetPrefix: 'auto',
        distPath: { root: `dist/${version}` },
        filenameHash: true,
      },
      server: {
        // DEV_PORT: another port when the usual one is taken (the dev-server journey uses it).
        port: Number(process.env.DEV_PORT) || DEV_PORTS[folder],
        historyApiFallback: true,
        cors: true,
        // The real login, the API and the config files through the API server (API_ORIGIN).
        proxy: apiProxy(['/resources']),
      },
      // Lazy compilation builds a module on its first request; with Module Federation that first
      // page failed ("Chunk is from another build") until a reload.
      dev: { assetPrefix: 'auto', lazyCompilation: false },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
      tools: {
        rspack: (config: Rspack.Configuration) => {
          config.plugins = [
            ...(config.plugins ?? []),
            new FederationRuntimeEsmPlugin(externalRuntime ? 'shell' : 'own'),
          ];
          const splitChunks = config.optimization?.splitChunks;
          if (splitChunks) {
            splitChunks.cacheGroups = {
              ...splitChunks.cacheGroups,
              ...REMOTE_LIBRARY_CHUNKS,
            };
          }
          return config;
        },
      },
    };
  });
}
