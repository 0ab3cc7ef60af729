import {
  appOf,
  failureOutcome,
  FLUSH_AT,
  FLUSH_EVERY_MS,
  flushReports,
  loadedVersion,
  reportRemoteLoad,
  reportWebVital,
  resetReports,
  TELEMETRY_URL,
  versionOfManifestUrl,
} from '../remote-load-reports';

let beacon: jest.Mock;

/** The batches sent so far, as the API reads them. */
async function sent(): Promise<unknown[]> {
  return Promise.all(
    beacon.mock.calls.map(async ([url, blob]: [string, Blob]) => {
      expect(url).toBe(TELEMETRY_URL);
      expect(blob.type).toBe('application/json');
      // jsdom's Blob has no text(); FileReader reads it as a browser would send it.
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });
      return JSON.parse(text);
    }),
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  resetReports();
  beacon = jest.fn().mockReturnValue(true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('remote load reports', () => {
  it('are sent together once ten wait, and not before', async () => {
    for (let i = 0; i < FLUSH_AT - 1; i += 1) reportRemoteLoad('mfe_cards', 'loaded', '1.4.0');
    expect(beacon).not.toHaveBeenCalled();
    reportRemoteLoad('mfe_sponsor', 'entry-failed', '2.0.0');
    expect(await sent()).toEqual([
      {
        loads: [
          ...Array.from({ length: FLUSH_AT - 1 }, () => ({
            app: 'mfe-cards',
            version: '1.4.0',
            outcome: 'loaded',
          })),
          { app: 'mfe-sponsor', version: '2.0.0', outcome: 'entry-failed' },
        ],
      },
    ]);
  });

  it('are sent 15 s after the first of them, loads and vitals in one batch', async () => {
    reportRemoteLoad('mfe_auth', 'loaded', '1.0.41');
    reportWebVital('mfe_auth', 'LCP', 1234.5);
    jest.advanceTimersByTime(FLUSH_EVERY_MS - 1);
    expect(beacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(await sent()).toEqual([
      {
        loads: [{ app: 'mfe-auth', version: '1.0.41', outcome: 'loaded' }],
        vitals: [{ app: 'mfe-auth', version: '1.0.41', name: 'LCP', value: 1234.5 }],
      },
    ]);
    // Nothing waits: the timer does not send an empty batch.
    jest.advanceTimersByTime(FLUSH_EVERY_MS * 2);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('are sent when the page is hidden or left', async () => {
    reportRemoteLoad('mfe_cards', 'timed-out', '1.4.0');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    reportRemoteLoad('mfe_cards', 'loaded', '1.4.0');
    window.dispatchEvent(new Event('pagehide'));
    expect(await sent()).toEqual([
      { loads: [{ app: 'mfe-cards', version: '1.4.0', outcome: 'timed-out' }] },
      { loads: [{ app: 'mfe-cards', version: '1.4.0', outcome: 'loaded' }] },
    ]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('fall back to a keepalive fetch when the browser refuses the beacon', () => {
    beacon.mockReturnValue(false);
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    global.fetch = fetchMock as unknown as typeof fetch;
    reportRemoteLoad('mfe_cards', 'loaded', '1.4.0');
    flushReports();
    expect(fetchMock).toHaveBeenCalledWith(
      TELEMETRY_URL,
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    );
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({
      loads: [{ app: 'mfe-cards', version: '1.4.0', outcome: 'loaded' }],
    });
  });

  it('carry a version token only, and a later render error or vital the version that loaded', async () => {
    reportRemoteLoad('mfe_cards', 'loaded', '1.4.0');
    reportRemoteLoad('mfe_cards', 'render-error', null);
    reportRemoteLoad(
      'mfe_sponsor',
      'manifest-failed',
      '/apps/mfe-sponsor/2.0.0/mf-manifest.json?token=secret',
    );
    reportWebVital('mfe_cards', 'CLS', 0.04);
    reportWebVital('mfe_cards', 'INP', Number.NaN);
    flushReports();
    expect(await sent()).toEqual([
      {
        loads: [
          { app: 'mfe-cards', version: '1.4.0', outcome: 'render-error' },
          { app: 'mfe-sponsor', version: 'unknown', outcome: 'manifest-failed' },
        ],
        vitals: [{ app: 'mfe-cards', version: '1.4.0', name: 'CLS', value: 0.04 }],
      },
    ]);
    expect(loadedVersion('mfe_auth')).toBe('unknown');
  });

  it('give a load one outcome: a page that throws after its code loaded is a render error, not also a load', async () => {
    reportRemoteLoad('mfe_cards', 'loaded', '2.0.0');
    reportRemoteLoad('mfe_cards', 'render-error', null);
    flushReports();
    // Once its load was sent, a later render error is reported on its own.
    reportRemoteLoad('mfe_cards', 'loaded', '2.0.0');
    flushReports();
    reportRemoteLoad('mfe_cards', 'render-error', null);
    flushReports();
    expect(await sent()).toEqual([
      { loads: [{ app: 'mfe-cards', version: '2.0.0', outcome: 'render-error' }] },
      { loads: [{ app: 'mfe-cards', version: '2.0.0', outcome: 'loaded' }] },
      { loads: [{ app: 'mfe-cards', version: '2.0.0', outcome: 'render-error' }] },
    ]);
  });

  it('go ten at a time however many come at once', async () => {
    for (let i = 0; i < 60; i += 1) reportWebVital('shell', 'CLS', 0);
    flushReports();
    const batches = (await sent()) as Array<{ loads?: unknown[]; vitals?: unknown[] }>;
    expect(batches.map((b) => (b.loads?.length ?? 0) + (b.vitals?.length ?? 0))).toEqual([
      10, 10, 10, 10, 10, 10,
    ]);
  });
});

describe('outcome and version of a load', () => {
  it.each([
    ['afterResolve: Failed to fetch /apps/mfe-cards/1.4.0/mf-manifest.json', 'manifest-failed'],
    ['beforeRequest: no remote', 'manifest-failed'],
    ['load: remotes.json answered 503', 'manifest-failed'],
    ['onLoad: ScriptExecutionError: remoteEntry.js', 'entry-failed'],
    ['load: cards texts (cards) could not be loaded', 'entry-failed'],
    [undefined, 'entry-failed'],
  ])('a failure "%s" is %s', (reason, outcome) => {
    expect(failureOutcome(reason)).toBe(outcome);
  });

  it('takes the deployed version from the manifest URL, and names apps as the deploy state does', () => {
    expect(versionOfManifestUrl('/apps/mfe-cart-billing/1.0.41+canary.2/mf-manifest.json')).toBe(
      '1.0.41+canary.2',
    );
    expect(versionOfManifestUrl('http://localhost:3002/mf-manifest.json')).toBeNull();
    expect(versionOfManifestUrl(undefined)).toBeNull();
    expect(appOf('mfe_cart_billing')).toBe('mfe-cart-billing');
    expect(appOf('shell')).toBe('shell');
  });
});
