// Graceful shutdown (what main.ts does on SIGTERM / SIGINT): a request in flight when the
// signal comes finishes and is answered; new connections are refused; the worker stops and
// the database closes; a shutdown that cannot finish in time gives up with exit code 1.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import {
  getPaymentGateway,
  setPaymentGateway,
  type PaymentGateway,
} from '../../payments/payment-gateway';
import {
  addReload,
  contractOf,
  orderBody,
  RIDER,
} from '../../../modules/orders/__tests__/order-test-helpers';
import { closeGracefully } from '../shutdown';

jest.setTimeout(60_000);

/** The app's gateway, with every charge held until `release` is called. */
function holdCharges(t: TestApp): { started: Promise<void>; release: () => void } {
  const real = getPaymentGateway(t.app.qcard);
  let markStarted = () => undefined as void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: PaymentGateway = {
    ...real,
    charge: async (req) => {
      markStarted();
      await released;
      return real.charge(req);
    },
  };
  setPaymentGateway(t.app.qcard, held);
  return { started, release };
}

/** The rider's $9 reload submitted over HTTP, its charge held at the gateway (started once this returns). */
async function submitHeldAtTheGateway(
  t: TestApp,
): Promise<{ base: string; gate: { release: () => void }; inFlight: Promise<Response> }> {
  const rider = await t.login(RIDER.email, RIDER.password);
  const c = await contractOf(t, '1000000001');
  await addReload(t, rider, c.id, 900);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const gate = holdCharges(t);
  const inFlight = fetch(`${base}/api/order/submit`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${rider}`,
      connection: 'close',
    },
    body: JSON.stringify(orderBody(t)),
  });
  await gate.started;
  return { base, gate, inFlight };
}

/** Resolves once a connection to `url` is refused (polled: closing the listener takes a few ticks). */
async function refusedWithin(url: string, ms: number): Promise<void> {
  for (const end = Date.now() + ms; ;) {
    const refused = await fetch(url, { headers: { connection: 'close' } }).then(
      () => false,
      () => true,
    );
    if (refused) return;
    if (Date.now() > end) throw new Error(`${url} still accepted connections after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('a request in flight finishes; new connections are refused; the data it wrote is there', async () => {
  const a = await createTestApp();
  const b = await createTestApp({ dataDir: a.dataDir, database: a.database });
  try {
    const { base, gate, inFlight } = await submitHeldAtTheGateway(a);
    const closing = closeGracefully(a.app, 20_000);
    // The listener closes while the request is still held: new connections are refused.
    await refusedWithin(`${base}/healthz`, 10_000);
    gate.release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    const envelope = (await res.json()) as { status: string; data: { orderId: number } };
    expect(envelope.status).toBe('SUCCESS');
    expect(await closing).toBe(0);
    // The database was closed after the request: the other instance sees the paid order.
    const order = await b.app.qcard.db
      .selectFrom('orders')
      .select(['status', 'price'])
      .where('id', '=', envelope.data.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'ProcessingOrder', price: 900 });
    await expect(a.app.qcard.db.selectFrom('users').select('id').execute()).rejects.toThrow();
  } finally {
    await b.close();
    await a.close().catch(() => undefined);
  }
});

test('a shutdown that cannot finish in time gives up with exit code 1', async () => {
  const t = await createTestApp();
  try {
    const { gate, inFlight } = await submitHeldAtTheGateway(t);
    expect(await closeGracefully(t.app, 200)).toBe(1);
    gate.release();
    await inFlight.catch(() => undefined);
  } finally {
    await t.close().catch(() => undefined);
  }
});

test('idle keep-alive connections are closed at once, not waited for', async () => {
  const t = await createTestApp();
  const agent = new http.Agent({ keepAlive: true });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    // One connection idle after a request, one opened with nothing sent yet (a preconnect).
    await new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) =>
          res.resume().on('end', () => resolve()),
        )
        .on('error', reject);
    });
    const idle = net.connect(port, '127.0.0.1');
    idle.on('error', () => undefined);
    await new Promise((resolve) => idle.once('connect', resolve));
    const idleClosed = new Promise((resolve) => idle.once('close', resolve));
    const started = Date.now();
    expect(await closeGracefully(t.app, 10_000)).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
    await idleClosed;
  } finally {
    agent.destroy();
    await t.close().catch(() => undefined);
  }
});
