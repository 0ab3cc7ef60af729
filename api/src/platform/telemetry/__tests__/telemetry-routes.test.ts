// POST /api/telemetry: browsers' remote-load and Web Vitals reports reach /metrics and the shared
// counts; a malformed batch is refused, one address is rate limited, no token is needed.
import { DEPLOY_APPS } from '../../static/deploy-state';
import { TELEMETRY_APPS } from '@qcard/contracts/telemetry-api';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { API_MSG } from '../../http/envelope';
import { countRemoteLoads } from '../remote-load-store';

let t: TestApp;
// Mid-minute on a still clock: the rate limit's window is one minute.
const PER_MINUTE = 8;
const now = Date.parse('2026-11-02T10:00:30.000Z');

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    clock: () => new Date(now),
    settings: { rateLimit: { telemetryPerIpPerMinute: PER_MINUTE } },
  });
});
afterAll(async () => {
  await t.close();
});

let nextIp = 1;
/** Posts as a browser's sendBeacon does: a JSON blob, no token, from its own address. */
function beacon(body: unknown, ip = `203.0.113.${nextIp++}`, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url: `${t.app.qcard.settings.apiBase}/telemetry`,
    headers: { 'content-type': contentType },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
}

const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

test('the apps reports may name are the apps the deploy state knows', () => {
  expect([...TELEMETRY_APPS].sort()).toEqual([...DEPLOY_APPS].sort());
});

test('an accepted batch is counted in /metrics and in the shared counts, without a token', async () => {
  const res = await beacon({
    loads: [
      { app: 'mfe-cards', version: '1.4.0', outcome: 'loaded' },
      { app: 'mfe-cards', version: '1.4.0', outcome: 'loaded' },
      { app: 'mfe-sponsor', version: '2.0.0-rc.1', outcome: 'entry-failed' },
    ],
    vitals: [
      { app: 'mfe-cards', version: '1.4.0', name: 'LCP', value: 1800 },
      { app: 'mfe-cards', version: '1.4.0', name: 'INP', value: 120 },
      { app: 'shell', version: '3.1.0', name: 'CLS', value: 0.02 },
    ],
  });
  expect([res.statusCode, res.json().status]).toEqual([200, 'SUCCESS']);

  const text = await metrics();
  expect(text).toContain(
    'qcard_remote_loads_total{app="mfe-cards",version="1.4.0",outcome="loaded"} 2\n',
  );
  expect(text).toContain(
    'qcard_remote_loads_total{app="mfe-sponsor",version="2.0.0-rc.1",outcome="entry-failed"} 1\n',
  );
  // LCP 1.8 s falls in the 2 s bucket, not the 1.5 s one.
  expect(text).toContain(
    'qcard_web_vitals_lcp_seconds_bucket{le="1.5",app="mfe-cards",version="1.4.0"} 0\n',
  );
  expect(text).toContain(
    'qcard_web_vitals_lcp_seconds_bucket{le="2",app="mfe-cards",version="1.4.0"} 1\n',
  );
  expect(text).toContain(
    'qcard_web_vitals_inp_seconds_sum{app="mfe-cards",version="1.4.0"} 0.12\n',
  );
  expect(text).toContain('qcard_web_vitals_cls_count{app="shell",version="3.1.0"} 1\n');

  expect(await countRemoteLoads(t.app.qcard, 'mfe-cards', now - 60_000)).toEqual([
    { version: '1.4.0', outcome: 'loaded', loads: 2 },
  ]);
  expect(await countRemoteLoads(t.app.qcard, 'mfe-sponsor', now - 60_000)).toEqual([
    { version: '2.0.0-rc.1', outcome: 'entry-failed', loads: 1 },
  ]);
});

test.each([
  ['an unknown app', { loads: [{ app: 'mfe-evil', version: '1.0.0', outcome: 'loaded' }] }],
  [
    'a version that is not a short token',
    { loads: [{ app: 'mfe-cards', version: '1.0.0?user=ann@example.com', outcome: 'loaded' }] },
  ],
  [
    'a version too long',
    { loads: [{ app: 'mfe-cards', version: '1'.repeat(41), outcome: 'loaded' }] },
  ],
  ['an unknown outcome', { loads: [{ app: 'mfe-cards', version: '1.0.0', outcome: 'fine' }] }],
  [
    'a field beyond the contract',
    {
      loads: [
        { app: 'mfe-cards', version: '1.0.0', outcome: 'loaded', url: '/cards?serial=3000000001' },
      ],
    },
  ],
  ['an unknown vital', { vitals: [{ app: 'shell', version: '1.0.0', name: 'FID', value: 10 }] }],
  ['a negative vital', { vitals: [{ app: 'shell', version: '1.0.0', name: 'LCP', value: -1 }] }],
  ['loads that are not a list', { loads: 'loaded' }],
  [
    'more than 50 entries in all',
    {
      loads: Array.from({ length: 30 }, () => ({
        app: 'shell',
        version: '1.0.0',
        outcome: 'loaded',
      })),
      vitals: Array.from({ length: 21 }, () => ({
        app: 'shell',
        version: '1.0.0',
        name: 'CLS',
        value: 0,
      })),
    },
  ],
])('%s answers 400 MALFORMED and counts nothing', async (_name, body) => {
  const res = await beacon(body);
  expect([res.statusCode, res.json().msgCode]).toEqual([400, API_MSG.MALFORMED_REQUEST]);
  expect(await metrics()).not.toMatch(/qcard_remote_loads_total\{app="(shell|mfe-evil)"/);
});

test(`one address may send RATE_LIMIT_TELEMETRY_PER_IP_PER_MINUTE (here ${PER_MINUTE}) batches a minute, then answers 429; another address still may`, async () => {
  const batch = { loads: [{ app: 'mfe-auth', version: '9.9.9', outcome: 'loaded' }] };
  for (let i = 0; i < PER_MINUTE; i += 1)
    expect((await beacon(batch, '198.51.100.7')).statusCode).toBe(200);
  const refused = await beacon(batch, '198.51.100.7');
  expect(refused.statusCode).toBe(429);
  expect((await beacon(batch, '198.51.100.8')).statusCode).toBe(200);
  expect(await metrics()).toContain(
    `qcard_remote_loads_total{app="mfe-auth",version="9.9.9",outcome="loaded"} ${PER_MINUTE + 1}\n`,
  );
});

test('the default budget is 60 batches a minute per address', async () => {
  const plain = await createTestApp({ seed: false });
  try {
    expect(plain.app.qcard.settings.rateLimit.telemetryPerIpPerMinute).toBe(60);
  } finally {
    await plain.close();
  }
});
