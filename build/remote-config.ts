// The Rsbuild config every remote uses; a remote's own rsbuild.config.ts only names itself.
import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appVersion, DEV_PORTS, REMOTE_NAMES, sharedDependencies } from './module-federation';

export function remoteConfig(appDir: string) {
  const folder = path.basename(appDir) as keyof typeof REMOTE_NAMES;
  const name = REMOTE_NAMES[folder];
  const version = appVersion(appDir);
  const apiTarget = process.env.API_ORIGIN || 'http://localhost:8080';
  return defineConfig(({ command }) => ({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes: { './routes': './src/app/remote-routes.tsx' },
        shared: sharedDependencies(),
        dts: false,
        manifest: true,
        // Built remotes use the shell's copy of the federation runtime (about 30 KB gzip
        // each otherwise); the dev server keeps its own so a remote still runs standalone.
        experiments: { externalRuntime: command === 'build' && process.env.MF_OWN_RUNTIME !== '1' },
      }),
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
      port: DEV_PORTS[folder],
      historyApiFallback: true,
      cors: true,
      proxy: {
        '/api': apiTarget,
        '/pbk.key': apiTarget,
        '/remotes.json': apiTarget,
        '^/[A-Za-z]+\\.json$': apiTarget,
      },
    },
    dev: { assetPrefix: 'auto' },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  }));
}
