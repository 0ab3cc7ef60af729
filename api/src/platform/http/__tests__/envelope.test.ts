import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { listRoutes } from '../route-table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// SPEC's four fields, and on an ERROR the API's addition: the text in every language.
const ERROR_ENVELOPE_KEYS = ['data', 'errorMessage', 'errorTexts', 'msgCode', 'status'];

test('unknown API path answers an ERROR envelope (POST and GET)', async () => {
  for (const method of ['POST', 'GET'] as const) {
    const res = await t.app.inject({ method, url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(ERROR_ENVELOPE_KEYS);
    expect(body.status).toBe('ERROR');
    expect(typeof body.errorMessage).toBe('string');
  }
});

test('malformed JSON gives ERROR without a stack trace', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/authenticate',
    headers: { 'content-type': 'application/json' },
    payload: '{"username": "x", ',
  });
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.status).toBe('ERROR');
  expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  expect(res.body).not.toMatch(/SyntaxError|stack/i);
});

test('a non-object body or a wrong version is refused with an envelope', async () => {
  const arr = await t.app.inject({
    method: 'POST',
    url: '/api/user/details',
    headers: { 'content-type': 'application/json' },
    payload: '[1,2]',
  });
  expect(arr.json().status).toBe('ERROR');
  const v = await t.post('/user/forgotpassword', { version: 2, email: 'a@b.co' });
  expect(v.envelope.status).toBe('ERROR');
});

test('protected routes refuse a missing or bogus token with 464', async () => {
  const none = await t.post('/user/details', {});
  expect(none.statusCode).toBe(401);
  expect(none.envelope).toMatchObject({ status: 'ERROR', msgCode: '464' });
  const bogus = await t.post('/user/details', {}, 'not-a-token');
  expect(bogus.envelope).toMatchObject({ status: 'ERROR', msgCode: '464' });
});

test('the route table lists every action with its access level', () => {
  const routes = listRoutes();
  const byPath = new Map(routes.map((r) => [r.path, r]));
  expect(byPath.get('/user/authenticate')?.access).toBe('public');
  expect(byPath.get('/user/details')?.access).toBe('authenticated');
  expect(byPath.get('/user/updatepassword')?.access).toBe('authenticated');
  expect(byPath.get('/feedback/save')?.access).toBe('public');
  expect(
    routes.every((r) =>
      ['public', 'session', 'authenticated', 'patron', 'sponsor', 'anonymousCard'].includes(
        r.access,
      ),
    ),
  ).toBe(true);
});

test('both call styles: own path, and /action with {action, function, version: 1}', async () => {
  const token = await t.login('rider@example.com', 'Rider#2026');
  const own = await t.post(
    '/user/details',
    { action: 'USER_MANAGEMENT', function: 'user_details', version: 1 },
    token,
  );
  expect(own.envelope.status).toBe('SUCCESS');
  const dispatched = await t.post(
    '/action',
    { action: 'USER_MANAGEMENT', function: 'user_details', version: 1 },
    token,
  );
  expect(dispatched.envelope.status).toBe('SUCCESS');
  expect(dispatched.envelope.data.email).toBe('rider@example.com');
  const anonymous = await t.post('/action', {
    action: 'USER_MANAGEMENT',
    function: 'user_details',
    version: 1,
  });
  expect(anonymous.envelope.msgCode).toBe('464');
  const unknown = await t.post('/action', { action: 'NOPE', function: 'nope', version: 1 });
  expect(unknown.statusCode).toBe(404);
});

test('API responses expose the X-Auth-Token header and are not cached', async () => {
  const res = await t.post('/user/details', {});
  expect(res.headers['access-control-expose-headers']).toBe('X-Auth-Token');
  expect(res.headers['cache-control']).toBe('no-store');
});
