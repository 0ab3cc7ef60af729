// Lighthouse over the public pages and, signed in, /cards and /user-cart: the
// Lighthouse package with its default config (mobile: a phone's screen, simulated 4x CPU
// slowdown and slow 4G), the system Chromium, categories performance and accessibility.
// Performance is the median of 3 runs, accessibility the worst of them; a missed budget names
// the audits that cost it.
// Each run gets a new Chromium (chrome-launcher, an empty profile): an empty cache as a first
// visit has. A signed-in page gets its session the way the portal keeps it, in localStorage,
// written over CDP before the run, and Lighthouse is told not to reset storage (it would clear
// the session); the profile is new, so nothing else carries over.
// Alone: node bench/run.mjs --only lighthouse
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { apiLogin, median, startPortal } from './portal-server.mjs';
import { PATRON, PUBLIC_PAGES } from './page-metrics.mjs';

export const title = 'Lighthouse (mobile, simulated throttling): performance and accessibility';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
export const PERFORMANCE_BUDGET = 0.95;
export const ACCESSIBILITY_BUDGET = 1;
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SIGNED_IN = ['/cards', '/user-cart'];

/** lighthouse, and chrome-launcher and puppeteer-core as lighthouse itself depends on them (not the bench's own). */
async function tools(root) {
  const lighthouseEntry = createRequire(path.join(root, 'package.json')).resolve('lighthouse');
  const fromLighthouse = createRequire(lighthouseEntry);
  const load = async (name) => import(pathToFileURL(fromLighthouse.resolve(name)).href);
  const [{ default: lighthouse }, chromeLauncher, { default: puppeteer }] = await Promise.all([
    import(pathToFileURL(lighthouseEntry).href),
    load('chrome-launcher'),
    load('puppeteer-core'),
  ]);
  return { lighthouse, chromeLauncher, puppeteer };
}

/** Puts the session where the portal keeps it, in the origin's localStorage. */
async function storeSession(puppeteer, port, url, session) {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    // A response of the origin that runs no script: the storage is the origin's all the same.
    await page.goto(`${url}/remotes.json`);
    await page.evaluate(
      (token, user) => {
        localStorage.setItem('qcard.token', token);
        localStorage.setItem('qcard.user', JSON.stringify(user));
      },
      session.token,
      session.user,
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function audit({ lighthouse, chromeLauncher, puppeteer }, url, pagePath, session) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    if (session) await storeSession(puppeteer, chrome.port, url, session);
    const result = await lighthouse(`${url}${pagePath}`, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(session),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${pagePath}`);
    if (lhr.runtimeError)
      throw new Error(
        `Lighthouse on ${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    // Where the page ended up: a signed-in page that lost its session lands on the landing page.
    const landed = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl ?? `${url}${pagePath}`).pathname;
    return {
      performance: lhr.categories.performance.score ?? 0,
      accessibility: lhr.categories.accessibility.score ?? 0,
      landed,
      // Lighthouse's own measure of the host's speed: simulated throttling scales what it observed,
      // so a busy or slow host reads slower; the figure says which host a score came from.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      // The metrics that weigh in the performance score, with what each scored.
      performanceAudits: lhr.categories.performance.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9)
        .map((a) => `${a.id} ${a.displayValue ?? ''} (${a.score.toFixed(2)})`.replace(/\s+/g, ' ')),
      accessibilityAudits: lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1)
        .map(
          (a) =>
            `${a.id}${a.details?.items?.length ? ` (${a.details.items.length} elements)` : ''}`,
        ),
    };
  } finally {
    await chrome.kill();
  }
}

export async function probe({ root }) {
  const lib = await tools(root);
  const portal = await startPortal(root);
  const rows = [];
  try {
    for (const pagePath of [...PUBLIC_PAGES, ...SIGNED_IN]) {
      const signedIn = SIGNED_IN.includes(pagePath);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // A fresh login per run: the portal rotates the token when a protected page loads.
        const session = signedIn ? await apiLogin(portal.url, PATRON.email, PATRON.password) : null;
        runs.push(await audit(lib, portal.url, pagePath, session));
      }
      const wrongPage = runs.find((r) => r.landed !== pagePath);
      const performance = median(runs.map((r) => r.performance));
      const middle = runs.find((r) => r.performance === performance) ?? runs[0];
      const worstA11y = runs.reduce((a, r) => (r.accessibility < a.accessibility ? r : a));
      const who = signedIn ? ', signed in' : '';
      const hostIndex = Math.round(median(runs.map((r) => r.benchmarkIndex)));
      rows.push({
        key: `${pagePath} performance`,
        metric: `${pagePath}${who}: Lighthouse performance (median of ${RUNS}; host benchmarkIndex ${hostIndex})`,
        value: `${performance.toFixed(2)}${performance < PERFORMANCE_BUDGET && middle.performanceAudits.length ? `: ${middle.performanceAudits.join(', ')}` : ''}${wrongPage ? ` — landed on ${wrongPage.landed}` : ''}`,
        figure: performance,
        budget: `≥ ${PERFORMANCE_BUDGET}`,
        ok: performance >= PERFORMANCE_BUDGET && !wrongPage,
        budgetId: 'lighthouse-performance',
      });
      rows.push({
        key: `${pagePath} accessibility`,
        metric: `${pagePath}${who}: Lighthouse accessibility (worst of ${RUNS})`,
        value: `${worstA11y.accessibility.toFixed(2)}${worstA11y.accessibilityAudits.length ? `: ${worstA11y.accessibilityAudits.join(', ')}` : ''}`,
        figure: worstA11y.accessibility,
        budget: `${ACCESSIBILITY_BUDGET.toFixed(1)}`,
        ok: worstA11y.accessibility >= ACCESSIBILITY_BUDGET && !wrongPage,
        budgetId: 'lighthouse-accessibility',
      });
    }
  } finally {
    await portal.stop();
  }
  return rows;
}
