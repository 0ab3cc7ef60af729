import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { contentSecurityPolicy, remoteOrigins } from '../../static/security-headers';

let t: TestApp;
let remotesFile: string;

beforeAll(async () => {
  remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-ops-')), 'remotes.json');
  fs.writeFileSync(
    remotesFile,
    JSON.stringify({ mfe_auth: '/apps/mfe-auth/1.0.0/mf-manifest.json' }),
  );
  t = await createTestApp({ remotesFile });
});
afterAll(async () => t.close());

describe('security headers', () => {
  it('send a CSP that allows scripts only from the portal and forbids framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    // The portal's own scripts, and at most the landing HTML's inline ones by their exact hash.
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const api = await t.post('/user/details', {});
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('give what is not a page (scripts, configuration, images) an inert policy of its own', async () => {
    // Its own built shell, so the test does not depend on a build having run.
    const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-csp-'));
    const write = (rel: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(staticRoot, rel)), { recursive: true });
      fs.writeFileSync(path.join(staticRoot, rel), content);
    };
    write('shell/package.json', JSON.stringify({ version: '9.9.9' }));
    write(
      'shell/dist/9.9.9/index.html',
      '<!doctype html><script defer src="/static/js/index.0123abcd.js"></script>',
    );
    write('shell/dist/9.9.9/static/js/index.0123abcd.js', 'console.log(1)');
    const own = await createTestApp({ staticRoot, remotesFile });
    try {
      const page = await own.app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html' },
      });
      expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
      for (const url of ['/static/js/index.0123abcd.js', '/configParameters.json']) {
        const res = await own.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-security-policy']).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    } finally {
      await own.close();
      fs.rmSync(staticRoot, { recursive: true, force: true });
    }
  });

  it('add the origins of absolute remote URLs in remotes.json, re-read when the file changes', async () => {
    fs.writeFileSync(
      remotesFile,
      JSON.stringify({
        mfe_auth: '/apps/mfe-auth/1.0.0/mf-manifest.json',
        mfe_cards: 'https://cdn.transit.example/mfe-cards/2.0.0/mf-manifest.json',
      }),
    );
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(remotesFile, future, future);
    const res = await t.app.inject({
      method: 'GET',
      url: '/cards',
      headers: { accept: 'text/html' },
    });
    // With the shell built, the painted page's inline scripts are allowed by their hashes too.
    const scriptSrc =
      /(?:^|; )script-src ([^;]*)/
        .exec(String(res.headers['content-security-policy']))?.[1]
        ?.split(' ') ?? [];
    expect(scriptSrc.filter((source) => !/^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toEqual([
      "'self'",
      'https://cdn.transit.example',
    ]);
  });

  it('keep origins exact and ignore what is not a URL', () => {
    expect(
      remoteOrigins(
        '{"a":"https://x.example:8443/m.json","b":"/apps/x","c":"javascript:alert(1)","d":3}',
      ),
    ).toEqual(['https://x.example:8443']);
    expect(remoteOrigins('not json')).toEqual([]);
    expect(contentSecurityPolicy([])).toContain("connect-src 'self';");
  });

  it('the built shell page has no inline script', () => {
    const shellDist = path.join(t.app.qcard.repoRoot, 'shell', 'dist');
    const versions = fs.existsSync(shellDist) ? fs.readdirSync(shellDist) : [];
    for (const v of versions) {
      const html = fs.readFileSync(path.join(shellDist, v, 'index.html'), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      for (const [, attrs, body] of scripts) {
        expect(attrs).toMatch(/\bsrc=/);
        expect(body?.trim()).toBe('');
      }
    }
  });
});

describe('HSTS behind an HTTPS proxy', () => {
  it('is sent when the request came over HTTPS', async () => {
    process.env.TRUST_PROXY = 'on';
    const proxied = await createTestApp();
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      delete process.env.TRUST_PROXY;
      await proxied.close();
    }
  });
});

describe('health, readiness, metrics, request ids', () => {
  it('answer liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('report not ready when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.app.qcard.db.destroy();
    const res = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    await broken.app.close().catch(() => undefined);
  });

  it('count requests per route and orders by status in Prometheus format', async () => {
    await t.post('/user/details', {});
    await t.post('/user/details', {});
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(
      /qcard_http_requests_total\{method="POST",route="\/api\/user\/details",status="401"\} [2-9]/,
    );
    expect(res.body).toMatch(
      /qcard_http_request_duration_seconds_count\{method="POST",route="\/api\/user\/details"\} \d+/,
    );
    expect(res.body).toMatch(/qcard_orders\{status="Honoured"\} \d+/);
  });

  it('give every response a request id, keeping one a proxy sent', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const b = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(b.headers['x-request-id']).toBe('lb-1234');
  });
});

describe('compressed static files', () => {
  it('serve built JavaScript brotli- or gzip-compressed when the browser accepts it, byte-identical once decoded', async () => {
    const zlib = await import('node:zlib');
    const shellDist = path.join(t.app.qcard.repoRoot, 'shell', 'dist');
    const version = fs.existsSync(shellDist) ? fs.readdirSync(shellDist)[0] : undefined;
    if (!version) return; // nothing built in this checkout: the journeys cover the built portal
    const jsDir = path.join(shellDist, version, 'static', 'js');
    const big = fs
      .readdirSync(jsDir)
      .filter((f) => f.endsWith('.js'))
      .sort(
        (a, b) => fs.statSync(path.join(jsDir, b)).size - fs.statSync(path.join(jsDir, a)).size,
      )[0]!;
    const raw = fs.readFileSync(path.join(jsDir, big));
    const br = await t.app.inject({
      method: 'GET',
      url: `/static/js/${big}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(raw)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(raw.length / 2);
    const gz = await t.app.inject({
      method: 'GET',
      url: `/static/js/${big}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(raw)).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url: `/static/js/${big}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(raw)).toBe(true);
  });
});
