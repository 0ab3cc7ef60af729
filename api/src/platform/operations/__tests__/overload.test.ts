// Overload and slow clients: a client trickling its headers is cut off by the
// header time-out instead of holding its connection; past the event-loop bound, or past the bound
// on how long the requests in flight have waited (a queue that does not delay the event loop), a
// request gets a fast 503 with Retry-After and the generic "try again later" envelope; /healthz
// still answers and /readyz says not ready; once the load is gone the same request is served.
import net, { type AddressInfo } from 'node:net';
import { createTestApp, onPostgres, type TestApp } from '../../../test-support/create-test-app';

jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

/** Keeps the event loop busy (`workMs` of work, then a breath) until the returned function is called. */
function blockTheLoop(workMs = 120): () => void {
  let on = true;
  const spin = () => {
    if (!on) return;
    const until = Date.now() + workMs;
    while (Date.now() < until);
    setTimeout(spin, 2);
  };
  spin();
  return () => {
    on = false;
  };
}

describe('slow clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000' },
    });
    // Any free port: the SQLite and PostgreSQL runs of this file may overlap.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  test('connections trickling header bytes are closed by the header time-out; others are served meanwhile', async () => {
    const port = (t.app.server.address() as AddressInfo).port;
    const started = Date.now();
    const closedAfter = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('error', () => undefined);
        let answer = '';
        socket.on('data', (c: Buffer) => (answer += c.toString()));
        await new Promise((resolve) => socket.once('connect', resolve));
        const closed = new Promise<number>((resolve) =>
          socket.once('close', () => resolve(Date.now() - started)),
        );
        const header = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(200);
        let i = 0;
        // One byte every 100 ms: a header that would take 20 s to arrive.
        const drip = setInterval(() => {
          if (socket.destroyed || i >= header.length) return clearInterval(drip);
          socket.write(header[i++] ?? '');
        }, 100);
        const ms = await Promise.race([closed, sleep(8000).then(() => Infinity)]);
        clearInterval(drip);
        socket.destroy();
        return { ms, answer };
      }),
    );
    // Meanwhile a normal client is served at once.
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    for (const c of closedAfter) {
      expect(c.ms).toBeLessThan(4000);
      expect(c.answer).toMatch(/^HTTP\/1\.1 408/);
    }
  });
});

describe('overload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '40',
        OVERLOAD_SAMPLE_INTERVAL_MS: '100',
        OVERLOAD_RETRY_AFTER_SECONDS: '7',
      },
    });
  });
  afterAll(() => t.close());

  const challenge = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/captcha/challenge',
      headers: { 'accept-language': 'es' },
    });

  test('past the bound: a fast 503 with Retry-After and the generic envelope; health still answers; served again after', async () => {
    await sleep(500);
    expect((await challenge()).statusCode).toBe(200);

    const release = blockTheLoop();
    let shed;
    try {
      await sleep(800);
      shed = await challenge();
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(health.statusCode).toBe(200);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', reason: 'overloaded' });
    } finally {
      release();
    }
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('7');
    const envelope = shed.json();
    expect(envelope).toMatchObject({ status: 'ERROR', msgCode: '475', data: null });
    expect(envelope.errorMessage).toBe(envelope.errorTexts.es);
    expect(envelope.errorTexts.en).toMatch(/try again later/i);

    // The load is gone: within a few samples the same request is served.
    let after = await challenge();
    for (let i = 0; i < 20 && after.statusCode === 503; i++) {
      await sleep(100);
      after = await challenge();
    }
    expect(after.statusCode).toBe(200);
  });
});

describe('queue bound', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp({ env: { OVERLOAD_MAX_QUEUE_MS: '300' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** A sign-in whose body arrives only when `finish` is called: a request waiting in the server. */
  function waitingSignIn(): { answer: Promise<number>; finish: () => void } {
    const body = JSON.stringify({ username: 'nobody@example.com', password: 'x', captcha: 'x' });
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString()));
    const answer = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0))),
    );
    socket.write(
      `POST /api/user/authenticate HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    return { answer, finish: () => socket.write(body) };
  }

  test('past the bound on the median wait of the requests in flight: a fast 503; the waiting ones are still answered', async () => {
    const base = `http://127.0.0.1:${port}`;
    const waiting = Array.from({ length: 80 }, () => waitingSignIn());
    await sleep(800);
    const started = Date.now();
    const shed = await fetch(`${base}/api/captcha/challenge`);
    expect(shed.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(500);
    expect(shed.headers.get('retry-after')).toBe('5');
    expect(await shed.json()).toMatchObject({ status: 'ERROR', msgCode: '475' });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    for (const w of waiting) w.finish();
    for (const status of await Promise.all(waiting.map((w) => w.answer)))
      expect(status).toBeGreaterThanOrEqual(200);
    let after = await fetch(`${base}/api/captcha/challenge`);
    for (let i = 0; i < 20 && after.status === 503; i++) {
      await sleep(100);
      after = await fetch(`${base}/api/captcha/challenge`);
    }
    expect(after.status).toBe(200);
  });
});

describe('test apps', () => {
  // The test harness, not the database: once is enough.
  (onPostgres ? test.skip : test)(
    'shed nothing unless the test sets a bound: a busy host is not a failure of the code',
    async () => {
      // Only the sampling is quickened; the event-loop and queue bounds are the test app's.
      const t = await createTestApp({ env: { OVERLOAD_SAMPLE_INTERVAL_MS: '100' } });
      try {
        await sleep(300);
        // Far past the production bound of 500 ms mean delay, for more than three samples.
        const release = blockTheLoop(700);
        await sleep(2500);
        // Asked before the load goes, answered (without blocks in between) right after.
        const answer = t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
        release();
        expect((await answer).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    },
  );
});
