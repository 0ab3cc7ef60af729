// Per-route JavaScript (gzip on the wire), react-dom fetch count, and largest contentful paint
// with 4x CPU slowdown (median of 5), plus the time from login to the My Cards tiles.
import { apiCall, apiLogin, launch, median, signedInPage, startPortal } from './portal-server.mjs';

export const title = 'Pages: JavaScript, LCP (4x CPU slowdown), login to My Cards';

const REACT_DOM_CLIENT_MARK = 'rendererPackageName:"react-dom"';
const RUNS = 5;

async function measure(browser, url, path, needsLogin) {
  // A fresh login per page: the portal rotates its token when a protected page loads.
  const session = needsLogin ? await apiLogin(url, 'rider@example.com', 'Rider#2026') : null;
  const page = session ? await signedInPage(browser, url, session) : await (await browser.newContext()).newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Map();
  let reactDom = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, 0);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) scripts.set(e.requestId, e.encodedDataLength);
  });
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script' && (await res.text().catch(() => '')).includes(REACT_DOM_CLIENT_MARK)) reactDom += 1;
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  await page.locator('[data-remote] h1, [data-remote] h2').first().waitFor({ timeout: 30_000 });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) last = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 500);
      }),
  );
  const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  await page.context().close();
  return { lcp, bytes, reactDom };
}

export async function probe({ root }) {
  const portal = await startPortal(root);
  const browser = await launch(root);
  const rows = [];
  try {
    const patron = await apiLogin(portal.url, 'rider@example.com', 'Rider#2026');
    for (const [path, needsLogin] of [['/', false], ['/cards', true], ['/user-cart', true], ['/order', true]]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, portal.url, path, needsLogin));
      const kb = runs[0].bytes / 1024;
      rows.push({ metric: `${path} JavaScript transferred (gzip)`, value: `${kb.toFixed(1)} KB`, budget: path === '/' ? '≤ 200 KB' : undefined, ok: path === '/' ? kb <= 200 : undefined });
      rows.push({ metric: `${path} react-dom fetches`, value: String(runs[0].reactDom), budget: '1', ok: runs[0].reactDom === 1 });
      rows.push({ metric: `${path} largest contentful paint, 4x CPU slowdown (median of ${RUNS})`, value: `${Math.round(median(runs.map((r) => r.lcp)))} ms` });
    }
    // Login to the My Cards tiles: from navigation to every tile rendered.
    const patronCardCount = ((await apiCall(portal.url, patron.token, '/card')).data ?? []).length;
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await signedInPage(browser, portal.url, await apiLogin(portal.url, 'rider@example.com', 'Rider#2026'));
      const started = Date.now();
      await page.goto(`${portal.url}/cards`);
      await page.locator('[data-testid^="card-tile-"]').first().waitFor({ timeout: 30_000 });
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid^="card-tile-"]').length >= n, patronCardCount);
      times.push(Date.now() - started);
      await page.context().close();
    }
    const m = median(times);
    rows.push({ metric: '/cards: all tiles rendered after login (median of 5, no throttling)', value: `${m} ms`, budget: '≤ 1000 ms', ok: m <= 1000 });
  } finally {
    await browser.close();
    await portal.stop();
  }
  return rows;
}
