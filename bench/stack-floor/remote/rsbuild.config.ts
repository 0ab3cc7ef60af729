// The stack floor's remote: the portal's remote settings (build/remote-config.ts) with one page.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { SHARE_STRATEGY } from '../../../build/module-federation';
import { floorRspack, floorShared } from '../floor-config';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'floor_remote',
      exposes: { './routes': './src/login-page.tsx' },
      shared: floorShared(),
      shareStrategy: SHARE_STRATEGY,
      dts: false,
      manifest: true,
      experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  output: { distPath: { root: 'dist' }, assetPrefix: 'auto', filenameHash: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: { rspack: floorRspack('remote') },
});
