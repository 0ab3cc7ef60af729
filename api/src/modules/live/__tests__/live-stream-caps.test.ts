// Live-status stream caps: the streams a user may hold are counted across every
// API process on the database (two test apps on one SQLite file or one PostgreSQL schema stand
// for two processes), so are the streams of one client address whatever the accounts, and a
// stream frees its place when it ends; a process that died without saying so holds its places
// only until its leases lapse.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { PATRON2, RIDER } from '../../orders/__tests__/order-test-helpers';
import { openStream, waitFor, type OpenedStream } from './live-stream-client';

jest.setTimeout(60_000);

const NOW = new Date('2026-11-02T09:00:00.000Z');
const clock = () => new Date(NOW);
const PER_USER = 2;
const PER_IP = 3;
const settings = {
  liveStreamsPerUser: PER_USER,
  liveStreamsPerIp: PER_IP,
  liveStreamLeaseSeconds: 60,
};

describe('live-status stream caps', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  let rider: string;
  let patron2: string;
  const opened: OpenedStream[] = [];
  const open = async (base: string, token: string) => {
    const s = await openStream(base, token);
    opened.push(s);
    return s;
  };
  const leases = () => a.app.qcard.db.selectFrom('live_stream_leases').selectAll().execute();

  beforeAll(async () => {
    a = await createTestApp({ clock, settings });
    b = await createTestApp({ dataDir: a.dataDir, database: a.database, clock, settings });
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    rider = await a.login(RIDER.email, RIDER.password);
    patron2 = await b.login(PATRON2.email, PATRON2.password);
  });
  afterEach(async () => {
    for (const s of opened.splice(0)) s.close();
    await waitFor(async () => ((await leases()).length === 0 ? true : undefined));
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const expectRefused = (s: OpenedStream) => {
    expect(s.status).toBe(429);
    // The catalogue's refusal, in an envelope like the route's 401, with a time to come back.
    expect(s.refusal).toMatchObject({
      status: 'ERROR',
      msgCode: '481',
      errorMessage: 'Too many requests. Please wait a few minutes and try again.',
    });
    expect(s.headers.get('retry-after')).toBe('60');
  };

  it('counts a user’s streams across processes: two processes together hold no more than the cap', async () => {
    expect((await open(baseA, rider)).status).toBe(200);
    expect((await open(baseB, rider)).status).toBe(200);
    expectRefused(await open(baseA, rider));
    expectRefused(await open(baseB, rider));
    expect((await leases()).filter((l) => l.ip === '127.0.0.1')).toHaveLength(PER_USER);
  });

  it('admits no more than the cap of streams asked for at the same moment through both processes', async () => {
    const all = await Promise.all(
      [baseA, baseB, baseA, baseB, baseA, baseB].map((base) => open(base, rider)),
    );
    expect(all.filter((s) => s.status === 200)).toHaveLength(PER_USER);
    for (const s of all.filter((x) => x.status !== 200)) expectRefused(s);
  });

  it('counts one address’s streams across users and processes', async () => {
    expect((await open(baseA, rider)).status).toBe(200);
    expect((await open(baseB, rider)).status).toBe(200);
    expect((await open(baseB, patron2)).status).toBe(200);
    // patron2 holds one stream of two, but the address holds three of three.
    expectRefused(await open(baseA, patron2));
    expectRefused(await open(baseB, patron2));
  });

  it('frees a closed stream’s place', async () => {
    const first = await open(baseA, rider);
    expect((await open(baseB, rider)).status).toBe(200);
    expectRefused(await open(baseB, rider));
    first.close();
    const again = await waitFor(async () => {
      const s = await open(baseB, rider);
      return s.status === 200 ? s : undefined;
    });
    expect(again.status).toBe(200);
  });

  it('ends a signed-out session’s streams on every process within seconds, freeing their places', async () => {
    const signedOut = await a.login(RIDER.email, RIDER.password);
    expect((await open(baseA, signedOut)).status).toBe(200);
    expect((await open(baseB, signedOut)).status).toBe(200);
    expect(await leases()).toHaveLength(2);
    expect((await a.post('/user/logout', {}, signedOut)).statusCode).toBe(200);
    // The tabs are still open (nothing aborted here): the server ends the streams itself.
    await waitFor(async () => ((await leases()).length === 0 ? true : undefined), 4000);
  });

  it('does not count the lapsed leases of a process that died, and counts the live leases of another', async () => {
    const users = await a.app.qcard.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', [RIDER.email, PATRON2.email])
      .execute();
    const riderId = users.find((u) => u.email === RIDER.email)!.id;
    const patron2Id = users.find((u) => u.email === PATRON2.email)!.id;
    const lapsed = new Date(NOW.getTime() - 1000).toISOString();
    // A process that crashed holding the rider's and the address's every place: its leases lapsed.
    await a.app.qcard.db
      .insertInto('live_stream_leases')
      .values(
        [0, 1, 2].map((n) => ({
          id: `dead-${n}`,
          holder: 'dead-process',
          user_id: riderId,
          ip: '127.0.0.1',
          expires_at: lapsed,
        })),
      )
      .execute();
    expect((await open(baseA, rider)).status).toBe(200);
    expect((await open(baseB, rider)).status).toBe(200);
    for (const s of opened.splice(0)) s.close();
    await waitFor(async () =>
      (await leases()).filter((l) => l.holder !== 'dead-process').length === 0 ? true : undefined,
    );
    // Another process still alive (its lease renewed) holds patron2's places: they count.
    const live = new Date(NOW.getTime() + 1000).toISOString();
    await a.app.qcard.db
      .insertInto('live_stream_leases')
      .values(
        [0, 1].map((n) => ({
          id: `live-${n}`,
          holder: 'live-process',
          user_id: patron2Id,
          ip: '10.0.0.9',
          expires_at: live,
        })),
      )
      .execute();
    expectRefused(await open(baseA, patron2));
    await a.app.qcard.db
      .deleteFrom('live_stream_leases')
      .where('holder', 'in', ['dead-process', 'live-process'])
      .execute();
  });

  it('renews the lease of a stream still open, so it does not lapse while its process runs', async () => {
    let shiftMs = 0;
    // Leases of 10 s, renewed every third of that; this process's clock moves on by 5 s.
    const c = await createTestApp({
      dataDir: a.dataDir,
      database: a.database,
      clock: () => new Date(NOW.getTime() + shiftMs),
      settings: { ...settings, liveStreamLeaseSeconds: 10 },
    });
    try {
      const baseC = await c.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await open(baseC, rider)).status).toBe(200);
      expect((await leases()).map((l) => l.expires_at)).toEqual([
        new Date(NOW.getTime() + 10_000).toISOString(),
      ]);
      shiftMs = 5000;
      const renewed = new Date(NOW.getTime() + 15_000).toISOString();
      await waitFor(async () =>
        (await leases()).every((l) => l.expires_at === renewed) ? true : undefined,
      );
    } finally {
      await c.close();
    }
  });

  it('frees the places of a process that shuts down', async () => {
    const c = await createTestApp({ dataDir: a.dataDir, database: a.database, clock, settings });
    let closed = false;
    try {
      const baseC = await c.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await open(baseC, rider)).status).toBe(200);
      expect((await open(baseC, rider)).status).toBe(200);
      expectRefused(await open(baseA, rider));
      await c.close();
      closed = true;
    } finally {
      if (!closed) await c.close();
    }
    // Freed by the shutdown itself, not by a lease lapsing later.
    expect(await leases()).toHaveLength(0);
    expect((await open(baseA, rider)).status).toBe(200);
  });
});
