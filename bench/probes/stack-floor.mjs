// The stack floor: the JavaScript a page needs to show a live login with nothing of the portal
// but the stack the guide and docs/i18n.md name (React 19, Module Federation 2.0 with a host and one
// remote, react-router, redux with react-redux and redux-saga, i18next with react-i18next,
// react-final-form), built with the portal's own federation and library-file settings
// (bench/stack-floor) and measured the way the landing page is. Set beside the landing page's
// 150 KB budget: what is left of the budget for the portal's own code, or how far the stack
// alone is over it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import { launch, measureScripts } from './portal-server.mjs';

export const title = 'Stack floor: a live login with only the stack';

const LANDING_BUDGET_KB = 150;
const TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.css': 'text/css',
};

function build(root, app) {
  const cwd = path.join(root, 'bench/stack-floor', app);
  const run = spawnSync(path.join(root, 'node_modules/.bin/rsbuild'), ['build'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0)
    throw new Error(`stack floor: the ${app} build failed\n${run.stdout}\n${run.stderr}`);
  return path.join(cwd, 'dist');
}

/** The host's files at /, the remote's at /remote/, the host's page for any other address. */
function serve(hostDir, remoteDir) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://floor');
    const [dir, rel] = url.pathname.startsWith('/remote/')
      ? [remoteDir, url.pathname.slice('/remote/'.length)]
      : [hostDir, url.pathname.slice(1)];
    let file = path.join(dir, path.normalize(rel));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      if (url.pathname.startsWith('/api/') || path.extname(url.pathname)) {
        res.writeHead(404).end();
        return;
      }
      file = path.join(hostDir, 'index.html');
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = { 'content-type': type, 'access-control-allow-origin': '*' };
    // Text as the portal sends it to a browser that takes brotli: compressed (once per file).
    if (TYPES[path.extname(file)] && /\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!compressed.has(file))
        compressed.set(file, zlib.brotliCompressSync(fs.readFileSync(file)));
      res.writeHead(200, { ...headers, 'content-encoding': 'br', vary: 'accept-encoding' });
      res.end(compressed.get(file));
      return;
    }
    res.writeHead(200, headers);
    fs.createReadStream(file).pipe(res);
  });
  const compressed = new Map();
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The floor's login built and served on a free loopback port: what the Lighthouse probe sets pages beside. */
export async function startStackFloor(root) {
  const server = await serve(build(root, 'host'), build(root, 'remote'));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** A built file's name without its folder and content hash: `remote/lib-forms`. */
const fileName = (url) =>
  `${new URL(url).pathname.startsWith('/remote/') ? 'remote/' : ''}${path.basename(new URL(url).pathname).replace(/\.[0-9a-f]{8,}\.js$/, '')}`;

export async function probe({ root }) {
  const { url, close } = await startStackFloor(root);
  const browser = await launch(root);
  try {
    const page = await (await browser.newContext()).newPage();
    const scripts = await measureScripts(page, async () => {
      await page.goto(`${url}/`);
      await page.locator('form[data-floor-live] input[type="password"]').waitFor();
    });
    // The form is live: a blur of an empty field shows the rule's message.
    await page.locator('form[data-floor-live] input').first().focus();
    await page.locator('form[data-floor-live] input').first().blur();
    await page.getByRole('alert').first().waitFor();
    const kb = scripts.reduce((a, s) => a + s.gzipBytes, 0) / 1024;
    return [
      {
        metric: 'a live login with only the stack / JavaScript (gzip level 9 bodies, files)',
        key: 'stack floor JavaScript',
        value: `${kb.toFixed(1)} KB in ${scripts.length} files`,
        figure: Number(kb.toFixed(1)),
      },
      {
        metric: 'a live login with only the stack / its files (KB, gzip)',
        key: 'stack floor files',
        value: scripts
          .map((s) => `${fileName(s.url)} ${(s.gzipBytes / 1024).toFixed(1)}`)
          .join(', '),
        figure: scripts.length,
      },
      {
        metric: "what the landing page's budget leaves for the portal's own code",
        key: 'budget left for the portal',
        value: `${(LANDING_BUDGET_KB - kb).toFixed(1)} KB of ${LANDING_BUDGET_KB}`,
        figure: Number((LANDING_BUDGET_KB - kb).toFixed(1)),
      },
    ];
  } finally {
    await browser.close();
    close();
  }
}
