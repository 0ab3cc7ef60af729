// The page names its remote's manifest, entry script and routes module's first files as preload
// hints (api/src/platform/static/preload-hints.ts), and the shell's build names the files its bootstrap
// imports, so they download beside the shell's script. A hint the page does not use,
// or uses through another request (a crossorigin mismatch), costs a second download and a
// console warning: each hinted URL must be requested exactly once, with no such warning.
import { expect, test, type Page } from '@playwright/test';
import { deployedRemotes } from '../support/portal';
import { PATRON, signInAs } from '../support/session';

/** Every request of the page and every console message, from now on. */
function watch(page: Page): { requests: string[]; messages: string[] } {
  const seen = { requests: [] as string[], messages: [] as string[] };
  page.on('request', (r) => seen.requests.push(r.url()));
  page.on('console', (m) => seen.messages.push(m.text()));
  return seen;
}

async function hints(page: Page): Promise<Array<{ href: string; as: string | null }>> {
  return page
    .locator('head link[rel="preload"]')
    .evaluateAll((links) =>
      links.map((l) => ({ href: (l as HTMLLinkElement).href, as: l.getAttribute('as') })),
    );
}

/** Chromium warns a few seconds after the load event about preloads nobody used. */
async function pastUnusedPreloadWarning(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(4_000);
}

async function expectEachUsedOnce(
  page: Page,
  remote: string,
  seen: { requests: string[]; messages: string[] },
): Promise<void> {
  const all = await hints(page);
  // The shell's build hints the files its bootstrap imports (shell/rsbuild.config.ts, performance.preload).
  const shellHints = all
    .filter((h) => !h.href.includes('/apps/'))
    .map((h) => new URL(h.href).pathname.replace(/\.[0-9a-f]+\.js$/, ''));
  expect(shellHints.sort()).toEqual([
    '/static/js/async/lib-shell',
    '/static/js/async/qcard-shared',
    '/static/js/async/shell-app',
  ]);
  const hinted = all.filter((h) => h.href.includes('/apps/'));
  const manifest = new URL(deployedRemotes()[remote] ?? 'missing', page.url()).href;
  // The manifest, the entry script, then the routes module's first scripts and styles.
  expect(hinted.map((h) => h.as).slice(0, 3)).toEqual(['fetch', 'script', 'script']);
  expect(hinted[0]?.href).toBe(manifest);
  expect(hinted[1]?.href).toMatch(
    new RegExp(
      `^${manifest.replace(/mf-manifest\.json$/, '')}static/js/${remote}\\.[0-9a-f]+\\.js$`,
    ),
  );
  // The routes module's scripts come in the manifest's order (its shared chunks may come first).
  expect(
    hinted.slice(2).some((h) => /\/__federation_expose_routes\.[0-9a-f]+\.js$/.test(h.href)),
  ).toBe(true);
  for (const { href } of all)
    expect({ href, requests: seen.requests.filter((u) => u === href).length }).toEqual({
      href,
      requests: 1,
    });
  expect(seen.messages.filter((m) => /preload/i.test(m))).toEqual([]);
}

test('the landing page preloads mfe-auth: each hint fetched once and used', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Sign in' })).toBeVisible();
  await pastUnusedPreloadWarning(page);
  await expectEachUsedOnce(page, 'mfe_auth', seen);
});

test("a signed-in rider's My Cards preloads mfe-cards: each hint fetched once and used", async ({
  page,
}) => {
  await signInAs(page, PATRON, '/forgot-password');
  const seen = watch(page);
  await page.goto('/cards');
  await expect(page.locator('[data-remote="mfe_cards"]')).toBeVisible();
  await pastUnusedPreloadWarning(page);
  await expectEachUsedOnce(page, 'mfe_cards', seen);
});

// V8's compile hint (build/compile-hints.ts) heads the scripts that run as a page starts: the
// shell's entry and bootstrap files, and the remote's entry and routes module, so V8 compiles them
// off the main thread while they download.
test('the scripts a signed-in page starts with carry the compile hint; the page still works', async ({
  page,
}) => {
  await signInAs(page, PATRON, '/forgot-password');
  // The URLs the page fetched; their bodies are read again afterwards (a response's own body can
  // be gone from the browser's buffer by the time the test asks for it).
  const scripts = new Map<string, string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.set(new URL(r.url()).pathname, r.url());
  });
  await page.goto('/cards');
  await expect(page.locator('[data-remote="mfe_cards"]')).toBeVisible();
  await page.waitForLoadState('load');
  const named = (pattern: RegExp) => [...scripts.keys()].filter((p) => pattern.test(p));
  const startup = [
    ...named(/^\/static\/js\/index\.[0-9a-f]+\.js$/),
    ...named(/\/static\/js\/async\/(shell-app|lib-shell|qcard-shared)\.[0-9a-f]+\.js$/),
    ...named(/\/apps\/mfe-cards\/.*\/(mfe_cards|__federation_expose_routes)\.[0-9a-f]+\.js$/),
  ];
  expect(startup).toHaveLength(6);
  for (const path of startup) {
    const body = await (await page.request.get(scripts.get(path)!)).text();
    expect({ path, head: body.split('\n', 1)[0] }).toEqual({
      path,
      head: '//# allFunctionsCalledOnLoad',
    });
  }
  // A page's own chunks are not all run at start: no hint there.
  const others = [...scripts.keys()].filter((p) => !startup.includes(p) && !/lib-forms/.test(p));
  expect(others.length).toBeGreaterThan(0);
});
