// The installable app as a browser meets it (docs/offline-app.md): the manifest
// in the rider's language with icons that exist, the deployed shell's service worker under a
// policy that lets it fetch the portal only, and a worker that removes itself when the operator
// turns it off or rolls back to a shell built without one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';

const REPO = path.resolve(__dirname, '../../../../..');
/** Stands for the shell build's sw.js (its rules are the shell's tests'): served as it is. */
const BUILT_WORKER = "// the shell's worker, as built\nself.addEventListener('fetch', () => {});\n";

let root: string;
const apps: TestApp[] = [];

function write(rel: string, content: string | Buffer): void {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** The deploy state names this shell version. */
function deployShell(version: string): void {
  write(
    'deploy/remotes.json',
    JSON.stringify({
      mfe_cards: '/apps/mfe-cards/1.0.0/mf-manifest.json',
      $deploy: { shell: version, history: [] },
    }),
  );
}

async function app(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const created = await createTestApp({ staticRoot: root, ...options });
  apps.push(created);
  return created;
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-web-app-'));
  write('shell/package.json', JSON.stringify({ version: '2.0.0' }));
  for (const version of ['1.0.0', '2.0.0']) {
    write(
      `shell/dist/${version}/index.html`,
      '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>',
    );
  }
  // 2.0.0 has the worker; 1.0.0 was built before it.
  write('shell/dist/2.0.0/sw.js', BUILT_WORKER);
  for (const icon of fs.readdirSync(path.join(REPO, 'shell/public/icons'))) {
    write(
      `shell/dist/2.0.0/icons/${icon}`,
      fs.readFileSync(path.join(REPO, 'shell/public/icons', icon)),
    );
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
  deployShell('2.0.0');
});

afterAll(async () => {
  for (const a of apps) await a.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the web app manifest', () => {
  test('is a manifest in the language of the request, and every icon it names is served as a PNG', async () => {
    const t = await app();
    const english = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('application/manifest+json');
    expect(english.headers['cache-control']).toBe('no-cache');
    const manifest = english.json() as {
      name: string;
      lang: string;
      start_url: string;
      display: string;
      description: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Q Card',
      lang: 'en',
      start_url: '/',
      display: 'standalone',
    });
    // What Chromium asks of an installable app: a 192 and a 512 pixel icon.
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons) {
      const res = await t.app.inject({ method: 'GET', url: icon.src });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const [width, height] = [res.rawPayload.readUInt32BE(16), res.rawPayload.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(icon.sizes);
    }

    const spanish = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(spanish.json()).toMatchObject({
      lang: 'es',
      description: expect.stringContaining('recargas'),
    });
    // The rider's own choice (the language cookie) wins over the browser's.
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'accept-language': 'en', cookie: 'qcard_lang=es' },
    });
    expect(chosen.json()).toMatchObject({ lang: 'es' });
  });

  test("the pages' policy allows the manifest and a worker of the portal's own", async () => {
    const t = await app();
    const page = await t.app.inject({
      method: 'GET',
      url: '/cards',
      headers: { accept: 'text/html' },
    });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toMatch(/worker-src 'self'/);
  });
});

describe('/sw.js', () => {
  test("is the deployed shell's worker, revalidated on every check, allowed to fetch the portal and nothing else", async () => {
    const t = await app();
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(BUILT_WORKER);
    // A worker runs under its own script's policy: "default-src 'none'" alone would block every fetch it makes.
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
    );
    // Any other script keeps the inert policy.
    const other = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(other.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  test('SERVICE_WORKER=off answers a worker that deletes the caches and unregisters itself', async () => {
    const t = await app({ settings: { serviceWorker: false } });
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).not.toBe(BUILT_WORKER);
    expect(res.body).toContain('registration.unregister()');
    expect(res.body).toContain('caches.delete');
    expect(() => new vm.Script(res.body)).not.toThrow();
  });

  test('a rollback to a shell built without a worker answers the removing worker too', async () => {
    const t = await app();
    deployShell('1.0.0');
    try {
      // The deploy state is read again when it changes (a rename, as the deploy tool writes it).
      await new Promise((resolve) => setTimeout(resolve, 50));
      const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('registration.unregister()');
    } finally {
      deployShell('2.0.0');
    }
  });
});
