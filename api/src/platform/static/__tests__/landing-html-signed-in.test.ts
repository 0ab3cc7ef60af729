// The landing HTML of a signed-in page (docs/performance.md, "Landing HTML"): the rider's or the
// sponsor's painted frame, only for their session, with the scripts it carries allowed by hash;
// the plain shell for any other caller or a frame not built.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { TestApp } from '../../../test-support/create-test-app';
import { write } from './deploy-fixture';
import { cartScript } from '../landing-html';
import { initialCartMode } from '@qcard/contracts/cart-mode';
import {
  INDEX,
  getPage,
  inlineScripts,
  scriptSrc,
  startLanding,
  stopLanding,
  withoutHints,
} from './landing-html-fixtures';

// The built tree: each describe below writes the signed-in frames it needs into it.
let root: string;
let t: TestApp;

beforeAll(async () => {
  ({ root, t } = await startLanding());
});
afterAll(() => stopLanding({ root, t }));

const get = (url: string, headers?: Record<string, string>) => getPage(t, url, headers);

/** A rider's frame as the shell writes it (shell/src/app/prerender.tsx): the slot's skeleton is in it already. */
function riderFrame(language: string): string {
  const heading = language === 'es' ? 'Mis tarjetas' : 'My Cards';
  return `<div class="shell shell--signed-in"><nav id="side-menu"><p><strong data-testid="menu-user-name">\u00a0</strong></p></nav><main id="main"><h1>${heading}</h1></main></div>`;
}

describe("a rider's protected page", () => {
  beforeAll(() => {
    for (const language of ['en', 'es']) {
      write(root, `shell/dist/1.0.0/prerender/${language}/rider--cards.html`, riderFrame(language));
      write(
        root,
        `shell/dist/1.0.0/prerender/${language}/rider--cards.css`,
        '.shell-menu{width:15rem}',
      );
    }
  });
  afterAll(() => {
    for (const language of ['en', 'es'])
      fs.rmSync(path.join(root, `shell/dist/1.0.0/prerender/${language}/rider--cards.html`));
  });

  test("is the rider frame, shown only to a rider's session and hydrated there, with the name script after it and both scripts allowed by hash", async () => {
    const res = await get('/cards', { cookie: 'qcard_lang=es' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<h1>Mis tarjetas</h1>');
    expect(html).toContain('<html lang="es"');
    // The shell hydrates it in a rider's browser, the name written first (as the menu renders it).
    expect(html).toMatch(/<div id="root" data-prerendered="es" data-painted-frame="rider">/);
    expect(html).toContain('.shell-menu{width:15rem}');
    // Hidden from anyone the head script did not mark as a rider; no visitor's rule hides it from a session.
    expect(html).toContain('html:not(.qc-rider) #root[data-prerendered]>*{visibility:hidden}');
    expect(html).not.toContain('.qc-session #root[data-prerendered]>*{visibility:hidden}');
    expect(html).not.toContain('Sign in');
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toContain('qc-rider');
    // The name script comes after the whole frame (outside #root, which React hydrates), so the
    // frame is parsed before it runs.
    expect(html).toContain(`</div><script>${scripts[1]}</script>`);
    expect(html.indexOf(`<script>${scripts[1]}</script>`)).toBeGreaterThan(
      html.indexOf('<h1>Mis tarjetas</h1>'),
    );
    expect(scripts[1]).toContain('menu-user-name');
    expect(scripts[1]).toContain('textContent');
    const policy = scriptSrc(String(res.headers['content-security-policy']));
    for (const script of scripts)
      expect(policy).toContain(
        `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`,
      );
    expect(policy.match(/'sha256-/g)).toHaveLength(2);
  });

  test('a path with a parameter is painted at the address its frame was built for, and only there', async () => {
    write(
      root,
      'shell/dist/1.0.0/prerender/en/rider--recharge--default.html',
      riderFrame('en').replace('My Cards', 'Reload Q Card'),
    );
    try {
      expect((await get('/recharge/default')).body).toContain('<h1>Reload Q Card</h1>');
      expect((await get('/recharge/default/')).body).toContain('<h1>Reload Q Card</h1>');
      for (const url of ['/recharge/other', '/recharge/de%2Efault', '/recharge/a.b'])
        expect(withoutHints((await get(url)).body)).toBe(INDEX);
    } finally {
      fs.rmSync(path.join(root, 'shell/dist/1.0.0/prerender/en/rider--recharge--default.html'));
    }
  });

  test("a route without a rider frame (a sponsor's, one with a parameter, one not built) is the plain shell", async () => {
    for (const url of ['/emp_mgmt', '/recharge/default', '/order'])
      expect(withoutHints((await get(url)).body)).toBe(INDEX);
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
    // Its header is the early call's to show: the shell renders this frame afresh, not hydrated.
    expect(res.body).toMatch(/<div id="root" data-prerendered="en">/);
    const policy = scriptSrc(String(res.headers['content-security-policy']));
    for (const script of scripts)
      expect(policy).toContain(
        `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`,
      );
    // Another rider frame has no templates, so no cart script.
    expect(
      inlineScripts((await get('/cards')).body).some((script) => script.includes('cartItems')),
    ).toBe(false);
  });

  /** Runs the script as the browser would, with the storage, the call and the page as given. */
  async function runCartScript(user: Record<string, unknown> | null, answer: unknown) {
    const calls: Array<{ url: string; init: { headers: Record<string, string>; body: string } }> =
      [];
    const shown: string[] = [];
    const template = (mode: string) => ({
      content: { cloneNode: () => `header of ${mode}` },
      parentNode: { querySelector: () => ({ replaceWith: (node: string) => shown.push(node) }) },
    });
    const stored: Record<string, string> = user
      ? { 'qcard.token': 'a-token', 'qcard.user': JSON.stringify(user) }
      : {};
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
    const early = window.__qcardEarlyCart as
      { answer: Promise<unknown>; page?: unknown } | undefined;
    const settled = early ? await early.answer : undefined;
    return { calls, shown, early, settled };
  }

  test("asks for a rider's first cart page with their token in the page's language, and shows the header of the mode it opens in", async () => {
    const withReload = {
      status: 'SUCCESS',
      data: { cartItems: [{ type: 'Recharge' }], numberOfRecords: 1 },
    };
    const run = await runCartScript({ sponsor: false, firstName: 'Riley' }, withReload);
    expect(run.calls).toEqual([
      {
        url: '/api/cart/cartItems',
        init: expect.objectContaining({ method: 'POST', body: '{"version":1,"pageNo":1}' }),
      },
    ]);
    expect(run.calls[0]?.init.headers).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer a-token',
      'Accept-Language': 'es',
    });
    expect(run.shown).toEqual(['header of edit']);
    // Left for the shell, which takes it instead of asking again.
    expect(run.settled).toEqual(withReload);
    expect(run.early?.page).toEqual(withReload);
    const subscriptionsOnly = await runCartScript(
      { sponsor: false },
      { status: 'SUCCESS', data: { cartItems: [{ type: 'Subscription' }] } },
    );
    expect(subscriptionsOnly.shown).toEqual(['header of view']);
  });

  test('the mode is the shared rule itself', async () => {
    for (const items of [
      [],
      [{ type: 'Recharge' }],
      [{ type: 'Subscription' }],
      [{ type: 'Subscription' }, { type: 'Recharge' }],
    ]) {
      const run = await runCartScript(
        { sponsor: false },
        { status: 'SUCCESS', data: { cartItems: items } },
      );
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
  const sponsorFrame = (language: string) =>
    riderFrame(language).replace(
      language === 'es' ? 'Mis tarjetas' : 'My Cards',
      language === 'es' ? 'Empleados' : 'Employees',
    );
  beforeAll(() => {
    for (const language of ['en', 'es']) {
      write(
        root,
        `shell/dist/1.0.0/prerender/${language}/sponsor--emp_mgmt.html`,
        sponsorFrame(language),
      );
      write(
        root,
        `shell/dist/1.0.0/prerender/${language}/sponsor--emp_mgmt.css`,
        '.shell-menu{width:15rem}',
      );
      // A rider's frame of the same name must never be taken for the sponsor's.
      write(
        root,
        `shell/dist/1.0.0/prerender/${language}/rider--emp_mgmt.html`,
        riderFrame(language),
      );
    }
  });
  afterAll(() => {
    for (const language of ['en', 'es']) {
      for (const name of [
        'sponsor--emp_mgmt.html',
        'sponsor--emp_mgmt.css',
        'rider--emp_mgmt.html',
      ])
        fs.rmSync(path.join(root, `shell/dist/1.0.0/prerender/${language}/${name}`));
    }
  });

  test("is the sponsor frame, shown only to a sponsor's session, with the name script and both scripts allowed by hash", async () => {
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
    for (const script of scripts)
      expect(policy).toContain(
        `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`,
      );
    expect((await get('/emp_mgmt', { cookie: 'qcard_lang=es' })).body).toContain(
      '<h1>Empleados</h1>',
    );
  });

  test("a sponsor's page without its frame built is the plain shell", async () => {
    expect(withoutHints((await get('/company_mgmt')).body)).toBe(INDEX);
  });
});
