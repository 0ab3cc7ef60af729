// A rider's second visit: the landing page and signed-in My Cards, each opened once with a cold
// cache and then again in a new tab of the same browser (warm cache, a plain navigation, not a
// reload). Reports the JavaScript bodies the second visit downloads (budget: none, hashed files
// are immutable and everything else answers 304), how many requests were revalidated, and whether
// the first visit got every compressible asset brotli-encoded.
import { apiLogin, launch, startPortal } from './portal-server.mjs';

export const title = 'Delivery: repeat visit with a warm cache, brotli';

const COMPRESSIBLE_TYPE = /javascript|css|json|html|svg|text\/plain/;
/** Below this the server sends a file as it is (compressing saves less than its headers). */
const COMPRESS_MIN_BYTES = 1024;

/** Every response of one page load, from the browser's network log (cache hits included). */
async function visit(context, url, ready) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  // A revalidated response is reported with the cached 200; the status on the wire (304) and
  // the request's own headers come in the ExtraInfo events.
  const wireStatus = new Map();
  const acceptEncoding = new Map();
  cdp.on('Network.responseReceivedExtraInfo', (e) => wireStatus.set(e.requestId, e.statusCode));
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
    const header = Object.entries(e.headers).find(([k]) => k.toLowerCase() === 'accept-encoding');
    if (header) acceptEncoding.set(e.requestId, String(header[1]));
  });
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    requests.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      status: e.response.status,
      fromCache: Boolean(
        e.response.fromDiskCache ||
        e.response.fromMemoryCache ||
        e.response.fromPrefetchCache ||
        e.response.fromServiceWorker,
      ),
      contentType: headers['content-type'] ?? '',
      encoding: headers['content-encoding'] ?? null,
      wireBytes: 0,
      decodedBytes: 0,
    });
  });
  // Served from the memory cache: no request at all.
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.decodedBytes += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.wireBytes = e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...requests.entries()].map(([id, r]) => ({
    ...r,
    status: wireStatus.get(id) ?? r.status,
    acceptEncoding: acceptEncoding.get(id) ?? null,
  }));
}

const isStatic = (r, origin) =>
  r.url.startsWith(origin) && !new URL(r.url).pathname.startsWith('/api/');
const isScript = (r) => r.type === 'Script' || /javascript/.test(r.contentType);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function rowsFor(label, origin, first, second) {
  const downloaded = second.filter((r) => isScript(r) && !r.fromCache && r.status === 200);
  const jsBytes = downloaded.reduce((a, r) => a + r.wireBytes, 0);
  const revalidated = second.filter((r) => r.status === 304);
  const fromCache = second.filter((r) => r.fromCache);
  const compressible = first.filter(
    (r) =>
      isStatic(r, origin) &&
      r.status === 200 &&
      !r.fromCache &&
      COMPRESSIBLE_TYPE.test(r.contentType) &&
      r.decodedBytes >= COMPRESS_MIN_BYTES,
  );
  const notBrotli = compressible.filter((r) => r.encoding !== 'br');
  const firstJs = first.filter((r) => isScript(r) && r.status === 200);
  return [
    {
      metric: `${label}: JavaScript bodies downloaded on the second visit`,
      value: `${kb(jsBytes)} in ${downloaded.length} files${downloaded.length ? ` (${downloaded.map((r) => new URL(r.url).pathname).join(', ')})` : ''}`,
      budget: '0 bytes',
      ok: downloaded.length === 0,
    },
    {
      metric: `${label}: second visit requests revalidated (304) / served from the browser cache`,
      value: `${revalidated.length} (${revalidated.map((r) => new URL(r.url).pathname).join(', ')}) / ${fromCache.length}; ${kb(second.reduce((a, r) => a + r.wireBytes, 0))} on the wire in all`,
    },
    {
      metric: `${label}: first visit, compressible assets of 1 KB or more sent brotli-encoded`,
      value: `${compressible.length - notBrotli.length} of ${compressible.length}${notBrotli.length ? ` (not: ${notBrotli.map((r) => `${new URL(r.url).pathname} ${r.encoding ?? 'identity'}`).join(', ')})` : ''}; JavaScript ${kb(firstJs.reduce((a, r) => a + r.wireBytes, 0))} on the wire`,
      budget: 'all',
      ok: compressible.length > 0 && notBrotli.length === 0,
    },
  ];
}

export async function probe({ root }) {
  const portal = await startPortal(root);
  const browser = await launch(root);
  const rows = [];
  try {
    const landing = async (page) =>
      page.getByRole('region', { name: 'Sign in' }).waitFor({ timeout: 30_000 });
    const anonymous = await browser.newContext();
    const first = await visit(anonymous, `${portal.url}/`, landing);
    const second = await visit(anonymous, `${portal.url}/`, landing);
    await anonymous.close();
    rows.push(...rowsFor('/', portal.url, first, second));
    const brOffered = first.find((r) => r.acceptEncoding)?.acceptEncoding ?? 'unknown';
    rows.push({ metric: 'Accept-Encoding Chromium sends to the portal', value: brOffered });

    // Signed in once; the session then lives in the tab's storage as the portal keeps it (the
    // token rotates on a protected page, so the second tab must not restore the first token).
    const session = await apiLogin(portal.url, 'rider@example.com', 'Rider#2026');
    const rider = await browser.newContext();
    await rider.addInitScript(
      ([token, user]) => {
        if (!localStorage.getItem('qcard.token')) {
          localStorage.setItem('qcard.token', token);
          localStorage.setItem('qcard.user', JSON.stringify(user));
        }
      },
      [session.token, session.user],
    );
    const cards = async (page) =>
      page
        .locator('[data-remote="mfe_cards"] h1, [data-remote="mfe_cards"] h2')
        .first()
        .waitFor({ timeout: 30_000 });
    const firstCards = await visit(rider, `${portal.url}/cards`, cards);
    const secondCards = await visit(rider, `${portal.url}/cards`, cards);
    await rider.close();
    rows.push(...rowsFor('/cards signed in', portal.url, firstCards, secondCards));
  } finally {
    await browser.close();
    await portal.stop();
  }
  return rows;
}
