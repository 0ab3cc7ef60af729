import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { solveCaptcha } from '../../../test-support/captcha';
import { handClock, loginAttempt } from './auth-fixtures';

let t: TestApp;
const { clock, advance } = handClock();

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string) => loginAttempt(t, username, password);

describe('login', () => {
  test('success returns the token in X-Auth-Token and the user in data', async () => {
    const res = await login('  rider@example.com ', ' Rider#2026 ');
    expect(res.statusCode).toBe(200);
    expect(res.envelope.status).toBe('SUCCESS');
    expect(res.headers['x-auth-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.envelope.data).toMatchObject({
      email: 'rider@example.com',
      firstName: 'Riley',
      lastName: 'Rider',
      sponsor: false,
      state: 'NY',
    });
    expect(res.envelope.data.address).toBe('42 Elm Street, Apt 3B');
    expect(JSON.stringify(res.envelope)).not.toMatch(/password|hash/i);
    const sponsor = await login('sponsor@example.com', 'Sponsor#2026');
    expect(sponsor.envelope.data).toMatchObject({
      sponsor: true,
      companyName: 'Acme Transit Benefits',
    });
  });

  test('wrong password and unknown e-mail give the same answer', async () => {
    const wrong = await login('sponsor2@example.com', 'Wrong#2026');
    const unknown = await login('nobody@example.com', 'Wrong#2026');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.envelope.status).toBe('ERROR');
    expect(wrong.envelope.msgCode).toBe(unknown.envelope.msgCode);
    expect(wrong.envelope.errorMessage).toBe(unknown.envelope.errorMessage);
    expect(wrong.envelope.errorMessage).toBe('Invalid username or password.');
    expect(wrong.headers['x-auth-token']).toBeUndefined();
  });

  test('the account locks for 15 minutes after 5 failures', async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await login('patron2@example.com', 'Wrong#2026'));
    expect(results.every((r) => r.statusCode === 401 && r.envelope.msgCode === '401')).toBe(true);
    // Locked: even the right password is refused, with the answer an unknown e-mail gets.
    const correct = await login('patron2@example.com', 'Rider#2026');
    const unknown = await login('nobody@example.com', 'Rider#2026');
    expect(correct.statusCode).toBe(401);
    expect(correct.envelope).toEqual(unknown.envelope);
    advance(16 * 60);
    const later = await login('patron2@example.com', 'Rider#2026');
    expect(later.envelope.status).toBe('SUCCESS');
  });

  test('captcha is required and single-use', async () => {
    const none = await t.post('/user/authenticate', {
      username: 'rider@example.com',
      password: 'Rider#2026',
    });
    expect(none.envelope).toMatchObject({ status: 'ERROR', msgCode: '482' });
    const garbage = await t.post('/user/authenticate', {
      username: 'rider@example.com',
      password: 'Rider#2026',
      captcha: 'bm90IGEgY2FwdGNoYQ==',
    });
    expect(garbage.envelope.msgCode).toBe('482');
    const captcha = await solveCaptcha(t.app);
    const first = await t.post('/user/authenticate', {
      username: 'rider@example.com',
      password: 'Rider#2026',
      captcha,
    });
    expect(first.envelope.status).toBe('SUCCESS');
    const replay = await t.post('/user/authenticate', {
      username: 'rider@example.com',
      password: 'Rider#2026',
      captcha,
    });
    expect(replay.envelope.msgCode).toBe('482');
  });
});

describe('session tokens', () => {
  test('logout revokes the token', async () => {
    const token = await t.login('rider@example.com', 'Rider#2026');
    expect((await t.post('/user/details', {}, token)).envelope.status).toBe('SUCCESS');
    expect((await t.post('/user/logout', {}, token)).envelope.status).toBe('SUCCESS');
    const after = await t.post('/user/details', {}, token);
    expect(after.envelope).toMatchObject({ status: 'ERROR', msgCode: '464' });
  });

  test('isTokenValid rotates the token; the old one ends after a short grace', async () => {
    const token = await t.login('rider@example.com', 'Rider#2026');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/isTokenValid',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().status).toBe('SUCCESS');
    const fresh = res.headers['x-auth-token'] as string;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(token);
    expect((await t.post('/user/details', {}, fresh)).envelope.status).toBe('SUCCESS');
    advance(31);
    expect((await t.post('/user/details', {}, token)).envelope.msgCode).toBe('464');
    expect((await t.post('/user/details', {}, fresh)).envelope.status).toBe('SUCCESS');
    const refreshed = await t.post('/user/refreshtoken', {}, fresh);
    expect(refreshed.headers['x-auth-token']).toBeTruthy();
    const invalid = await t.post('/user/isTokenValid', {}, 'garbage');
    expect(invalid.envelope).toMatchObject({ status: 'ERROR', msgCode: '464' });
  });

  test('tokens expire Token_Validity after issue unless rotated', async () => {
    const token = await t.login('rider@example.com', 'Rider#2026');
    advance(1801);
    expect((await t.post('/user/details', {}, token)).envelope.msgCode).toBe('464');
    const token2 = await t.login('rider@example.com', 'Rider#2026');
    for (let i = 0; i < 4; i++) {
      advance(500);
      expect((await t.post('/user/details', {}, token2)).envelope.status).toBe(
        i < 3 ? 'SUCCESS' : 'ERROR',
      );
    }
  });
});

test('login is rate limited per account (counted in the database)', async () => {
  // Mid-window on a still clock: three attempts across a window's boundary would count as two windows.
  const limited = await createTestApp({
    clock: () => new Date('2026-11-01T12:07:30.000Z'),
    settings: { rateLimit: { loginPerAccount: 2 } },
  });
  try {
    const body = async () => ({
      username: 'rider@example.com',
      password: 'Wrong#1',
      captcha: await limited.captcha(),
    });
    await limited.post('/user/authenticate', await body());
    await limited.post('/user/authenticate', await body());
    const third = await limited.post('/user/authenticate', await body());
    expect(third.statusCode).toBe(429);
    expect(third.envelope.msgCode).toBe('481');
    const rows = await limited.app.qcard.db.selectFrom('rate_limits').selectAll().execute();
    expect(rows.some((r) => r.key === 'login:account:rider@example.com' && r.count === 3)).toBe(
      true,
    );
  } finally {
    await limited.close();
  }
});
