// Writes an app's build-time HTML (docs/performance.md, "Landing HTML") beside its build:
// <dist>/prerender/<language>/<page>.html and, for each, <page>.css, the rules of the app's
// stylesheets that page uses (critical CSS, by beasties), which the API inlines so the first
// paint waits on no stylesheet. The app's src/app/prerender.tsx renders the pages (React, in
// Node: run with tsx and ./register-css-stub.mjs); this script only files them.
//
// Usage: node --import tsx --import ./build/prerender/register-css-stub.mjs build/prerender/run.mjs <appDir> <distDir>
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';

const LANGUAGES = ['en', 'es'];

const [appDir, distDir] = process.argv.slice(2).map((p) => path.resolve(p));
if (!appDir || !distDir) {
  console.error('usage: run.mjs <appDir> <distDir>');
  process.exit(2);
}

function cssFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.css'))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** The app's CSS as one sheet, each distinct file once (chunks repeat the shared kit's rules). */
function allCss() {
  const seen = new Set();
  const parts = [];
  for (const file of cssFiles(path.join(distDir, 'static', 'css')).sort()) {
    const text = fs.readFileSync(file, 'utf8');
    if (seen.has(text)) continue;
    seen.add(text);
    parts.push(text);
  }
  return parts.join('\n');
}

const beasties = new Beasties({
  path: distDir,
  logLevel: 'warn',
  reduceInlineStyles: true,
  mergeStylesheets: true,
  pruneSource: false,
  inlineFonts: false,
  preload: false,
});

async function criticalCss(sheet, html) {
  const doc = `<!doctype html><html><head><style>${sheet}</style></head><body><div id="root">${html}</div></body></html>`;
  const out = await beasties.process(doc);
  return [...out.matchAll(/<style[^>]*>([^]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

const started = Date.now();
const module = await import(pathToFileURL(path.join(appDir, 'src', 'app', 'prerender.tsx')).href);
const sheet = allCss();
const out = path.join(distDir, 'prerender');
fs.rmSync(out, { recursive: true, force: true });
let count = 0;
for (const language of LANGUAGES) {
  const pages = await module.prerender(language);
  fs.mkdirSync(path.join(out, language), { recursive: true });
  for (const { name, html, json } of pages) {
    if (json !== undefined) {
      // Data a page was made from, for the server to check against (not a page).
      fs.writeFileSync(path.join(out, language, `${name}.json`), json);
      continue;
    }
    fs.writeFileSync(path.join(out, language, `${name}.html`), html);
    fs.writeFileSync(path.join(out, language, `${name}.css`), await criticalCss(sheet, html));
    count += 1;
  }
}
console.log(
  `prerender: ${count} pages of ${path.basename(appDir)} in ${Date.now() - started} ms -> ${path.relative(process.cwd(), out)}`,
);
