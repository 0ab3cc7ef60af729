// The shared remote-load counts (migration 0026) on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { countRemoteLoads, purgeOldRemoteLoads, recordRemoteLoads } from '../remote-load-store';

let t: TestApp;
let now = Date.parse('2026-11-02T10:00:20.000Z');

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => new Date(now) });
});
afterAll(async () => {
  await t.close();
});

test('reports add up per version and outcome, across calls and minutes, for one app only', async () => {
  const ctx = t.app.qcard;
  const start = now;
  await recordRemoteLoads(ctx, [
    { app: 'mfe-cards', version: '1.4.0', outcome: 'loaded' },
    { app: 'mfe-cards', version: '1.4.0', outcome: 'loaded' },
    { app: 'mfe-cards', version: '1.5.0', outcome: 'entry-failed' },
    { app: 'mfe-auth', version: '1.4.0', outcome: 'loaded' },
  ]);
  await recordRemoteLoads(ctx, [{ app: 'mfe-cards', version: '1.4.0', outcome: 'loaded' }]);
  now += 90_000;
  await recordRemoteLoads(ctx, [
    { app: 'mfe-cards', version: '1.5.0', outcome: 'entry-failed' },
    { app: 'mfe-cards', version: '1.5.0', outcome: 'loaded' },
  ]);

  expect(await countRemoteLoads(ctx, 'mfe-cards', start)).toEqual([
    { version: '1.4.0', outcome: 'loaded', loads: 3 },
    { version: '1.5.0', outcome: 'entry-failed', loads: 2 },
    { version: '1.5.0', outcome: 'loaded', loads: 1 },
  ]);
  // From the later minute on, only what came then.
  expect(await countRemoteLoads(ctx, 'mfe-cards', now)).toEqual([
    { version: '1.5.0', outcome: 'entry-failed', loads: 1 },
    { version: '1.5.0', outcome: 'loaded', loads: 1 },
  ]);
  expect(await countRemoteLoads(ctx, 'mfe-auth', start)).toEqual([
    { version: '1.4.0', outcome: 'loaded', loads: 1 },
  ]);
  expect(await countRemoteLoads(ctx, 'mfe-sponsor', start)).toEqual([]);
  await recordRemoteLoads(ctx, []);
});

test('the housekeeping pass drops counts older than a day and keeps the rest', async () => {
  const ctx = t.app.qcard;
  const old = now;
  await recordRemoteLoads(ctx, [{ app: 'shell', version: '2.0.0', outcome: 'loaded' }]);
  now += 86_400_000 - 120_000;
  await recordRemoteLoads(ctx, [{ app: 'shell', version: '2.0.1', outcome: 'loaded' }]);
  now += 240_000;
  await purgeOldRemoteLoads(ctx);
  expect(await countRemoteLoads(ctx, 'shell', old)).toEqual([
    { version: '2.0.1', outcome: 'loaded', loads: 1 },
  ]);
});
