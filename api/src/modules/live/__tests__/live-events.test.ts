// Live status over server-sent events: only signed-in callers, only their own
// events, delivered by whichever API instance holds the stream although another one made the
// change, and resumed after a reconnect from Last-Event-ID.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import {
  addReload,
  APPROVE,
  contractOf,
  orderBody,
  PATRON2,
  RIDER,
} from '../../orders/__tests__/order-test-helpers';
import { getFulfilmentWorker } from '../../orders/fulfilment-worker';
import { publishLiveEvent } from '../live-events';
import { openStream as open, waitFor } from './live-stream-client';

jest.setTimeout(60_000);

describe('live events', () => {
  let a: TestApp;
  let b: TestApp;
  let base: string;
  beforeAll(async () => {
    a = await createTestApp({ settings: { fulfilmentDelaySeconds: 0 } });
    b = await createTestApp({
      dataDir: a.dataDir,
      database: a.database,
      settings: { fulfilmentDelaySeconds: 0 },
    });
    base = await a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('refuses a caller without a session', async () => {
    const s = await open(base, null);
    expect(s.status).toBe(401);
    expect((await open(base, 'not-a-token')).status).toBe(401);
    // The refusal is the catalogue's, in the caller's language, with its other language.
    const es = await fetch(`${base}/api/events`, { headers: { 'accept-language': 'es' } });
    expect(es.headers.get('cache-control')).toBe('no-store');
    expect(await es.json()).toMatchObject({
      status: 'ERROR',
      msgCode: '464',
      errorMessage: 'Su sesión no es válida o ya venció. Inicie sesión de nuevo.',
      errorTexts: { en: 'Your session is invalid or has expired. Please login again.' },
    });
  });

  it('streams the rider’s order turning Honoured although another instance fulfilled it, and nothing of another rider', async () => {
    const rider = await a.login(RIDER.email, RIDER.password);
    const other = await a.login(PATRON2.email, PATRON2.password);
    const s = await open(base, rider);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('cache-control')).toContain('no-transform');
    try {
      // Another rider's event, written by instance b: never on this stream.
      const patron2 = await b.app.qcard.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', PATRON2.email)
        .executeTakeFirstOrThrow();
      await b.app.qcard.db.transaction().execute((trx) =>
        publishLiveEvent(trx, new Date().toISOString(), patron2.id, 'order', {
          orderId: 999999,
          status: 'Honoured',
        }),
      );
      void other;
      // The rider's own order, paid through a and fulfilled by b.
      const c = await contractOf(a, '1000000001');
      await addReload(a, rider, c.id, 1000);
      const paid = await a.post('/order/submit', orderBody(a, APPROVE), rider);
      const orderId = paid.envelope.data.orderId as number;
      await getFulfilmentWorker(b.app.qcard)?.runOnce();
      const got = await waitFor(() =>
        s.events.find((e) => e.event === 'order' && e.data.orderId === orderId),
      );
      expect(got.data).toEqual({ orderId, status: 'Honoured' });
      expect(s.events.some((e) => e.data.orderId === 999999)).toBe(false);

      // A reconnect from the last id it saw gets what came after, once.
      await b.app.qcard.db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select('id')
          .where('email', '=', RIDER.email)
          .executeTakeFirstOrThrow();
        await publishLiveEvent(trx, new Date().toISOString(), user.id, 'autoload', {
          orderId: 1,
          contractId: c.id,
          status: 'Honoured',
        });
      });
      const again = await open(base, rider, got.id);
      try {
        const next = await waitFor(() => again.events.find((e) => e.event === 'autoload'));
        expect(next.data).toEqual({ orderId: 1, contractId: c.id, status: 'Honoured' });
        expect(
          again.events.filter((e) => e.event === 'order' && e.data.orderId === orderId),
        ).toHaveLength(0);
      } finally {
        again.close();
      }
    } finally {
      s.close();
    }
  });
});
