// The Rsbuild config every remote uses; a remote's own rsbuild.config.ts only names itself.
import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { apiProxy } from './dev-proxy';
import { pluginPrecompress } from './precompress';
import { appVersion, DEV_PORTS, REMOTE_NAMES, SHARE_STRATEGY, sharedDependencies } from './module-federation';

export function remoteConfig(appDir: string) {
  const folder = path.basename(appDir) as keyof typeof REMOTE_NAMES;
  const name = REMOTE_NAMES[folder];
  const version = appVersion(appDir);
  return defineConfig(({ command }) => ({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes: { './routes': './src/app/remote-routes.tsx' },
        shared: sharedDependencies(),
        shareStrategy: SHARE_STRATEGY,
        dts: false,
        manifest: true,
        // Built remotes use the shell's copy of the federation runtime (about 30 KB gzip
        // each otherwise); the dev server keeps its own so a remote still runs standalone.
        experiments: { externalRuntime: command === 'build' && process.env.MF_OWN_RUNTIME !== '1' },
      }),
      pluginPrecompress(),
    ],
    source: {
      entry: { index: './src/index.ts' },
      define: {
        'process.env.APP_VERSION': JSON.stringify(version),
        'process.env.APP_NAME': JSON.stringify(folder),
      },
    },
    html: { title: `Q Card · ${folder} (standalone)`, template: path.resolve(__dirname, 'index.html') },
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
  }));
}
