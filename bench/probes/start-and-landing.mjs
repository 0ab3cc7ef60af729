// Time from start to the first page, and the landing page's JavaScript (gzip bodies, and bytes as
// served) and how many files it takes, in English and in Spanish, with what the two languages cost
// on it.
import { launch, measureScripts, startPortal } from './portal-server.mjs';

const REACT_DOM_CLIENT_MARK = 'rendererPackageName:"react-dom"';
/**
 * The landing page's JavaScript before the portal spoke two languages (commit 83c88c6, measured
 * with this probe's method, English): the i18n library and the landing page's texts may
 * add at most 15 KB to it.
 */
const LANDING_BEFORE_I18N_KB = 205.9;
const I18N_ALLOWANCE_KB = 15;
/**
 * The landing page's budget (docs/performance.md): its JavaScript as served (compressed, headers
 * included), its texts included, and the files it takes. The stack floor costs about 152 KB
 * (bench/stack-floor); the portal's own code may add at most 20 KB on a rider's phone.
 */
const LANDING_BUDGET_KB = 160;
const LANDING_MAX_FILES = 12;

const kb = (bytes) => bytes / 1024;

async function landing(browser, url, language) {
  const context = await browser.newContext();
  await context.addInitScript((l) => localStorage.setItem('qcard.lang', l), language);
  const page = await context.newPage();
  const bodies = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script')
      bodies.set(res.url(), await res.text().catch(() => ''));
  });
  const scripts = await measureScripts(page, () => page.goto(`${url}/`));
  await page.locator('html[lang="' + language + '"]').waitFor();
  await page.locator('[data-remote] h1').first().waitFor();
  const sum = (list) => list.reduce((a, s) => a + s.gzipBytes, 0);
  const texts = scripts.filter((s) => /\/locale-[a-z]{2}-/.test(s.url));
  const result = {
    total: sum(scripts),
    wire: scripts.reduce((a, s) => a + s.bytes, 0),
    files: scripts.length,
    texts: sum(texts),
    textFiles: texts.map((s) =>
      s.url.replace(/.*\/locale-/, 'locale-').replace(/\.[0-9a-f]+\.js$/, ''),
    ),
    reactDom: [...bodies.values()].filter((b) => b.includes(REACT_DOM_CLIENT_MARK)).length,
  };
  await context.close();
  return result;
}

export async function probeStartAndLanding({ root }) {
  const portal = await startPortal(root);
  const browser = await launch(root);
  try {
    const en = await landing(browser, portal.url, 'en');
    const es = await landing(browser, portal.url, 'es');
    const growth = kb(Math.max(en.total, es.total)) - LANDING_BEFORE_I18N_KB;
    return [
      {
        metric: 'time from start to first page served (fresh database, seeding included)',
        value: `${(portal.firstPageMs / 1000).toFixed(2)} s`,
      },
      ...[
        ['English', en],
        ['Spanish', es],
      ].flatMap(([name, l]) => [
        {
          metric: `landing page / JavaScript as served (headers included), ${name}`,
          value: `${kb(l.wire).toFixed(1)} KB in ${l.files} files`,
          budget: `≤ ${LANDING_BUDGET_KB} KB in ≤ ${LANDING_MAX_FILES} files`,
          ok: l.wire <= LANDING_BUDGET_KB * 1024 && l.files <= LANDING_MAX_FILES,
          budgetId: 'landing-js',
        },
        {
          metric: `landing page / JavaScript (gzip level 9 bodies), ${name}`,
          value: `${kb(l.total).toFixed(1)} KB`,
        },
      ]),
      {
        metric: 'landing page / Spanish texts',
        value: `${kb(es.texts).toFixed(1)} KB (${es.textFiles.join(', ')})`,
      },
      {
        metric: `landing page / growth over ${LANDING_BEFORE_I18N_KB} KB before the second language (83c88c6)`,
        value: `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} KB`,
        budget: `≤ +${I18N_ALLOWANCE_KB} KB`,
        ok: growth <= I18N_ALLOWANCE_KB,
      },
      {
        metric: 'react-dom client fetched on /',
        value: String(en.reactDom),
        budget: '1',
        ok: en.reactDom === 1,
      },
    ];
  } finally {
    await browser.close();
    await portal.stop();
  }
}
