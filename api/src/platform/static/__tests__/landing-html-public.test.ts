// The landing HTML as a browser gets it (docs/performance.md, "Landing HTML"): the live shell's
// frame with the live mfe-auth version's page in it, in the rider's language, with a policy that
// allows exactly the inline script it carries; the plain shell wherever a piece is missing or
// the route is not public.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../../test-support/create-test-app';
import { write } from './deploy-fixture';
import { SESSION_SCRIPT, cachedLandingPage, landingLanguage } from '../landing-html';
import {
  FORM_REPLAY_SCRIPT,
  HEAD,
  INDEX,
  deploy as deployIn,
  getPage,
  inlineScripts,
  scriptSrc,
  startLanding,
  stopLanding,
  withoutHints,
} from './landing-html-fixtures';

let root: string;
let t: TestApp;

beforeAll(async () => {
  ({ root, t } = await startLanding());
});
afterAll(() => stopLanding({ root, t }));

const get = (url: string, headers?: Record<string, string>) => getPage(t, url, headers);

const deploy = (authVersion: string) => deployIn(root, authVersion);

test('/ paints the frame with the live mfe-auth page in it, critical CSS inline, the head as built', async () => {
  const res = await get('/');
  expect(res.statusCode).toBe(200);
  const html = res.body;
  expect(html).toContain('Sign in v1.0.0');
  expect(html).toContain('<footer class="shell-footer">Language</footer>');
  // The remote's page in the frame's Suspense boundary, and #root naming it: the shell hydrates it.
  expect(html).toContain('<div id="root" data-prerendered="en" data-painted-remote="mfe_auth">');
  expect(html).toMatch(
    /<main id="main"><!--\$--><form action="javascript:[^"]*"><h2>Sign in v1\.0\.0/,
  );
  expect(html).toMatch(
    /<style data-painted-style>[^<]*\.shell-header\{background:#003e6b\}[^<]*\.auth-faq\{margin:0\}/,
  );
  // The head is served as built, plus the preload hints of the live mfe-auth before </head>.
  expect(withoutHints(html).startsWith(HEAD)).toBe(true);
  expect(html).toContain(
    '<link rel="preload" href="/apps/mfe-auth/1.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous">',
  );
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(String(res.headers.vary)).toMatch(/Cookie/);
});

test("the policy allows the page's inline scripts by their hash, and nothing else inline", async () => {
  const res = await get('/');
  const scripts = inlineScripts(res.body);
  expect(scripts.length).toBeGreaterThan(0);
  const policy = scriptSrc(String(res.headers['content-security-policy']));
  for (const script of scripts) {
    const hash = crypto.createHash('sha256').update(script, 'utf8').digest('base64');
    expect(policy).toContain(`'sha256-${hash}'`);
  }
  expect(policy).not.toContain('unsafe-inline');
  expect(policy.match(/'sha256-/g)).toHaveLength(scripts.length);
  // A page without inline scripts gets the plain policy.
  const plain = await get('/account');
  expect(scriptSrc(String(plain.headers['content-security-policy']))).toBe("script-src 'self'");
});

test("React's script that holds back a submit before the app goes after #root, outside what React hydrates; a slot without a page has none", async () => {
  const html = (await get('/')).body;
  expect(inlineScripts(html)).toEqual([SESSION_SCRIPT, FORM_REPLAY_SCRIPT]);
  const rootEnd = html.indexOf('</footer></div></div>') + '</footer></div></div>'.length;
  expect(html.slice(rootEnd).startsWith(`<script>${FORM_REPLAY_SCRIPT}</script>`)).toBe(true);
  expect(html).not.toContain('inert');
  deploy('1.2.0');
  try {
    const plain = (await get('/')).body;
    expect(inlineScripts(plain)).toEqual([SESSION_SCRIPT]);
    // Nothing of the remote to hydrate: the shell renders the page afresh.
    expect(plain).not.toContain('data-painted-remote');
  } finally {
    deploy('1.0.0');
  }
});

test("the language: the rider's cookie, else Accept-Language, else English", async () => {
  const spanish = await get('/', { 'accept-language': 'es-US,es;q=0.9' });
  expect(spanish.body).toContain('Iniciar sesión v1.0.0');
  expect(spanish.body).toContain('<html lang="es">');
  expect(spanish.body).toContain('data-prerendered="es"');
  expect(spanish.headers['content-language']).toBe('es');
  const chosen = await get('/', { 'accept-language': 'es-US', cookie: 'other=1; qcard_lang=en' });
  expect(chosen.body).toContain('Sign in v1.0.0');
  expect((await get('/', { cookie: 'qcard_lang=es' })).body).toContain('Iniciar sesión');
  expect((await get('/', { 'accept-language': 'fr-FR' })).body).toContain('Sign in v1.0.0');
  expect(landingLanguage({ cookie: 'qcard_lang=%E0', 'accept-language': 'es' })).toBe('es');
  expect(landingLanguage({ cookie: 'qcard_lang=de' })).toBe('en');
});

test('a rollout or rollback of mfe-auth changes the painted page with it', async () => {
  deploy('1.1.0');
  expect((await get('/')).body).toContain('Sign in v1.1.0');
  deploy('1.0.0');
  expect((await get('/')).body).toContain('Sign in v1.0.0');
});

test("a live remote version without build-time pages: the frame with the slot's loading state", async () => {
  deploy('1.2.0');
  try {
    const html = (await get('/')).body;
    expect(html).toContain('<footer class="shell-footer">Language</footer>');
    expect(html).toContain(
      '<main id="main"><!--$--><div class="shell-remote-loading" role="status">…</div><!--/$--></main>',
    );
    expect(html).not.toContain('Sign in');
  } finally {
    deploy('1.0.0');
  }
  // Likewise a public route of a remote whose live version painted nothing (this mfe-cards build has no pages).
  expect((await get('/unreg-recharge')).body).toContain('<div class="shell-remote-loading"');
});

test("the gallery's first slide is painted while the server serves the slides the build saw, else its empty box", async () => {
  // The slides as the server serves them (api/config/GalleryConfig.json), spaced otherwise than the build wrote them.
  const served = JSON.parse(
    fs.readFileSync(path.join(__dirname, '../../../../config/GalleryConfig.json'), 'utf8'),
  ) as Array<{ galleryTitleText: string }>;
  const painted = `<section class="shell-gallery" aria-roledescription="carousel"><div class="shell-gallery__slide"><h2>${served[0]!.galleryTitleText}</h2></div></section>`;
  const pending =
    '<section class="shell-gallery shell-gallery--pending" aria-hidden="true"><div class="shell-gallery__slide"></div></section>';
  for (const language of ['en', 'es']) {
    write(
      root,
      `shell/dist/1.0.0/prerender/${language}/forgot-password.html`,
      `<div class="shell"><main id="main">${painted}<!--qcard:slot--></main></div>`,
    );
    write(
      root,
      `shell/dist/1.0.0/prerender/${language}/forgot-password.css`,
      '.shell-gallery__slide{aspect-ratio:10/3}',
    );
    write(root, `shell/dist/1.0.0/prerender/${language}/gallery-pending.html`, pending);
    write(
      root,
      `shell/dist/1.0.0/prerender/${language}/gallery-pending.css`,
      '.shell-gallery--pending{min-height:8rem}',
    );
  }
  write(root, 'shell/dist/1.0.0/prerender/en/gallery.json', JSON.stringify(served, null, 1));
  // The Spanish slides have changed on the server since the build: not painted.
  write(
    root,
    'shell/dist/1.0.0/prerender/es/gallery.json',
    JSON.stringify([{ ...served[0], galleryTitleText: 'Una diapositiva antigua' }]),
  );
  try {
    const en = (await get('/forgot-password')).body;
    expect(en).toContain(painted);
    expect(en).not.toContain('shell-gallery--pending');
    const es = (await get('/forgot-password', { 'accept-language': 'es' })).body;
    expect(es).toContain(`<main id="main">${pending}`);
    expect(es).not.toContain(served[0]!.galleryTitleText);
    // With the box's own rules: the frame's were cut to the painted slide's.
    expect(es).toMatch(
      /<style data-painted-style>[^<]*\.shell-gallery--pending\{min-height:8rem\}/,
    );
    // The kept page follows the served slides: changed, the box; back as built, the slide again.
    const shellDir = path.join(root, 'shell/dist/1.0.0');
    const page = (gallery: string) =>
      cachedLandingPage({
        staticRoot: root,
        shellDir,
        state: null,
        urlPath: '/forgot-password',
        language: 'en',
        gallery,
      })?.html ?? '';
    expect(page(JSON.stringify(served))).toContain(painted);
    expect(
      page(JSON.stringify([{ ...served[0], galleryTitleText: 'Changed by the operator' }])),
    ).toContain(pending);
    expect(page(JSON.stringify(served, null, 2))).toContain(painted);
  } finally {
    fs.rmSync(path.join(root, 'shell/dist/1.0.0/prerender/en/forgot-password.html'));
    fs.rmSync(path.join(root, 'shell/dist/1.0.0/prerender/es/forgot-password.html'));
  }
});

test('protected and unknown routes, and a shell without frames, get the plain shell', async () => {
  for (const url of ['/account', '/cards', '/no-such-page']) {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(withoutHints(res.body)).toBe(INDEX);
    expect(res.body).not.toContain('Sign in');
  }
  fs.renameSync(
    path.join(root, 'shell/dist/1.0.0/prerender'),
    path.join(root, 'shell/dist/1.0.0/prerender.off'),
  );
  try {
    expect(withoutHints((await get('/')).body)).toBe(INDEX);
  } finally {
    fs.renameSync(
      path.join(root, 'shell/dist/1.0.0/prerender.off'),
      path.join(root, 'shell/dist/1.0.0/prerender'),
    );
  }
});

test('the landing page is compressed like the other files', async () => {
  const res = await get('/', { 'accept-encoding': 'br' });
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength((await get('/')).body));
});
