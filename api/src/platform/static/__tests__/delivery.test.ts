// How built files reach a browser: the build's brotli / gzip copies when accepted (never a
// stale one), an ETag per form with 304 on revalidation, immutable hashed names, and preload
// hints in the page that follow the deploy state.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { acceptableCodings } from '../content-coding';

let t: TestApp;
let root: string;

const ENTRY = 'static/js/mfe_auth.0123abcdef.js';
/** Big enough to be compressed (1 KB and more). */
const SOURCE = `var mfe_auth = {};\n${'/* remote entry */ console.log("mfe_auth");\n'.repeat(60)}`;
/** Marks the build's copies, so a test sees which bytes were sent: the build's or ones made by the server. */
const FROM_BUILD = '/* compressed at build time */';

function write(rel: string, content: string | Buffer): string {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return file;
}

function manifest(entry: string): string {
  const routes = {
    path: './routes',
    assets: {
      js: {
        sync: ['static/js/async/__federation_expose_routes.11aa22bb33.js'],
        async: ['static/js/async/login.44cc55dd66.js'],
      },
      css: { sync: ['static/css/async/routes.77ee88ff99.css'], async: [] },
    },
  };
  const other = {
    path: './other',
    assets: {
      js: { sync: ['static/js/async/other.0000000000.js'], async: [] },
      css: { sync: [], async: [] },
    },
  };
  return JSON.stringify({
    id: 'mfe_auth',
    name: 'mfe_auth',
    metaData: { publicPath: 'auto', remoteEntry: { name: entry, path: '', type: 'global' } },
    exposes: [other, routes],
  });
}

function deploy(remotes: Record<string, string>): void {
  // Through a rename, as the deploy tool writes it: the server sees a new file at once.
  const file = path.join(root, 'deploy', 'remotes.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    `${file}.tmp`,
    JSON.stringify({ ...remotes, $deploy: { shell: '9.9.9', history: [] } }, null, 2),
  );
  fs.renameSync(`${file}.tmp`, file);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const decode = (body: Buffer, coding: string | undefined) =>
  (coding === 'br'
    ? zlib.brotliDecompressSync(body)
    : coding === 'gzip'
      ? zlib.gunzipSync(body)
      : body
  ).toString('utf8');

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-delivery-'));
  write('shell/package.json', JSON.stringify({ version: '9.9.9' }));
  write(
    'shell/dist/9.9.9/index.html',
    `<!doctype html><html><head><title>shell</title><script defer src="/static/js/index.0123abcd.js"></script></head><body><div id="root"></div></body></html>`,
  );
  for (const version of ['2.3.4', '2.4.0']) {
    const dir = `mfe-auth/dist/${version}`;
    const entry = version === '2.3.4' ? ENTRY : 'static/js/mfe_auth.fedcba9876.js';
    write(`${dir}/mf-manifest.json`, manifest(entry));
    const source = write(`${dir}/${entry}`, SOURCE);
    fs.writeFileSync(`${source}.br`, zlib.brotliCompressSync(Buffer.from(SOURCE + FROM_BUILD)));
    fs.writeFileSync(`${source}.gz`, zlib.gzipSync(Buffer.from(SOURCE + FROM_BUILD)));
  }
  write(
    'mfe-cards/dist/1.0.0/mf-manifest.json',
    JSON.stringify({
      id: 'mfe_cards',
      metaData: {
        publicPath: 'auto',
        remoteEntry: { name: 'static/js/mfe_cards.aaaabbbbcc.js', path: '', type: 'global' },
      },
    }),
  );
  deploy({
    mfe_auth: '/apps/mfe-auth/2.3.4/mf-manifest.json',
    mfe_cards: '/apps/mfe-cards/1.0.0/mf-manifest.json',
  });
  t = await createTestApp({ staticRoot: root });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('Accept-Encoding', () => {
  test('brotli first, gzip next, and nothing a q=0 refuses', () => {
    expect(acceptableCodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptableCodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptableCodings('BR;Q=0.0, GZIP;q=0.8')).toEqual(['gzip']);
    expect(acceptableCodings('gzip;q=1.0, br;q=0.5')).toEqual(['gzip', 'br']);
    expect(acceptableCodings('*')).toEqual(['br', 'gzip']);
    expect(acceptableCodings('gzip, *;q=0')).toEqual(['gzip']);
    expect(acceptableCodings('x-gzip')).toEqual(['gzip']);
    expect(acceptableCodings('identity')).toEqual([]);
    expect(acceptableCodings('')).toEqual([]);
    expect(acceptableCodings(undefined)).toEqual([]);
    expect(acceptableCodings('br;q=abc, gzip')).toEqual(['gzip']);
  });
});

describe('precompressed copies', () => {
  const url = `/apps/mfe-auth/2.3.4/${ENTRY}`;

  test("the build's brotli copy when the browser accepts br, its gzip copy when it accepts only gzip", async () => {
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(decode(br.rawPayload, 'br')).toBe(SOURCE + FROM_BUILD);

    const gz = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz.rawPayload, 'gzip')).toBe(SOURCE + FROM_BUILD);

    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SOURCE);

    // One tag per form: a cache holding the gzip form must not take the brotli one for it.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  test('hashed names are immutable for a year, in every form', async () => {
    for (const coding of ['br', 'gzip', 'identity']) {
      const res = await get(url, { 'accept-encoding': coding });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('a copy older than its file is never sent: the file is compressed afresh', async () => {
    const dir = path.join(root, 'mfe-auth/dist/2.4.0');
    const source = path.join(dir, 'static/js/mfe_auth.fedcba9876.js');
    const fresh = `${SOURCE}/* replaced by hand after the build */`;
    fs.writeFileSync(source, fresh);
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(`${source}.br`, past, past);
    fs.utimesSync(`${source}.gz`, past, past);
    for (const coding of ['br', 'gzip']) {
      const res = await get('/apps/mfe-auth/2.4.0/static/js/mfe_auth.fedcba9876.js', {
        'accept-encoding': coding,
      });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(decode(res.rawPayload, coding)).toBe(fresh);
    }
  });

  test('a copy that is a link (to a file outside the build) is never followed', async () => {
    const secret = write('secret.txt', 'top secret');
    const source = write('mfe-auth/dist/2.3.4/static/js/linked.0123abcdef.js', SOURCE);
    fs.symlinkSync(secret, `${source}.gz`);
    const res = await get('/apps/mfe-auth/2.3.4/static/js/linked.0123abcdef.js', {
      'accept-encoding': 'gzip',
    });
    expect(decode(res.rawPayload, res.headers['content-encoding'] as string | undefined)).toBe(
      SOURCE,
    );
  });

  test('a file without copies (configuration) is compressed by the server', async () => {
    const res = await get('/messageResources.json', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Language, Accept-Encoding');
    expect(Array.isArray(JSON.parse(decode(res.rawPayload, 'br')))).toBe(true);
  });
});

describe('revalidation', () => {
  test('index.html, manifests, remotes.json and configuration answer 304 without a body to a matching If-None-Match', async () => {
    for (const url of [
      '/',
      '/cards',
      '/apps/mfe-auth/2.3.4/mf-manifest.json',
      '/remotes.json',
      '/configParameters.json',
      '/messageResources.json',
    ]) {
      const headers = { accept: 'text/html,*/*', 'accept-encoding': 'gzip, deflate, br' };
      const first = await get(url, headers);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      // Strong for bodies made here (a content hash), weak for built files (@fastify/static: size and time).
      expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
      const again = await get(url, { ...headers, 'if-none-match': etag });
      expect({
        url,
        status: again.statusCode,
        body: again.rawPayload.length,
        etag: again.headers.etag,
      }).toEqual({ url, status: 304, body: 0, etag });
      // A weakened tag (a proxy that re-compressed) still matches.
      expect(
        (await get(url, { ...headers, 'if-none-match': `"other", W/${etag.replace(/^W\//, '')}` }))
          .statusCode,
      ).toBe(304);
      expect((await get(url, { ...headers, 'if-none-match': '"something-else"' })).statusCode).toBe(
        200,
      );
    }
  });

  test("a 304 for the page keeps the page's Content-Security-Policy (a browser stores it over the cached page's)", async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const again = await get('/', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(String(again.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  test('a new deploy changes the page and with it the tag: the old one gets the new page', async () => {
    const before = await get('/');
    deploy({
      mfe_auth: '/apps/mfe-auth/2.4.0/mf-manifest.json',
      mfe_cards: '/apps/mfe-cards/1.0.0/mf-manifest.json',
    });
    try {
      const after = await get('/', { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('/apps/mfe-auth/2.4.0/');
    } finally {
      deploy({
        mfe_auth: '/apps/mfe-auth/2.3.4/mf-manifest.json',
        mfe_cards: '/apps/mfe-cards/1.0.0/mf-manifest.json',
      });
    }
  });
});

describe('preload hints', () => {
  const links = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);

  test("the page of a route names its remote's manifest (as fetch, CORS), entry script and routes module's first files, inside <head>", async () => {
    const res = await get('/', { accept: 'text/html' });
    expect(links(res.body)).toEqual([
      '<link rel="preload" href="/apps/mfe-auth/2.3.4/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      `<link rel="preload" href="/apps/mfe-auth/2.3.4/${ENTRY}" as="script">`,
      '<link rel="preload" href="/apps/mfe-auth/2.3.4/static/js/async/__federation_expose_routes.11aa22bb33.js" as="script">',
      '<link rel="preload" href="/apps/mfe-auth/2.3.4/static/css/async/routes.77ee88ff99.css" as="style">',
    ]);
    expect(res.body.indexOf('<link rel="preload"')).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body.indexOf('</head>')).toBeLessThan(res.body.indexOf('<body>'));

    const cards = await get('/cards', { accept: 'text/html' });
    expect(links(cards.body)).toEqual([
      '<link rel="preload" href="/apps/mfe-cards/1.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="/apps/mfe-cards/1.0.0/static/js/mfe_cards.aaaabbbbcc.js" as="script">',
    ]);
    // A page no remote owns has nothing to preload.
    expect(links((await get('/no-such-page', { accept: 'text/html' })).body)).toEqual([]);
  });

  test('a rollout and a rollback switch the hints with the next page load, no rebuild', async () => {
    deploy({
      mfe_auth: '/apps/mfe-auth/2.4.0/mf-manifest.json',
      mfe_cards: '/apps/mfe-cards/1.0.0/mf-manifest.json',
    });
    try {
      expect(
        links((await get('/forgot-password', { accept: 'text/html' })).body).slice(0, 2),
      ).toEqual([
        '<link rel="preload" href="/apps/mfe-auth/2.4.0/mf-manifest.json" as="fetch" crossorigin="anonymous">',
        '<link rel="preload" href="/apps/mfe-auth/2.4.0/static/js/mfe_auth.fedcba9876.js" as="script">',
      ]);
    } finally {
      deploy({
        mfe_auth: '/apps/mfe-auth/2.3.4/mf-manifest.json',
        mfe_cards: '/apps/mfe-cards/1.0.0/mf-manifest.json',
      });
    }
    expect(links((await get('/forgot-password', { accept: 'text/html' })).body)[0]).toContain(
      '/apps/mfe-auth/2.3.4/mf-manifest.json',
    );
  });

  test('a remote on another origin gets its manifest hinted, never a guessed entry', async () => {
    deploy({
      mfe_auth: 'https://cdn.example.com/mfe-auth/3.0.0/mf-manifest.json',
      mfe_cards: '/apps/mfe-cards/1.0.0/mf-manifest.json',
    });
    try {
      expect(links((await get('/', { accept: 'text/html' })).body)).toEqual([
        '<link rel="preload" href="https://cdn.example.com/mfe-auth/3.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      ]);
    } finally {
      deploy({
        mfe_auth: '/apps/mfe-auth/2.3.4/mf-manifest.json',
        mfe_cards: '/apps/mfe-cards/1.0.0/mf-manifest.json',
      });
    }
  });
});
