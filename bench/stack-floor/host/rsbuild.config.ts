// The stack floor's host: the shell's federation settings without the shell.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { SHARE_STRATEGY } from '../../../build/module-federation';
import { floorRspack, floorShared } from '../floor-config';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'floor_host',
      remotes: {},
      shared: floorShared(),
      shareStrategy: SHARE_STRATEGY,
      dts: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'Stack floor' },
  output: { distPath: { root: 'dist' }, assetPrefix: '/', filenameHash: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: { rspack: floorRspack('host') },
});
