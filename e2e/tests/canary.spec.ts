// Canaries of mfe-cards as riders meet them (docs/operations.md, "Canary a remote"):
//  A. a version whose My Cards page throws when it mounts, canaried at 50 %: about half of 20
//     fresh browsers see the fallback with Retry, the rest My Cards; their reports reach /metrics
//     and the API aborts the canary on its own; from the next navigation every browser has My
//     Cards again, and the history names the abort.
//  B. a healthy version at 30 %: each browser keeps its side over navigations and a reload; once
//     promoted, every browser is on it.
// Runs on a portal of its own (project "portal-wide"), one journey at a time, because it
// changes what every page gets.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { buildRemoteCopy, type SourceChange } from '../support/remote-copy-build';
import { ROOT, deployState, deployedRemotes, remotesFile } from '../support/portal';
import { PATRON, signInAs } from '../support/session';

const BROKEN = '1.1.0-canary-broken-e2e';
const HEALTHY = '1.1.0-canary-healthy-e2e';
const distOf = (version: string) => path.join(ROOT, 'mfe-cards', 'dist', version);

test.describe.configure({ mode: 'serial' });

function remotes(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts/remotes.mjs'), ...args], {
    env: { ...process.env, REMOTES_FILE: remotesFile() },
    encoding: 'utf8',
  });
}

const versionIn = (entry: string | undefined) =>
  /\/([^/]+)\/mf-manifest\.json$/.exec(entry ?? '')?.[1];
const canaryOf = () =>
  (
    deployState().$deploy as
      { canaries?: Record<string, { version: string; percent: number }> } | undefined
  )?.canaries?.['mfe-cards'];

/** Builds mfe-cards at `version` from a copy of its sources with `patch` applied to the copy. */
function buildCards(version: string, patch?: SourceChange): void {
  buildRemoteCopy('mfe-cards', version, { remote: patch ? [patch] : [] });
}

const THROWS_ON_MOUNT = {
  file: 'src/features/cards/components/my-cards-page.tsx',
  edit: (text: string) =>
    // White space as the formatter leaves it may vary: match the title attribute, not the layout.
    text.replace(
      /<PageHeader\s+title=\{t\('myCards\.title'\)\}/,
      "<PageHeader title={(() => { throw new Error('canary journey: this build fails to render'); })()}",
    ),
};

/** Loads of mfe-cards of one version by outcome, as /metrics counts them. */
async function loadsIn(page: Page, version: string): Promise<Record<string, number>> {
  const text = await (await page.request.get('/metrics')).text();
  const prefix = `qcard_remote_loads_total{app="mfe-cards",version="${version}",outcome="`;
  const out: Record<string, number> = {};
  for (const line of text.split('\n').filter((l) => l.startsWith(prefix)))
    out[line.slice(prefix.length).split('"')[0] as string] = Number(line.split(' ').at(-1));
  return out;
}
const total = (loads: Record<string, number>) => Object.values(loads).reduce((a, b) => a + b, 0);
const failed = (loads: Record<string, number>) => total(loads) - (loads.loaded ?? 0);

/**
 * Waits for what a page on /cards settles on: the remote's fallback with Retry for a browser served
 * the broken version, else the My Cards page mounted from the version it was served.
 */
async function expectCardsSide(
  page: Page,
  served: string | undefined,
): Promise<'my-cards' | 'fallback'> {
  const fallback = page.locator('[data-remote-fallback="mfe_cards"]');
  if (served === BROKEN) {
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    return 'fallback';
  }
  await expect(page.getByRole('heading', { level: 1, name: 'My Cards' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await cardsVersion(page)).toBe(served);
  await expect(fallback).toHaveCount(0);
  return 'my-cards';
}

async function cardsVersion(page: Page): Promise<string> {
  const slot = page.locator('[data-remote="mfe_cards"][data-remote-version]').first();
  await expect(slot).toBeVisible({ timeout: 20_000 });
  return (await slot.getAttribute('data-remote-version')) ?? '';
}

/** The mfe-cards version of the last /remotes.json this page was given (the one it loaded from). */
const loadedFrom = new WeakMap<Page, string | undefined>();

let contexts: BrowserContext[] = [];
async function freshRider(browser: Browser, baseURL: string, cohort?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  contexts.push(context);
  if (cohort) await context.addCookies([{ name: 'qcard_cohort', value: cohort, url: baseURL }]);
  const page = await context.newPage();
  page.on('response', (res) => {
    if (new URL(res.url()).pathname !== '/remotes.json' || !res.ok()) return;
    void res.json().then(
      (body: Record<string, string>) => loadedFrom.set(page, versionIn(body.mfe_cards)),
      () => undefined,
    );
  });
  await signInAs(page, PATRON, '/cards');
  return page;
}

/** `count` fresh riders on /cards, signed in a few at a time so their pages load close together. */
async function freshRiders(browser: Browser, baseURL: string, count: number): Promise<Page[]> {
  const pages: Page[] = [];
  while (pages.length < count)
    pages.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(5, count - pages.length) }, () =>
          freshRider(browser, baseURL),
        ),
      )),
    );
  return pages;
}

let deployed = '';
/** The deploy state as the journey found it: the rollout journey starts from the first deploy's. */
let stateBefore = '';
test.beforeAll(() => {
  stateBefore = fs.readFileSync(remotesFile(), 'utf8');
  deployed = versionIn(deployedRemotes().mfe_cards) ?? '';
  expect(deployed).not.toBe('');
});

test.afterEach(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

test.afterAll(() => {
  // Leave the run as it found it, even after a failure half-way.
  if (canaryOf()) remotes('abort', 'mfe-cards');
  if (versionIn(deployedRemotes().mfe_cards) !== deployed) remotes('switch', 'mfe-cards', deployed);
  fs.writeFileSync(remotesFile(), stateBefore);
  for (const version of [BROKEN, HEALTHY])
    fs.rmSync(distOf(version), { recursive: true, force: true });
});

test('A: a canary that throws on mount is seen by about half, reported, and aborted by the API on its own', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(720_000);
  buildCards(BROKEN, THROWS_ON_MOUNT);
  expect(remotes('canary', 'mfe-cards', BROKEN, '--percent', '50', '--url', baseURL!)).toContain(
    `canary ${BROKEN} for 50% of browsers`,
  );

  const pages = await freshRiders(browser, baseURL!, 20);
  const sides = { 'my-cards': 0, fallback: 0 };
  for (const page of pages) {
    // Each page shows what the version its cohort was given does.
    await expect.poll(() => loadedFrom.get(page)).toBeTruthy();
    const served = loadedFrom.get(page);
    expect([BROKEN, deployed]).toContain(served);
    sides[await expectCardsSide(page, served)] += 1;
  }
  // 50 % of 20 fresh browsers: both sides well represented (fewer than 3 on a side: p < 0.001).
  expect(sides.fallback).toBeGreaterThanOrEqual(3);
  expect(sides['my-cards']).toBeGreaterThanOrEqual(3);

  // Their reports reach the API (each page sends within 15 s): with the journey's settings
  // (playwright.config.ts: 5 loads, a look every 2 s) the API aborts the canary on its own.
  await expect.poll(() => canaryOf() ?? null, { timeout: 60_000, intervals: [1000] }).toBeNull();
  // /metrics has the loads by version and outcome: the canary's past the 25 % ceiling, with the
  // fallbacks' render errors among them; the deployed version's loaded.
  const probe = pages[0] as Page;
  const canaryLoads = await loadsIn(probe, BROKEN);
  expect(total(canaryLoads)).toBeGreaterThanOrEqual(5);
  expect(failed(canaryLoads) / total(canaryLoads)).toBeGreaterThanOrEqual(0.25);
  expect(canaryLoads['render-error']).toBeGreaterThanOrEqual(1);
  // The abort needs only the canary's reports: the deployed side's may still be on their way.
  await expect
    .poll(async () => (await loadsIn(probe, deployed)).loaded ?? 0, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  const last = deployState().$deploy?.history.at(-1) as {
    app: string;
    from: string;
    to: string;
    by: string;
  };
  expect(last).toMatchObject({ app: 'mfe-cards', from: BROKEN, to: deployed });
  expect(last.by).toMatch(
    new RegExp(
      `^canary aborted automatically: ${BROKEN.replace(/\./g, '\\.')} failed \\d+ of \\d+ loads \\([\\d.]+%\\) vs ${deployed.replace(/\./g, '\\.')} failed \\d+ of \\d+ loads`,
    ),
  );
  expect(remotes('list')).toContain(`mfe-cards: canary ${BROKEN} canary aborted automatically`);

  // Every browser has My Cards again from its next navigation (one at a time: twenty pages loading
  // at once on a small machine time out on their own, canary or not).
  for (const page of pages) {
    await page.goto('/cards');
    expect(await expectCardsSide(page, deployed)).toBe('my-cards');
  }
});

/** A cohort id the server puts in (or out of) a canary of `percent` for mfe-cards (canary.ts's rule). */
function cohortId(inCanary: boolean, percent: number, seed: number): string {
  for (let n = seed; ; n += 1) {
    const id = `canary-journey-${n}-xxxxxxxx`;
    const bucket =
      crypto.createHash('sha256').update(`mfe-cards\u0000${id}`).digest().readUInt32BE(0) % 10_000;
    if (bucket < percent * 100 === inCanary) return id;
  }
}

test('B: a healthy canary at 30 %: each browser keeps its side over navigations and a reload; promoted, everyone is on it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(720_000);
  buildCards(HEALTHY);
  remotes('canary', 'mfe-cards', HEALTHY, '--percent', '30', '--url', baseURL!);

  // Three browsers the cohort rule puts in the canary, three it leaves out, and two fresh ones.
  const cohorts: Array<string | undefined> = [true, true, true, false, false, false].map(
    (inside, i) => cohortId(inside, 30, i * 1000),
  );
  const expected = [HEALTHY, HEALTHY, HEALTHY, deployed, deployed, deployed, null, null];
  const pages: Page[] = [];
  for (let i = 0; i < expected.length; i += 1)
    pages.push(await freshRider(browser, baseURL!, cohorts[i]));
  const riders = pages.map((page, i) => ({ page, expected: expected[i] ?? null }));

  for (const rider of riders) {
    const first = await cardsVersion(rider.page);
    expect([HEALTHY, deployed]).toContain(first);
    if (rider.expected) expect(first).toBe(rider.expected);
    for (const route of ['/account', '/cards', '/account', '/cards', '/cards']) {
      await rider.page.goto(route);
      if (route === '/cards') expect(await cardsVersion(rider.page)).toBe(first);
    }
    await rider.page.reload();
    expect(await cardsVersion(rider.page)).toBe(first);
  }

  expect(remotes('promote', 'mfe-cards', '--url', baseURL!)).toContain(
    `promoted canary ${HEALTHY} (was 30%)`,
  );
  for (const rider of riders) {
    await rider.page.goto('/cards');
    expect(await expectCardsSide(rider.page, HEALTHY)).toBe('my-cards');
  }
});
