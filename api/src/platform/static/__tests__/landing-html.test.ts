// The landing HTML as a browser gets it (docs/performance.md, "Landing HTML"): the live shell's
// frame with the live mfe-auth version's page in it, in the rider's language, with a policy that
// allows exactly the inline script it carries; the plain shell wherever a piece is missing or
// the route is not public.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { HAND_WRITTEN_STATE, builtRoot, write } from './deploy-fixture';
import { PAINTED_PAGE_SCRIPT, SESSION_SCRIPT, cachedLandingPage, cartScript, landingLanguage } from '../landing-html';
import vm from 'node:vm';
import { initialCartMode } from '@qcard/shared/contracts/cart-mode';

const HEAD = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>Q Card</title>\n  <script defer src="/static/js/index.0123abcd.js"></script></head>\n';
const INDEX = `${HEAD}  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`;
/** The page without the preload hints the server adds before </head> (preload-hints.ts; tested in delivery.test.ts). */
const withoutHints = (html: string): string => html.replace(/<link rel="(?:preload|modulepreload)"[^>]*>/g, '');

let root: string;
let stateFile: string;
let t: TestApp;

function frame(language: string): string {
  const footer = language === 'es' ? 'Idioma' : 'Language';
  return `<div class="shell"><header class="shell-header">Q Card</header><main id="main"><!--qcard:slot--></main><footer class="shell-footer">${footer}</footer></div>`;
}

/** What the build writes: the shell's frames and the remote's pages, each with its critical CSS. */
function prerendered(): void {
  for (const language of ['en', 'es']) {
    write(root, `shell/dist/1.0.0/prerender/${language}/index.html`, frame(language));
    write(root, `shell/dist/1.0.0/prerender/${language}/index.css`, '.shell-header{background:#003e6b}');
    write(root, `shell/dist/1.0.0/prerender/${language}/remote-loading.html`, '<div class="shell-remote-loading" role="status">…</div>');
    write(root, `shell/dist/1.0.0/prerender/${language}/unreg-recharge.html`, frame(language));
    const signIn = language === 'es' ? 'Iniciar sesión' : 'Sign in';
    write(root, `mfe-auth/dist/1.0.0/prerender/${language}/index.html`, `<form inert=""><h2>${signIn} v1.0.0</h2></form><section class="auth-faq">${'<p>A question and its answer.</p>'.repeat(40)}</section>`);
    write(root, `mfe-auth/dist/1.0.0/prerender/${language}/index.css`, '.auth-faq{margin:0}');
    write(root, `mfe-auth/dist/1.1.0/prerender/${language}/index.html`, `<form inert=""><h2>${signIn} v1.1.0</h2></form>`);
  }
  write(root, 'mfe-auth/dist/1.1.0/mf-manifest.json', '{}');
  write(root, 'mfe-auth/dist/1.2.0/mf-manifest.json', '{}');
}

function deploy(authVersion: string): void {
  const text = HAND_WRITTEN_STATE.replace('/apps/mfe-auth/1.0.0/', `/apps/mfe-auth/${authVersion}/`);
  write(root, 'deploy/remotes.json', text);
  // A later mtime, whatever the file system's clock granularity: the server re-reads on change.
  const later = new Date(Date.now() + 1000 * Number(authVersion.replace(/\D/g, '')));
  fs.utimesSync(stateFile, later, later);
}

beforeAll(async () => {
  root = builtRoot();
  stateFile = path.join(root, 'deploy', 'remotes.json');
  write(root, 'shell/dist/1.0.0/index.html', INDEX);
  prerendered();
  deploy('1.0.0');
  t = await createTestApp({ staticRoot: root, remotesFile: stateFile, seed: false });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([^]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

function scriptSrc(csp: string): string {
  return csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
}

test('/ paints the frame with the live mfe-auth page in it, critical CSS inline, the head as built', async () => {
  const res = await get('/');
  expect(res.statusCode).toBe(200);
  const html = res.body;
  expect(html).toContain('Sign in v1.0.0');
  expect(html).toContain('<footer class="shell-footer">Language</footer>');
  expect(html).toMatch(/<div data-prerendered-slot="mfe_auth" data-route="\/" data-lang="en"><form inert="">/);
  expect(html).toMatch(/<style data-painted-style>[^<]*\.shell-header\{background:#003e6b\}[^<]*\.auth-faq\{margin:0\}/);
  // The head is served as built, plus the preload hints of the live mfe-auth before </head>.
  expect(withoutHints(html).startsWith(HEAD)).toBe(true);
  expect(html).toContain('<link rel="preload" href="/apps/mfe-auth/1.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous">');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(String(res.headers.vary)).toMatch(/Cookie/);
});

test('the policy allows the page\'s inline scripts by their hash, and nothing else inline', async () => {
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

test('a painted page gets the script that lets its forms take typing, after the whole painted page; a slot without a page does not', async () => {
  const html = (await get('/')).body;
  expect(inlineScripts(html)).toEqual([SESSION_SCRIPT, PAINTED_PAGE_SCRIPT]);
  // At the end, so the browser has the whole page to paint before it runs.
  expect(html.indexOf(`<script>${PAINTED_PAGE_SCRIPT}</script>`)).toBeGreaterThan(html.indexOf('<footer class="shell-footer">'));
  // The build's inert stays in what is sent: without a script the form cannot be sent as a GET.
  expect(html).toContain('<form inert="">');
  deploy('1.2.0');
  try {
    expect(inlineScripts((await get('/')).body)).toEqual([SESSION_SCRIPT]);
  } finally {
    deploy('1.0.0');
  }
});

test('the language: the rider\'s cookie, else Accept-Language, else English', async () => {
  const spanish = await get('/', { 'accept-language': 'es-US,es;q=0.9' });
  expect(spanish.body).toContain('Iniciar sesión v1.0.0');
  expect(spanish.body).toContain('<html lang="es">');
  expect(spanish.body).toContain('data-lang="es"');
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

test('a live remote version without build-time pages: the frame with the slot\'s loading state', async () => {
  deploy('1.2.0');
  try {
    const html = (await get('/')).body;
    expect(html).toContain('<footer class="shell-footer">Language</footer>');
    expect(html).toContain('<main id="main"><div class="shell-remote-loading" role="status">…</div></main>');
    expect(html).not.toContain('Sign in');
  } finally {
    deploy('1.0.0');
  }
  // Likewise a public route of a remote whose live version painted nothing (this mfe-cards build has no pages).
  expect((await get('/unreg-recharge')).body).toContain('<div class="shell-remote-loading"');
});

test('the gallery\'s first slide is painted while the server serves the slides the build saw, else its empty box', async () => {
  // The slides as the server serves them (api/config/GalleryConfig.json), spaced otherwise than the build wrote them.
  const served = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../config/GalleryConfig.json'), 'utf8')) as Array<{ galleryTitleText: string }>;
  const painted = `<section class="shell-gallery" aria-roledescription="carousel"><div class="shell-gallery__slide"><h2>${served[0]!.galleryTitleText}</h2></div></section>`;
  const pending = '<section class="shell-gallery shell-gallery--pending" aria-hidden="true"><div class="shell-gallery__slide"></div></section>';
  for (const language of ['en', 'es']) {
    write(root, `shell/dist/1.0.0/prerender/${language}/forgot-password.html`, `<div class="shell"><main id="main">${painted}<!--qcard:slot--></main></div>`);
    write(root, `shell/dist/1.0.0/prerender/${language}/forgot-password.css`, '.shell-gallery__slide{aspect-ratio:10/3}');
    write(root, `shell/dist/1.0.0/prerender/${language}/gallery-pending.html`, pending);
    write(root, `shell/dist/1.0.0/prerender/${language}/gallery-pending.css`, '.shell-gallery--pending{min-height:8rem}');
  }
  write(root, 'shell/dist/1.0.0/prerender/en/gallery.json', JSON.stringify(served, null, 1));
  // The Spanish slides have changed on the server since the build: not painted.
  write(root, 'shell/dist/1.0.0/prerender/es/gallery.json', JSON.stringify([{ ...served[0], galleryTitleText: 'Una diapositiva antigua' }]));
  try {
    const en = (await get('/forgot-password')).body;
    expect(en).toContain(painted);
    expect(en).not.toContain('shell-gallery--pending');
    const es = (await get('/forgot-password', { 'accept-language': 'es' })).body;
    expect(es).toContain(`<main id="main">${pending}`);
    expect(es).not.toContain(served[0]!.galleryTitleText);
    // With the box's own rules: the frame's were cut to the painted slide's.
    expect(es).toMatch(/<style data-painted-style>[^<]*\.shell-gallery--pending\{min-height:8rem\}/);
    // The kept page follows the served slides: changed, the box; back as built, the slide again.
    const shellDir = path.join(root, 'shell/dist/1.0.0');
    const page = (gallery: string) => cachedLandingPage({ staticRoot: root, shellDir, state: null, urlPath: '/forgot-password', language: 'en', gallery })?.html ?? '';
    expect(page(JSON.stringify(served))).toContain(painted);
    expect(page(JSON.stringify([{ ...served[0], galleryTitleText: 'Changed by the operator' }]))).toContain(pending);
    expect(page(JSON.stringify(served, null, 2))).toContain(painted);
  } finally {
    fs.rmSync(path.join(root, 'shell/dist/1.0.0/prerender/en/forgot-password.html'));
    fs.rmSync(path.join(root, 'shell/dist/1.0.0/prerender/es/forgot-password.html'));
  }
});

/** A rider's frame as the shell writes it (shell/src/app/prerender.tsx): the slot's skeleton is in it already. */
function riderFrame(language: string): string {
  const heading = language === 'es' ? 'Mis tarjetas' : 'My Cards';
  return `<div class="shell shell--signed-in"><nav id="side-menu"><p><strong data-testid="menu-user-name">\u00a0</strong></p></nav><main id="main"><h1>${heading}</h1></main></div>`;
}

describe("a rider's protected page", () => {
  beforeAll(() => {
    for (const language of ['en', 'es']) {
      write(root, `shell/dist/1.0.0/prerender/${language}/rider--cards.html`, riderFrame(language));
      write(root, `shell/dist/1.0.0/prerender/${language}/rider--cards.css`, '.shell-menu{width:15rem}');
    }
  });
  afterAll(() => {
    for (const language of ['en', 'es']) fs.rmSync(path.join(root, `shell/dist/1.0.0/prerender/${language}/rider--cards.html`));
  });

  test('is the rider frame, shown only to a rider\'s session, with the name script at its end and both scripts allowed by hash', async () => {
    const res = await get('/cards', { cookie: 'qcard_lang=es' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<h1>Mis tarjetas</h1>');
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(/<div id="root" data-prerendered="es">/);
    expect(html).toContain('.shell-menu{width:15rem}');
    // Hidden from anyone the head script did not mark as a rider; no visitor's rule hides it from a session.
    expect(html).toContain('html:not(.qc-rider) #root[data-prerendered]>*{visibility:hidden}');
    expect(html).not.toContain('.qc-session #root[data-prerendered]>*{visibility:hidden}');
    expect(html).not.toContain('Sign in');
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toContain('qc-rider');
    // The name script comes after the whole frame, so the frame is parsed before it runs.
    expect(html.indexOf(`<script>${scripts[1]}</script>`)).toBeGreaterThan(html.indexOf('<h1>Mis tarjetas</h1>'));
    expect(scripts[1]).toContain('menu-user-name');
    expect(scripts[1]).toContain('textContent');
    const policy = scriptSrc(String(res.headers['content-security-policy']));
    for (const script of scripts) expect(policy).toContain(`'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`);
    expect(policy.match(/'sha256-/g)).toHaveLength(2);
  });

  test('a path with a parameter is painted at the address its frame was built for, and only there', async () => {
    write(root, 'shell/dist/1.0.0/prerender/en/rider--recharge--default.html', riderFrame('en').replace('My Cards', 'Reload Q Card'));
    try {
      expect((await get('/recharge/default')).body).toContain('<h1>Reload Q Card</h1>');
      expect((await get('/recharge/default/')).body).toContain('<h1>Reload Q Card</h1>');
      for (const url of ['/recharge/other', '/recharge/de%2Efault', '/recharge/a.b']) expect(withoutHints((await get(url)).body)).toBe(INDEX);
    } finally {
      fs.rmSync(path.join(root, 'shell/dist/1.0.0/prerender/en/rider--recharge--default.html'));
    }
  });

  test('a route without a rider frame (a sponsor\'s, one with a parameter, one not built) is the plain shell', async () => {
    for (const url of ['/emp_mgmt', '/recharge/default', '/order']) expect(withoutHints((await get(url)).body)).toBe(INDEX);
  });
});

describe("the cart's painted page", () => {
  const cartFrame = `<div class="shell shell--signed-in"><nav id="side-menu"><p><strong data-testid="menu-user-name">\u00a0</strong></p></nav><main id="main"><div class="shell-remote-skeleton"><div class="shell-remote-skeleton__pending" aria-hidden="true"><header>\u00a0</header></div><template data-cart-mode="edit"><header><h1>Cart</h1></header></template><template data-cart-mode="view"><header><h1>REVIEW AND ORDER</h1></header></template><div class="shell-remote-loading" role="status">Loading…</div></div></main></div>`;
  beforeAll(() => write(root, 'shell/dist/1.0.0/prerender/en/rider--user-cart.html', cartFrame));
  afterAll(() => fs.rmSync(path.join(root, 'shell/dist/1.0.0/prerender/en/rider--user-cart.html')));

  test('carries the cart script after the name script, all three allowed by hash', async () => {
    const res = await get('/user-cart');
    const scripts = inlineScripts(res.body);
    expect(scripts).toHaveLength(3);
    expect(scripts[2]).toBe(cartScript('/api'));
    const policy = scriptSrc(String(res.headers['content-security-policy']));
    for (const script of scripts) expect(policy).toContain(`'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`);
    // Another rider frame has no templates, so no cart script.
    expect(inlineScripts((await get('/cards')).body).some((script) => script.includes('cartItems'))).toBe(false);
  });

  /** Runs the script as the browser would, with the storage, the call and the page as given. */
  async function runCartScript(user: Record<string, unknown> | null, answer: unknown) {
    const calls: Array<{ url: string; init: { headers: Record<string, string>; body: string } }> = [];
    const shown: string[] = [];
    const template = (mode: string) => ({
      content: { cloneNode: () => `header of ${mode}` },
      parentNode: { querySelector: () => ({ replaceWith: (node: string) => shown.push(node) }) },
    });
    const stored: Record<string, string> = user ? { 'qcard.token': 'a-token', 'qcard.user': JSON.stringify(user) } : {};
    const window: Record<string, unknown> = {};
    vm.runInNewContext(cartScript('/api'), {
      window,
      localStorage: { getItem: (key: string) => stored[key] ?? null },
      fetch: (url: string, init: { headers: Record<string, string>; body: string }) => {
        calls.push({ url, init });
        return Promise.resolve({ json: () => Promise.resolve(answer) });
      },
      document: {
        documentElement: { lang: 'es' },
        querySelector: (selector: string) => {
          const mode = /data-cart-mode="(\w+)"/.exec(selector)?.[1];
          return mode ? template(mode) : null;
        },
      },
    });
    const early = window.__qcardEarlyCart as { answer: Promise<unknown>; page?: unknown } | undefined;
    const settled = early ? await early.answer : undefined;
    return { calls, shown, early, settled };
  }

  test("asks for a rider's first cart page with their token in the page's language, and shows the header of the mode it opens in", async () => {
    const withReload = { status: 'SUCCESS', data: { cartItems: [{ type: 'Recharge' }], numberOfRecords: 1 } };
    const run = await runCartScript({ sponsor: false, firstName: 'Riley' }, withReload);
    expect(run.calls).toEqual([{ url: '/api/cart/cartItems', init: expect.objectContaining({ method: 'POST', body: '{"version":1,"pageNo":1}' }) }]);
    expect(run.calls[0]?.init.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer a-token', 'Accept-Language': 'es' });
    expect(run.shown).toEqual(['header of edit']);
    // Left for the shell, which takes it instead of asking again.
    expect(run.settled).toEqual(withReload);
    expect(run.early?.page).toEqual(withReload);
    const subscriptionsOnly = await runCartScript({ sponsor: false }, { status: 'SUCCESS', data: { cartItems: [{ type: 'Subscription' }] } });
    expect(subscriptionsOnly.shown).toEqual(['header of view']);
  });

  test('the mode is the shared rule itself', async () => {
    for (const items of [[], [{ type: 'Recharge' }], [{ type: 'Subscription' }], [{ type: 'Subscription' }, { type: 'Recharge' }]]) {
      const run = await runCartScript({ sponsor: false }, { status: 'SUCCESS', data: { cartItems: items } });
      expect(run.shown).toEqual([`header of ${initialCartMode(false, items)}`]);
    }
  });

  test('nothing for a sponsor or without a session, and nothing shown when the call fails', async () => {
    expect((await runCartScript({ sponsor: true }, null)).calls).toEqual([]);
    expect((await runCartScript(null, null)).calls).toEqual([]);
    const failed = await runCartScript({ sponsor: false }, { status: 'ERROR', msgCode: '464' });
    expect(failed.calls).toHaveLength(1);
    expect(failed.shown).toEqual([]);
    expect(failed.settled).toBeNull();
  });
});

describe("a sponsor's own page", () => {
  const sponsorFrame = (language: string) => riderFrame(language).replace(language === 'es' ? 'Mis tarjetas' : 'My Cards', language === 'es' ? 'Empleados' : 'Employees');
  beforeAll(() => {
    for (const language of ['en', 'es']) {
      write(root, `shell/dist/1.0.0/prerender/${language}/sponsor--emp_mgmt.html`, sponsorFrame(language));
      write(root, `shell/dist/1.0.0/prerender/${language}/sponsor--emp_mgmt.css`, '.shell-menu{width:15rem}');
      // A rider's frame of the same name must never be taken for the sponsor's.
      write(root, `shell/dist/1.0.0/prerender/${language}/rider--emp_mgmt.html`, riderFrame(language));
    }
  });
  afterAll(() => {
    for (const language of ['en', 'es']) {
      for (const name of ['sponsor--emp_mgmt.html', 'sponsor--emp_mgmt.css', 'rider--emp_mgmt.html']) fs.rmSync(path.join(root, `shell/dist/1.0.0/prerender/${language}/${name}`));
    }
  });

  test('is the sponsor frame, shown only to a sponsor\'s session, with the name script and both scripts allowed by hash', async () => {
    const res = await get('/emp_mgmt');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<h1>Employees</h1>');
    expect(html).not.toContain('My Cards');
    expect(html).toContain('html:not(.qc-sponsor) #root[data-prerendered]>*{visibility:hidden}');
    expect(html).not.toContain('html:not(.qc-rider)');
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(2);
    // The head script marks a sponsor's browser (sponsor: true) as it marks a rider's (sponsor: false).
    expect(scripts[0]).toContain("u.sponsor===true)c.add('qc-sponsor')");
    expect(scripts[0]).toContain("u.sponsor===false)c.add('qc-rider')");
    expect(scripts[1]).toContain('menu-user-name');
    const policy = scriptSrc(String(res.headers['content-security-policy']));
    for (const script of scripts) expect(policy).toContain(`'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`);
    expect((await get('/emp_mgmt', { cookie: 'qcard_lang=es' })).body).toContain('<h1>Empleados</h1>');
  });

  test('a sponsor\'s page without its frame built is the plain shell', async () => {
    expect(withoutHints((await get('/company_mgmt')).body)).toBe(INDEX);
  });
});

test('protected and unknown routes, and a shell without frames, get the plain shell', async () => {
  for (const url of ['/account', '/cards', '/no-such-page']) {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(withoutHints(res.body)).toBe(INDEX);
    expect(res.body).not.toContain('Sign in');
  }
  fs.renameSync(path.join(root, 'shell/dist/1.0.0/prerender'), path.join(root, 'shell/dist/1.0.0/prerender.off'));
  try {
    expect(withoutHints((await get('/')).body)).toBe(INDEX);
  } finally {
    fs.renameSync(path.join(root, 'shell/dist/1.0.0/prerender.off'), path.join(root, 'shell/dist/1.0.0/prerender'));
  }
});

test('the landing page is compressed like the other files', async () => {
  const res = await get('/', { 'accept-encoding': 'br' });
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength((await get('/')).body));
});
