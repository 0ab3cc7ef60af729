// Cold build of every app, and the gzip size of each app's entry.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const APPS = [
  'shell',
  'mfe-auth',
  'mfe-cards',
  'mfe-cart-billing',
  'mfe-subscriptions',
  'mfe-sponsor',
];

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export async function probeBuildAndSizes({ root }) {
  const rows = [];
  const started = Date.now();
  for (const app of APPS) {
    const dir = path.join(root, app);
    fs.rmSync(path.join(dir, 'node_modules/.cache'), { recursive: true, force: true });
    execFileSync(path.join(root, 'node_modules/.bin/rsbuild'), ['build'], {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  rows.push({
    metric: 'cold build of all 6 apps',
    value: `${((Date.now() - started) / 1000).toFixed(1)} s`,
  });
  for (const app of APPS) {
    const version = JSON.parse(
      fs.readFileSync(path.join(root, app, 'package.json'), 'utf8'),
    ).version;
    const out = path.join(root, app, 'dist', version);
    if (app === 'shell') {
      const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
      const entries = [...html.matchAll(/src="\/?([^"]+\.js)"/g)].map((m) => path.join(out, m[1]));
      rows.push({
        metric: 'shell entry (index.html scripts), gzip',
        value: kb(entries.reduce((a, f) => a + gz(f), 0)),
      });
    } else {
      const manifest = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
      const entry = path.join(
        out,
        manifest.metaData.remoteEntry.path,
        manifest.metaData.remoteEntry.name,
      );
      rows.push({ metric: `${app} remoteEntry, gzip`, value: kb(gz(entry)) });
    }
  }
  rows.push(await kitSize(root));
  return rows;
}

/** The UI kit: the modules of the kit package a page with a table, forms and a dialog takes. */
const KIT_PARTS = [
  'table',
  'forms',
  'ui/dialog',
  'ui/alert-banner',
  'ui/page-header',
  'ui/spinner',
  'ui/empty-state',
  'validation',
  'search',
  'payment',
  'styles',
];
const KIT = new RegExp(`^(${KIT_PARTS.join('|')})(/|$)`);

/**
 * What the UI kit adds to a page that uses the table, the forms and a dialog: the kit's modules
 * whole (with @tanstack/react-table, which only the table pulls in, and its styles), built for
 * production as a remote bundles them, gzip. React, the form libraries, axios, dayjs and the
 * shared singletons are counted with the page, not the kit. The kit is no longer shared (each
 * remote bundles it into its pages' chunks), so it is built here on its own, once: counting the
 * remotes' chunks would count each copy.
 */
async function kitSize(root) {
  const { createRsbuild } = await import(
    pathToFileURL(createRequire(path.join(root, 'shell/package.json')).resolve('@rsbuild/core'))
      .href
  );
  const { pluginReact } = await import(
    pathToFileURL(
      createRequire(path.join(root, 'shell/package.json')).resolve('@rsbuild/plugin-react'),
    ).href
  );
  const dir = path.join(root, 'mfe-sponsor/node_modules/.cache/kit-size');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const kit = sharedModules(path.join(root, 'shared/kit/src')).filter((m) => KIT.test(m));
  const styles = fs
    .readdirSync(path.join(root, 'shared/kit/src/styles'))
    .filter((f) => f.endsWith('.css'));
  fs.writeFileSync(
    path.join(dir, 'kit.ts'),
    [
      ...styles.map((f) => `import '@qcard/kit/styles/${f}';`),
      ...kit.map((m, i) => `import * as k${i} from '@qcard/kit/${m}';`),
      `(globalThis as Record<string, unknown>).kit = [${kit.map((_, i) => `k${i}`).join(', ')}];`,
    ].join('\n'),
  );
  const page = [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-final-form',
    'final-form',
    'axios',
    'dayjs',
    'redux',
    'redux-saga',
    'redux-saga/effects',
    'react-redux',
    'i18next',
  ];
  const rsbuild = await createRsbuild({
    cwd: path.join(root, 'mfe-sponsor'),
    loadEnv: false,
    rsbuildConfig: {
      plugins: [pluginReact()],
      source: { entry: { kit: path.join(dir, 'kit.ts') } },
      output: {
        distPath: { root: path.join(dir, 'dist') },
        // The runtime's singletons and the rest of the kit are the page's; the contracts these
        // parts use (the validation engine, card numbers) are counted with them.
        externals: [
          ...page,
          /^@qcard\/runtime\//,
          new RegExp(`^@qcard/kit/(?!(${KIT_PARTS.join('|')})(/|$))`),
        ],
        filenameHash: false,
      },
      // Measured, never run: the page's modules only need a name.
      tools: { htmlPlugin: false, rspack: { externalsType: 'commonjs' } },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      logLevel: 'error',
    },
  });
  const prev = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await rsbuild.build();
  } finally {
    // Assigning undefined would leave the text "undefined", and every later build would be a
    // development one.
    if (prev === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = prev;
  }
  const files = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.(js|css)$/.test(e.name)) files.push(full);
    }
  };
  walk(path.join(dir, 'dist'));
  const bytes = files.reduce((a, f) => a + gz(f), 0);
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    metric: 'UI kit (table, forms, payment, search, dialog, validation) added to a page, gzip',
    value: `${kb(bytes)} in ${files.length} files`,
    budget: '≤ 60 KB',
    ok: bytes <= 60 * 1024,
  };
}

/** A shared package's modules, as paths below src without the extension (tests left out). */
function sharedModules(src, dir = src) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory())
      return ['__tests__', '__mocks__', 'test-support'].includes(e.name)
        ? []
        : sharedModules(src, full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')
      ? [
          path
            .relative(src, full)
            .replace(/\\/g, '/')
            .replace(/\.tsx?$/, ''),
        ]
      : [];
  });
}
