// Time from start to the first page, and the landing page's JavaScript (gzip bodies, and bytes as served).
import { launch, measureScripts, startPortal } from './portal-server.mjs';

const REACT_DOM_CLIENT_MARK = 'rendererPackageName:"react-dom"';

export async function probeStartAndLanding({ root }) {
  const portal = await startPortal(root);
  const browser = await launch(root);
  try {
    const page = await browser.newPage();
    const bodies = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') bodies.push(await res.text().catch(() => ''));
    });
    const scripts = await measureScripts(page, () => page.goto(`${portal.url}/`));
    await page.getByRole('heading', { name: 'Reload your Q Card online' }).waitFor();
    const total = scripts.reduce((a, s) => a + s.gzipBytes, 0);
    const wire = scripts.reduce((a, s) => a + s.bytes, 0);
    const reactDom = bodies.filter((b) => b.includes(REACT_DOM_CLIENT_MARK)).length;
    return [
      { metric: 'time from start to first page served (fresh database, seeding included)', value: `${(portal.firstPageMs / 1000).toFixed(2)} s` },
      { metric: 'landing page / JavaScript (gzip level 9 bodies)', value: `${(total / 1024).toFixed(1)} KB in ${scripts.length} files`, budget: '≤ 200 KB', ok: total <= 200 * 1024 },
      { metric: 'landing page / JavaScript as served (headers included)', value: `${(wire / 1024).toFixed(1)} KB` },
      { metric: 'react-dom client fetched on /', value: String(reactDom), budget: '1', ok: reactDom === 1 },
    ];
  } finally {
    await browser.close();
    await portal.stop();
  }
}
