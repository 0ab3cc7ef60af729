import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { handClock, lastMailTo as lastMailIn, loginAttempt, tokenFromMail } from './auth-fixtures';

let t: TestApp;
const { clock, advance } = handClock();

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const login = (username: string, password: string) => loginAttempt(t, username, password);
const lastMailTo = (email: string) => lastMailIn(t, email);

describe('password reset by e-mail', () => {
  test('forgot → mail with link → validate → new password → login; token single use; sessions revoked', async () => {
    const before = await t.login('sponsor2@example.com', 'Sponsor#2026');
    const res = await t.post('/user/forgotpassword', {
      email: 'sponsor2@example.com',
      captcha: await t.captcha(),
    });
    expect(res.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '474' });
    expect(JSON.stringify(res.envelope)).not.toMatch(/token/i);
    const mail = await lastMailTo('sponsor2@example.com');
    expect(mail?.text).toContain(`${t.app.qcard.settings.publicOrigin}/reset-password?token=`);
    const token = tokenFromMail(mail?.text ?? '');
    expect((await t.post('/user/validateResetToken', { token })).envelope.status).toBe('SUCCESS');
    const mismatch = await t.post('/user/newpassword', {
      token,
      newpassword: 'Fresh#2027',
      confirmpassword: 'Other#2027',
    });
    expect(mismatch.envelope.status).toBe('ERROR');
    const weak = await t.post('/user/newpassword', {
      token,
      newpassword: 'weak',
      confirmpassword: 'weak',
    });
    expect(weak.envelope.msgCode).toBe('484');
    const done = await t.post('/user/newpassword', {
      action: 'USER_MANAGEMENT',
      function: 'new_password',
      version: 1,
      token,
      newpassword: 'Fresh#2027',
      confirmpassword: 'Fresh#2027',
    });
    expect(done.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '471' });
    expect((await t.post('/user/details', {}, before)).envelope.msgCode).toBe('464');
    expect((await login('sponsor2@example.com', 'Sponsor#2026')).envelope.status).toBe('ERROR');
    expect((await login('sponsor2@example.com', 'Fresh#2027')).envelope.status).toBe('SUCCESS');
    const reused = await t.post('/user/newpassword', {
      token,
      newpassword: 'Again#2028',
      confirmpassword: 'Again#2028',
    });
    expect(reused.envelope).toMatchObject({ status: 'ERROR', msgCode: '406' });
    expect((await t.post('/user/validateResetToken', { token })).envelope.msgCode).toBe('406');
  });

  test('unknown e-mail gets the same answer and no mail; resend answers 472', async () => {
    const res = await t.post('/user/forgotpassword', {
      email: 'ghost@example.com',
      captcha: await t.captcha(),
    });
    expect(res.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '474' });
    expect(await lastMailTo('ghost@example.com')).toBeUndefined();
    const resend = await t.post('/user/resendlink', {
      email: 'ghost@example.com',
      captcha: await t.captcha(),
    });
    expect(resend.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '472' });
    const noCaptcha = await t.post('/user/forgotpassword', { email: 'rider@example.com' });
    expect(noCaptcha.envelope.msgCode).toBe('482');
  });

  test('an expired reset token is refused', async () => {
    await t.post('/user/resendlink', { email: 'patron2@example.com', captcha: await t.captcha() });
    const token = tokenFromMail((await lastMailTo('patron2@example.com'))?.text ?? '');
    advance(61 * 60);
    expect((await t.post('/user/validateResetToken', { token })).envelope.msgCode).toBe('406');
    const res = await t.post('/user/newpassword', {
      token,
      newpassword: 'Fresh#2027',
      confirmpassword: 'Fresh#2027',
    });
    expect(res.envelope.msgCode).toBe('406');
  });
});

describe('account settings', () => {
  test('password change: policy, history of 6, other sessions revoked', async () => {
    const other = await t.login('rider@example.com', 'Rider#2026');
    const token = await t.login('rider@example.com', 'Rider#2026');
    const wrongCurrent = await t.post(
      '/user/updatepassword',
      { existingpassword: 'Nope#2026', newpassword: 'Fresh#2027' },
      token,
    );
    expect(wrongCurrent.envelope.status).toBe('ERROR');
    const same = await t.post(
      '/user/updatepassword',
      { existingpassword: 'Rider#2026', newpassword: 'Rider#2026' },
      token,
    );
    expect(same.envelope.msgCode).toBe('483');
    const ok = await t.post(
      '/user/updatepassword',
      { existingpassword: 'Rider#2026', newpassword: 'Second#2027' },
      token,
    );
    expect(ok.envelope.status).toBe('SUCCESS');
    expect((await t.post('/user/details', {}, token)).envelope.status).toBe('SUCCESS');
    expect((await t.post('/user/details', {}, other)).envelope.msgCode).toBe('464');
    const back = await t.post(
      '/user/updatepassword',
      { existingpassword: 'Second#2027', newpassword: 'Rider#2026' },
      token,
    );
    expect(back.envelope.msgCode).toBe('483');
    // Restore a usable state for other tests: move forward through fresh passwords.
    let current = 'Second#2027';
    for (const next of ['Third#2027', 'Fourth#2027', 'Fifth#2027', 'Sixth#2027', 'Seventh#2027']) {
      expect(
        (
          await t.post(
            '/user/updatepassword',
            { existingpassword: current, newpassword: next },
            token,
          )
        ).envelope.status,
      ).toBe('SUCCESS');
      current = next;
    }
    // Rider#2026 is now 7 passwords back: allowed again.
    expect(
      (
        await t.post(
          '/user/updatepassword',
          { existingpassword: current, newpassword: 'Rider#2026' },
          token,
        )
      ).envelope.status,
    ).toBe('SUCCESS');
  });

  test('profile update validates, converts the state name, and touches only the caller', async () => {
    const patron2 = await t.login('patron2@example.com', 'Rider#2026');
    const bad = await t.post(
      '/user/updateprofile',
      { address1: '', city: 'Albany', state: 'NY', zipcode: '1220', phonenumber: '555' },
      patron2,
    );
    expect(bad.envelope).toMatchObject({ status: 'ERROR', msgCode: '488' });
    const res = await t.post(
      '/user/updateprofile',
      {
        id: 1,
        email: 'rider@example.com',
        address1: '9 New Road',
        address2: '',
        city: 'Albany',
        state: 'New York',
        zipcode: '12208',
        phonenumber: '+1 518 555 0199',
      },
      patron2,
    );
    expect(res.envelope).toMatchObject({ status: 'SUCCESS' });
    expect(res.envelope.data).toMatchObject({
      email: 'patron2@example.com',
      address1: '9 New Road',
      state: 'NY',
      zipcode: '12208',
    });
    const rider = await t.app.qcard.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'rider@example.com')
      .executeTakeFirstOrThrow();
    expect(rider.address1).toBe('42 Elm Street');
  });

  test('profile update takes a state written as the account page takes it (one rule for both)', async () => {
    const patron2 = await t.login('patron2@example.com', 'Rider#2026');
    const profile = {
      address1: '9 New Road',
      address2: '',
      city: 'Washington',
      zipcode: '20001',
      phonenumber: '+1 202 555 0199',
    };
    for (const [typed, code] of [
      ['Washington DC', 'DC'],
      ['  new   york ', 'NY'],
    ] as const) {
      const res = await t.post('/user/updateprofile', { ...profile, state: typed }, patron2);
      expect(res.envelope).toMatchObject({ status: 'SUCCESS', data: { state: code } });
    }
  });
});

describe('unregistered reload session and feedback', () => {
  test('anonymous session only for an active card no company owns', async () => {
    const ok = await t.post('/user/anonymoususer', {
      cardSerialNo: '3000000001',
      email: '',
      captcha: await t.captcha(),
    });
    expect(ok.envelope).toMatchObject({
      status: 'SUCCESS',
      data: { anonymous: true, cardSerialNo: '3000000001' },
    });
    const token = ok.headers['x-auth-token'] as string;
    expect(token).toBeTruthy();
    expect((await t.post('/user/details', {}, token)).statusCode).toBe(403);
    expect((await t.post('/user/isTokenValid', {}, token)).envelope.data).toMatchObject({
      anonymous: true,
      cardSerialNo: '3000000001',
    });
    for (const serial of ['2000000001', '1000000003', '9999999999']) {
      const res = await t.post('/user/anonymoususer', {
        cardSerialNo: serial,
        captcha: await t.captcha(),
      });
      expect(res.envelope).toMatchObject({ status: 'ERROR', msgCode: '487' });
    }
  });

  test('feedback is validated and stored', async () => {
    const missing = await t.post('/feedback/save', {
      subject: 'Hi',
      comments: '',
      captcha: await t.captcha(),
    });
    expect(missing.envelope).toMatchObject({ status: 'ERROR', msgCode: '488' });
    expect(missing.envelope.errorMessage).toBe('Comments can not be blank');
    const ok = await t.post('/feedback/save', {
      subject: 'Great app',
      name: 'Riley',
      email: 'r@example.com',
      phonenumber: '+1 212 555 0101',
      comments: 'Works well.',
      captcha: await t.captcha(),
    });
    expect(ok.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '470' });
    const rows = await t.app.qcard.db.selectFrom('feedback').selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});
