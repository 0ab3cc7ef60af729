// The compiled server: `node --enable-source-maps api/dist/main.js` in production (npm start,
// docs/operations.md); tsx runs the same sources in development and tests. Built by
// scripts/build-all.mjs with `rsbuild build --no-env`.
//
// The API's own sources and the workspace packages @qcard/contracts and @qcard/runtime (exported
// as TypeScript) are
// bundled; every npm package stays an import from node_modules (better-sqlite3 and argon2 are
// native). Files are still found at run time from the working directory
// (src/repo-paths.ts), so the bundle reads the same config, locale and dist folders as tsx.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type RsbuildPlugin, type Rspack } from '@rsbuild/core';

const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
/** npm packages the server imports at run time; the workspace ones (workspace:*) are bundled. */
const RUN_TIME_PACKAGES = new Set(
  Object.keys(manifest.dependencies).filter(
    (name) => !manifest.dependencies[name]?.startsWith('workspace:'),
  ),
);

function packageOf(request: string): string | null {
  if (request.startsWith('.') || request.startsWith('/') || request.startsWith('node:'))
    return null;
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/**
 * The server's dependencies stay imports from node_modules. A deep import into a package without
 * an "exports" map ('dayjs/plugin/utc') names the file the bundler found ('dayjs/plugin/utc.js'):
 * Node's ES module loader, unlike tsx and the bundler, adds no extension. Anything else (the
 * API's sources, the shared packages and the packages only it depends on, such as i18next) is bundled.
 */
const runTimePackages: Rspack.ExternalItem = async ({ request, context, getResolve }) => {
  const name = request ? packageOf(request) : null;
  if (!request || !name || !RUN_TIME_PACKAGES.has(name)) return undefined;
  if (request === name || !context || !getResolve) return request;
  const file = await getResolve()(context, request);
  const root = file ? file.lastIndexOf(`/node_modules/${name}/`) : -1;
  if (!file || root < 0) return request;
  const packageDir = file.slice(0, root + `/node_modules/${name}/`.length);
  const { exports } = JSON.parse(
    fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ) as { exports?: unknown };
  return exports === undefined ? `${name}/${file.slice(packageDir.length)}` : request;
};

/**
 * Settings are read from the environment when the server starts, never when it is built: no
 * `process.env.X` in the sources may be replaced by a build-time value (Rsbuild inlines
 * PUBLIC_* variables, and PUBLIC_ORIGIN is a server setting).
 */
const pluginRunTimeEnvironment: RsbuildPlugin = {
  name: 'qcard:run-time-environment',
  setup(api) {
    api.modifyRsbuildConfig((config) => {
      const define = config.source?.define ?? {};
      for (const key of Object.keys(define)) {
        if (/^(process|import\.meta)\.env\./.test(key)) delete define[key];
      }
    });
  },
};

export default defineConfig({
  plugins: [pluginRunTimeEnvironment],
  source: {
    entry: {
      main: './src/main.ts',
      // npm run db:backup / db:restore
      'backup-cli': './src/backup-cli.ts',
    },
    tsconfigPath: './tsconfig.json',
  },
  output: {
    target: 'node',
    // ES modules, as api/package.json ("type": "module") and tsx run them.
    module: true,
    distPath: { root: 'dist', js: '' },
    filename: { js: '[name].js' },
    filenameHash: false,
    cleanDistPath: true,
    // Unminified: names in logs and stack traces stay readable even without the source map.
    minify: false,
    sourceMap: { js: 'source-map' },
    legalComments: 'none',
    externals: [runTimePackages],
  },
  // One file per entry: nothing is loaded lazily by a server.
  splitChunks: false,
  performance: { printFileSize: false },
  tools: {
    rspack: {
      // NODE_ENV is a run-time setting (production, test, development), never a build-time constant.
      optimization: { nodeEnv: false },
      output: { asyncChunks: false },
    },
  },
});
