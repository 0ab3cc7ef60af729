// The limit holds over any span of `windowSeconds`, not per fixed window: a client cannot spend a
// whole limit at the end of one window and another at the start of the next.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { hitRateLimit, slidingCount } from '../rate-limit';

let t: TestApp;
let now = Date.parse('2026-11-01T12:14:50.000Z');

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    clock: () => new Date(now),
    settings: { rateLimit: { windowSeconds: 900 } },
  });
});
afterAll(async () => {
  await t.close();
});

async function hit(key: string, limit = 3): Promise<'ok' | 429> {
  try {
    await hitRateLimit(t.app.qcard, key, limit);
    return 'ok';
  } catch (e) {
    return (e as { httpStatus?: number }).httpStatus === 429 ? 429 : Promise.reject(e);
  }
}

test("a whole limit at a window's end leaves none at the next window's start", async () => {
  now = Date.parse('2026-11-01T12:14:50.000Z');
  expect([await hit('k:burst'), await hit('k:burst'), await hit('k:burst')]).toEqual([
    'ok',
    'ok',
    'ok',
  ]);
  expect(await hit('k:burst')).toBe(429);
  // Twenty seconds later, in the next quarter of an hour: still the same fifteen minutes.
  now = Date.parse('2026-11-01T12:15:10.000Z');
  expect(await hit('k:burst')).toBe(429);
});

test('hits come back as the previous window slides out of reach', async () => {
  now = Date.parse('2026-11-01T13:14:00.000Z');
  for (let i = 0; i < 3; i++) expect(await hit('k:slide')).toBe('ok');
  // Two thirds into the next window: a third of the previous window's three hits is still in
  // reach, so two more hits fit in the limit of three and the third does not.
  now = Date.parse('2026-11-01T13:25:00.000Z');
  expect([await hit('k:slide'), await hit('k:slide'), await hit('k:slide')]).toEqual([
    'ok',
    'ok',
    429,
  ]);
  // Two windows on, the hits of 13:00 to 13:30 are out of reach.
  now = Date.parse('2026-11-01T13:45:00.000Z');
  expect([await hit('k:slide'), await hit('k:slide'), await hit('k:slide')]).toEqual([
    'ok',
    'ok',
    'ok',
  ]);
});

test('each key counts alone', async () => {
  now = Date.parse('2026-11-01T15:05:00.000Z');
  for (let i = 0; i < 3; i++) await hit('k:one');
  expect(await hit('k:one')).toBe(429);
  expect(await hit('k:two')).toBe('ok');
});

test('the sliding count weighs the previous window by the part still in reach', () => {
  expect(slidingCount(0, 10, 0)).toBe(10);
  expect(slidingCount(2, 10, 0.5)).toBe(7);
  expect(slidingCount(4, 10, 1)).toBe(4);
});
