// Per route, as a rider's phone would load it (empty cache, 4x CPU slowdown): largest contentful
// paint (mean of the middle half of 9 loads), cumulative layout shift (worst of the 9), the
// JavaScript (gzip bodies and files), every byte transferred on the wire, and the react-dom fetch
// count; each next to its budget (docs/performance.md: LCP ≤ 1.0 s on the five signed-in pages, CLS ≤ 0.02
// on every page; the landing page's JavaScript budget is start-and-landing's). Then the time from login to the
// My Cards tiles.
// Alone: node bench/run.mjs --only page-metrics
import zlib from 'node:zlib';
import {
  apiCall,
  apiLogin,
  interquartileMean,
  launch,
  median,
  signedInPage,
  startPortal,
} from './portal-server.mjs';

export const title =
  'Pages: LCP and CLS (4x CPU slowdown), JavaScript and bytes on the wire, login to My Cards';

const REACT_DOM_CLIENT_MARK = 'rendererPackageName:"react-dom"';
// Nine loads a page: one load's LCP on this machine lands anywhere in a 150 ms band (a paint
// before or after a script's task), and the median of five moved by up to 40 % between two runs
// of the same code; of nine, taken in rounds over all pages so a busy moment touches every page
// once instead of one page five times, and averaged over the middle half instead of the middle
// one, it moves much less (docs/performance.md, "Reproducible page figures").
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 9);
export const LCP_BUDGET_MS = 1000;
export const CLS_BUDGET = 0.02;

export const PATRON = { email: 'rider@example.com', password: 'Rider#2026' };
export const SPONSOR = { email: 'sponsor@example.com', password: 'Sponsor#2026' };

/** The public pages a visitor can open directly (SPEC section 2), and the budgeted signed-in ones. */
export const PUBLIC_PAGES = ['/', '/forgot-password', '/unreg-recharge', '/user-feedback'];
export const SIGNED_IN_PAGES = [
  { path: '/cards', account: PATRON },
  { path: '/user-cart', account: PATRON },
  { path: '/order', account: PATRON },
  { path: '/subscribe/default', account: PATRON },
  { path: '/emp_mgmt', account: SPONSOR },
];

/**
 * Cumulative layout shift as web-vitals counts it: shifts without recent input, grouped in
 * session windows (a gap under 1 s, at most 5 s long); the page's CLS is its largest window.
 * Runs in the page.
 */
function layoutShiftInPage() {
  return new Promise((resolve) => {
    let worst = 0;
    let current = 0;
    let first = 0;
    let last = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        if (current && e.startTime - last < 1000 && e.startTime - first < 5000) current += e.value;
        else {
          current = e.value;
          first = e.startTime;
        }
        last = e.startTime;
        worst = Math.max(worst, current);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Late shifts (a font, an image, a banner) come after the load: wait a moment for them.
    setTimeout(() => resolve(worst), 1000);
  });
}

function lcpInPage() {
  return new Promise((resolve) => {
    let last = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) last = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(last), 500);
  });
}

async function measure(browser, url, path, account) {
  // A fresh login per load: the portal rotates its token when a protected page loads.
  const session = account ? await apiLogin(url, account.email, account.password) : null;
  const page = session
    ? await signedInPage(browser, url, session)
    : await (await browser.newContext()).newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Every response's bytes on the wire (headers and compressed body), as the network panel counts them.
  let wireBytes = 0;
  cdp.on('Network.loadingFinished', (e) => {
    wireBytes += e.encodedDataLength;
  });
  let reactDom = 0;
  const pending = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res
        .body()
        .then((body) => {
          if (body.toString('utf8').includes(REACT_DOM_CLIENT_MARK)) reactDom += 1;
          return zlib.gzipSync(body, { level: 9 }).length;
        })
        .catch(() => null),
    );
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  await page.locator('[data-remote] h1, [data-remote] h2').first().waitFor({ timeout: 30_000 });
  const [lcp, cls] = await Promise.all([
    page.evaluate(lcpInPage),
    page.evaluate(layoutShiftInPage),
  ]);
  // The budget's unit: gzip of each script body (the wire count also holds response headers).
  const gzipSizes = (await Promise.all(pending)).filter((n) => n !== null);
  await page.context().close();
  return {
    lcp,
    cls,
    jsBytes: gzipSizes.reduce((a, b) => a + b, 0),
    jsFiles: gzipSizes.length,
    wireBytes,
    reactDom,
  };
}

const kb = (bytes) => bytes / 1024;

function pageRows(path, runs, lcpBudgeted) {
  const lcp = Math.round(interquartileMean(runs.map((r) => r.lcp)));
  const cls = Math.max(...runs.map((r) => r.cls));
  const js = median(runs.map((r) => r.jsBytes));
  const files = median(runs.map((r) => r.jsFiles));
  const wire = median(runs.map((r) => r.wireBytes));
  const reactDom = Math.max(...runs.map((r) => r.reactDom));
  return [
    {
      key: `${path} largest contentful paint`,
      metric: `${path} largest contentful paint, 4x CPU slowdown (mean of the middle half of ${runs.length} loads, from ${Math.round(Math.min(...runs.map((r) => r.lcp)))} to ${Math.round(Math.max(...runs.map((r) => r.lcp)))} ms)`,
      value: `${lcp} ms`,
      figure: lcp,
      samples: runs.map((r) => Math.round(r.lcp)),
      ...(lcpBudgeted
        ? { budget: `≤ ${LCP_BUDGET_MS} ms`, ok: lcp <= LCP_BUDGET_MS, budgetId: 'lcp' }
        : {}),
    },
    {
      key: `${path} cumulative layout shift`,
      metric: `${path} cumulative layout shift, 4x CPU slowdown (largest session window, worst of ${runs.length})`,
      value: cls.toFixed(3),
      figure: Math.round(cls * 1000) / 1000,
      budget: `≤ ${CLS_BUDGET}`,
      ok: cls <= CLS_BUDGET,
      budgetId: 'cls',
    },
    {
      key: `${path} JavaScript`,
      metric: `${path} JavaScript (gzip level 9 bodies, files)`,
      value: `${kb(js).toFixed(1)} KB in ${files} files`,
      figure: Math.round(kb(js) * 10) / 10,
    },
    {
      key: `${path} bytes on the wire`,
      metric: `${path} transferred on the wire, every response (CDP encodedDataLength)`,
      value: `${kb(wire).toFixed(1)} KB`,
      figure: Math.round(kb(wire) * 10) / 10,
    },
    {
      key: `${path} react-dom fetches`,
      metric: `${path} react-dom fetches`,
      value: String(reactDom),
      budget: '1',
      ok: reactDom === 1,
    },
  ];
}

export async function probe({ root }) {
  const portal = await startPortal(root);
  const browser = await launch(root);
  const rows = [];
  try {
    const pages = [...PUBLIC_PAGES.map((path) => ({ path, account: null })), ...SIGNED_IN_PAGES];
    const runs = pages.map(() => []);
    for (let round = 0; round < RUNS; round++) {
      for (const [i, { path, account }] of pages.entries())
        runs[i].push(await measure(browser, portal.url, path, account));
    }
    for (const [i, { path, account }] of pages.entries())
      rows.push(...pageRows(path, runs[i], account !== null));
    rows.push(...(await loginToMyCards(browser, portal.url)));
  } finally {
    await browser.close();
    await portal.stop();
  }
  return rows;
}

/**
 * Login to the My Cards tiles, as a rider does it: sign in through the login panel (the captcha
 * solved by its widget), land on Account Settings, then open My Cards from the menu; timed inside
 * the page from the click to the last tile in the DOM. For comparison, a cold load of /cards with
 * a stored session (empty browser cache).
 */
async function loginToMyCards(browser, url) {
  const patron = await apiLogin(url, PATRON.email, PATRON.password);
  const patronCardCount = ((await apiCall(url, patron.token, '/card')).data ?? []).length;
  const afterLogin = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/`);
    const panel = page.getByRole('region', { name: 'Sign in' });
    await panel.getByLabel(/Username/).fill(PATRON.email);
    await panel.getByLabel('Password', { exact: true }).fill(PATRON.password);
    await panel.locator('altcha-widget').getByText("I'm not a robot").click();
    await panel
      .getByTestId('captcha')
      .and(page.locator('[data-state="verified"]'))
      .waitFor({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/account$/, { timeout: 30_000 });
    const link = await page.getByRole('link', { name: 'My Cards' }).first().elementHandle();
    afterLogin.push(
      await page.evaluate(
        ([anchor, n]) =>
          new Promise((resolve) => {
            const t0 = performance.now();
            const done = () => document.querySelectorAll('[data-testid^="card-tile-"]').length >= n;
            const observer = new MutationObserver(() => {
              if (!done()) return;
              observer.disconnect();
              resolve(performance.now() - t0);
            });
            observer.observe(document.body, { subtree: true, childList: true });
            anchor.click();
          }),
        [link, patronCardCount],
      ),
    );
    await context.close();
  }
  const m = Math.round(median(afterLogin));
  const cold = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await signedInPage(
      browser,
      url,
      await apiLogin(url, PATRON.email, PATRON.password),
    );
    const started = Date.now();
    await page.goto(`${url}/cards`);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid^="card-tile-"]').length >= n,
      patronCardCount,
      { timeout: 30_000 },
    );
    cold.push(Date.now() - started);
    await page.context().close();
  }
  return [
    {
      key: '/cards: all tiles rendered after login, from the menu click',
      metric: `/cards: all ${patronCardCount} tiles rendered after login, from the menu click (median of ${RUNS}, no throttling)`,
      value: `${m} ms`,
      budget: '≤ 1000 ms',
      ok: m <= 1000,
    },
    {
      key: '/cards: cold page load with a stored session to all tiles',
      metric: `/cards: cold page load with a stored session (empty cache) to all tiles (median of ${RUNS})`,
      value: `${Math.round(median(cold))} ms`,
    },
  ];
}
