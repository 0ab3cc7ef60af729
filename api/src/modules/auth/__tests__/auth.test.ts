import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { solveCaptcha } from '../../../test-support/captcha';

let t: TestApp;
let now = Date.parse('2026-11-01T12:00:00.000Z');
const clock = () => new Date(now);
const advance = (seconds: number) => {
  now += seconds * 1000;
};

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

async function login(username: string, password: string) {
  return t.post('/user/authenticate', { action: 'USER_MANAGEMENT', function: 'login', version: 1, username, password, captcha: await t.captcha() });
}

async function lastMailTo(email: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/demo/mailbox' });
  const mails = res.json().data as Array<{ to: string; text: string; subject: string }>;
  return mails.find((m) => m.to === email);
}

function tokenFromMail(text: string): string {
  const m = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!m?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(m[1]);
}

describe('login', () => {
  test('success returns the token in X-Auth-Token and the user in data', async () => {
    const res = await login('  rider@example.com ', ' Rider#2026 ');
    expect(res.statusCode).toBe(200);
    expect(res.envelope.status).toBe('SUCCESS');
    expect(res.headers['x-auth-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.envelope.data).toMatchObject({ email: 'rider@example.com', firstName: 'Riley', lastName: 'Rider', sponsor: false, state: 'NY' });
    expect(res.envelope.data.address).toBe('42 Elm Street, Apt 3B');
    expect(JSON.stringify(res.envelope)).not.toMatch(/password|hash/i);
    const sponsor = await login('sponsor@example.com', 'Sponsor#2026');
    expect(sponsor.envelope.data).toMatchObject({ sponsor: true, companyName: 'Acme Transit Benefits' });
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
    const none = await t.post('/user/authenticate', { username: 'rider@example.com', password: 'Rider#2026' });
    expect(none.envelope).toMatchObject({ status: 'ERROR', msgCode: '482' });
    const garbage = await t.post('/user/authenticate', { username: 'rider@example.com', password: 'Rider#2026', captcha: 'bm90IGEgY2FwdGNoYQ==' });
    expect(garbage.envelope.msgCode).toBe('482');
    const captcha = await solveCaptcha(t.app);
    const first = await t.post('/user/authenticate', { username: 'rider@example.com', password: 'Rider#2026', captcha });
    expect(first.envelope.status).toBe('SUCCESS');
    const replay = await t.post('/user/authenticate', { username: 'rider@example.com', password: 'Rider#2026', captcha });
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
    const res = await t.app.inject({ method: 'POST', url: '/api/user/isTokenValid', headers: { authorization: `Bearer ${token}` } });
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
      expect((await t.post('/user/details', {}, token2)).envelope.status).toBe(i < 3 ? 'SUCCESS' : 'ERROR');
    }
  });
});

describe('password reset by e-mail', () => {
  test('forgot → mail with link → validate → new password → login; token single use; sessions revoked', async () => {
    const before = await t.login('sponsor2@example.com', 'Sponsor#2026');
    const res = await t.post('/user/forgotpassword', { email: 'sponsor2@example.com', captcha: await t.captcha() });
    expect(res.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '474' });
    expect(JSON.stringify(res.envelope)).not.toMatch(/token/i);
    const mail = await lastMailTo('sponsor2@example.com');
    expect(mail?.text).toContain(`${t.app.qcard.settings.publicOrigin}/reset-password?token=`);
    const token = tokenFromMail(mail?.text ?? '');
    expect((await t.post('/user/validateResetToken', { token })).envelope.status).toBe('SUCCESS');
    const mismatch = await t.post('/user/newpassword', { token, newpassword: 'Fresh#2027', confirmpassword: 'Other#2027' });
    expect(mismatch.envelope.status).toBe('ERROR');
    const weak = await t.post('/user/newpassword', { token, newpassword: 'weak', confirmpassword: 'weak' });
    expect(weak.envelope.msgCode).toBe('484');
    const done = await t.post('/user/newpassword', { action: 'USER_MANAGEMENT', function: 'new_password', version: 1, token, newpassword: 'Fresh#2027', confirmpassword: 'Fresh#2027' });
    expect(done.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '471' });
    expect((await t.post('/user/details', {}, before)).envelope.msgCode).toBe('464');
    expect((await login('sponsor2@example.com', 'Sponsor#2026')).envelope.status).toBe('ERROR');
    expect((await login('sponsor2@example.com', 'Fresh#2027')).envelope.status).toBe('SUCCESS');
    const reused = await t.post('/user/newpassword', { token, newpassword: 'Again#2028', confirmpassword: 'Again#2028' });
    expect(reused.envelope).toMatchObject({ status: 'ERROR', msgCode: '406' });
    expect((await t.post('/user/validateResetToken', { token })).envelope.msgCode).toBe('406');
  });

  test('unknown e-mail gets the same answer and no mail; resend answers 472', async () => {
    const res = await t.post('/user/forgotpassword', { email: 'ghost@example.com', captcha: await t.captcha() });
    expect(res.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '474' });
    expect(await lastMailTo('ghost@example.com')).toBeUndefined();
    const resend = await t.post('/user/resendlink', { email: 'ghost@example.com', captcha: await t.captcha() });
    expect(resend.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '472' });
    const noCaptcha = await t.post('/user/forgotpassword', { email: 'rider@example.com' });
    expect(noCaptcha.envelope.msgCode).toBe('482');
  });

  test('an expired reset token is refused', async () => {
    await t.post('/user/resendlink', { email: 'patron2@example.com', captcha: await t.captcha() });
    const token = tokenFromMail((await lastMailTo('patron2@example.com'))?.text ?? '');
    advance(61 * 60);
    expect((await t.post('/user/validateResetToken', { token })).envelope.msgCode).toBe('406');
    const res = await t.post('/user/newpassword', { token, newpassword: 'Fresh#2027', confirmpassword: 'Fresh#2027' });
    expect(res.envelope.msgCode).toBe('406');
  });
});

describe('account settings', () => {
  test('password change: policy, history of 6, other sessions revoked', async () => {
    const other = await t.login('rider@example.com', 'Rider#2026');
    const token = await t.login('rider@example.com', 'Rider#2026');
    const wrongCurrent = await t.post('/user/updatepassword', { existingpassword: 'Nope#2026', newpassword: 'Fresh#2027' }, token);
    expect(wrongCurrent.envelope.status).toBe('ERROR');
    const same = await t.post('/user/updatepassword', { existingpassword: 'Rider#2026', newpassword: 'Rider#2026' }, token);
    expect(same.envelope.msgCode).toBe('483');
    const ok = await t.post('/user/updatepassword', { existingpassword: 'Rider#2026', newpassword: 'Second#2027' }, token);
    expect(ok.envelope.status).toBe('SUCCESS');
    expect((await t.post('/user/details', {}, token)).envelope.status).toBe('SUCCESS');
    expect((await t.post('/user/details', {}, other)).envelope.msgCode).toBe('464');
    const back = await t.post('/user/updatepassword', { existingpassword: 'Second#2027', newpassword: 'Rider#2026' }, token);
    expect(back.envelope.msgCode).toBe('483');
    // Restore a usable state for other tests: move forward through fresh passwords.
    let current = 'Second#2027';
    for (const next of ['Third#2027', 'Fourth#2027', 'Fifth#2027', 'Sixth#2027', 'Seventh#2027']) {
      expect((await t.post('/user/updatepassword', { existingpassword: current, newpassword: next }, token)).envelope.status).toBe('SUCCESS');
      current = next;
    }
    // Rider#2026 is now 7 passwords back: allowed again.
    expect((await t.post('/user/updatepassword', { existingpassword: current, newpassword: 'Rider#2026' }, token)).envelope.status).toBe('SUCCESS');
  });

  test('profile update validates, converts the state name, and touches only the caller', async () => {
    const patron2 = await t.login('patron2@example.com', 'Rider#2026');
    const bad = await t.post('/user/updateprofile', { address1: '', city: 'Albany', state: 'NY', zipcode: '1220', phonenumber: '555' }, patron2);
    expect(bad.envelope).toMatchObject({ status: 'ERROR', msgCode: '488' });
    const res = await t.post(
      '/user/updateprofile',
      { id: 1, email: 'rider@example.com', address1: '9 New Road', address2: '', city: 'Albany', state: 'New York', zipcode: '12208', phonenumber: '+1 518 555 0199' },
      patron2,
    );
    expect(res.envelope).toMatchObject({ status: 'SUCCESS' });
    expect(res.envelope.data).toMatchObject({ email: 'patron2@example.com', address1: '9 New Road', state: 'NY', zipcode: '12208' });
    const rider = await t.app.qcard.db.selectFrom('users').selectAll().where('email', '=', 'rider@example.com').executeTakeFirstOrThrow();
    expect(rider.address1).toBe('42 Elm Street');
  });
});

describe('unregistered reload session and feedback', () => {
  test('anonymous session only for an active card no company owns', async () => {
    const ok = await t.post('/user/anonymoususer', { cardSerialNo: '3000000001', email: '', captcha: await t.captcha() });
    expect(ok.envelope).toMatchObject({ status: 'SUCCESS', data: { anonymous: true, cardSerialNo: '3000000001' } });
    const token = ok.headers['x-auth-token'] as string;
    expect(token).toBeTruthy();
    expect((await t.post('/user/details', {}, token)).statusCode).toBe(403);
    expect((await t.post('/user/isTokenValid', {}, token)).envelope.data).toMatchObject({ anonymous: true, cardSerialNo: '3000000001' });
    for (const serial of ['2000000001', '1000000003', '9999999999']) {
      const res = await t.post('/user/anonymoususer', { cardSerialNo: serial, captcha: await t.captcha() });
      expect(res.envelope).toMatchObject({ status: 'ERROR', msgCode: '487' });
    }
  });

  test('feedback is validated and stored', async () => {
    const missing = await t.post('/feedback/save', { subject: 'Hi', comments: '', captcha: await t.captcha() });
    expect(missing.envelope).toMatchObject({ status: 'ERROR', msgCode: '488' });
    expect(missing.envelope.errorMessage).toBe('Comments can not be blank');
    const ok = await t.post('/feedback/save', { subject: 'Great app', name: 'Riley', email: 'r@example.com', phonenumber: '+1 212 555 0101', comments: 'Works well.', captcha: await t.captcha() });
    expect(ok.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '470' });
    const rows = await t.app.qcard.db.selectFrom('feedback').selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});

test('login is rate limited per account (counted in the database)', async () => {
  // Mid-window on a still clock: three attempts across a window's boundary would count as two windows.
  const limited = await createTestApp({ clock: () => new Date('2026-11-01T12:07:30.000Z'), settings: { rateLimit: { loginPerAccount: 2 } } });
  try {
    const body = async () => ({ username: 'rider@example.com', password: 'Wrong#1', captcha: await limited.captcha() });
    await limited.post('/user/authenticate', await body());
    await limited.post('/user/authenticate', await body());
    const third = await limited.post('/user/authenticate', await body());
    expect(third.statusCode).toBe(429);
    expect(third.envelope.msgCode).toBe('481');
    const rows = await limited.app.qcard.db.selectFrom('rate_limits').selectAll().execute();
    expect(rows.some((r) => r.key === 'login:account:rider@example.com' && r.count === 3)).toBe(true);
  } finally {
    await limited.close();
  }
});
