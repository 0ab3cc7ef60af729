// Every registered route enforces its access level before its handler runs.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { listRoutes } from '../route-table';
import type { Access } from '../access';

let t: TestApp;
let tokens: Record<'patron' | 'sponsor' | 'anonymous', string>;

beforeAll(async () => {
  t = await createTestApp();
  const anon = await t.post('/user/anonymoususer', {
    cardSerialNo: '3000000001',
    captcha: await t.captcha(),
  });
  tokens = {
    patron: await t.login('rider@example.com', 'Rider#2026'),
    sponsor: await t.login('sponsor@example.com', 'Sponsor#2026'),
    anonymous: anon.headers['x-auth-token'] as string,
  };
});
afterAll(async () => {
  await t.close();
});

const refused: Record<Access, Array<keyof typeof tokens>> = {
  public: [],
  session: [],
  authenticated: ['anonymous'],
  patron: ['anonymous', 'sponsor'],
  sponsor: ['anonymous', 'patron'],
  anonymousCard: ['patron', 'sponsor'],
};

test('non-public routes refuse a missing token (464) and the wrong kind of session (403)', async () => {
  const routes = listRoutes().filter((r) => r.method === 'POST' && r.access !== 'public');
  expect(routes.length).toBeGreaterThan(0);
  for (const route of routes) {
    const none = await t.post(route.path, {});
    expect([route.path, none.statusCode, none.envelope.msgCode]).toEqual([route.path, 401, '464']);
    for (const who of refused[route.access]) {
      const res = await t.post(route.path, {}, tokens[who]);
      expect([route.path, who, res.statusCode]).toEqual([route.path, who, 403]);
    }
  }
});
