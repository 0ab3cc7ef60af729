// Production-safe by default: one test per finding of the attacker's probe (the
// old behaviour fails each), on SQLite and on PostgreSQL (TEST_DATABASE_URL). docs/security.md
// maps every control to its test here.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { claimLoginAttempt } from '../../../modules/auth/auth-routes';
import { assertCaptchaProvider } from '../../http/captcha';
import { demoRoutesLine } from '../demo-mode';
import { startSmtpSink } from '../../mail/smtp-sink';
import { contractOf, PATRON2, RIDER, SPONSOR } from '../../../modules/orders/__tests__/order-test-helpers';

jest.setTimeout(60_000);

let now = Date.parse('2026-11-02T09:00:00.000Z');
const clock = () => new Date(now);
const advance = (seconds: number) => {
  now += seconds * 1000;
};

const ORIGIN = 'https://portal.example';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, settings: { publicOrigin: ORIGIN } });
});
afterAll(async () => t.close());

async function mailsTo(app: TestApp, email: string): Promise<Array<{ to: string; text: string }>> {
  const res = await app.app.inject({ method: 'GET', url: '/api/demo/mailbox' });
  return (res.json().data as Array<{ to: string; text: string }>).filter((m) => m.to === email);
}

function resetTokenOf(text: string): string {
  const m = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!m?.[1]) throw new Error('no reset link in the mail');
  return decodeURIComponent(m[1]);
}

async function resetPassword(app: TestApp, email: string, password: string): Promise<void> {
  const asked = await app.post('/user/forgotpassword', { email, captcha: await app.captcha() });
  expect(asked.envelope.status).toBe('SUCCESS');
  const [mail] = await mailsTo(app, email);
  const done = await app.post('/user/newpassword', { token: resetTokenOf(mail?.text ?? ''), newpassword: password, confirmpassword: password });
  expect(done.envelope).toMatchObject({ status: 'SUCCESS' });
}

describe('one trusted origin', () => {
  test('a forged Host or X-Forwarded-Host never reaches the reset link: it is built from PUBLIC_ORIGIN', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgotpassword',
      headers: { 'content-type': 'application/json', host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      payload: JSON.stringify({ email: PATRON2.email, captcha: await t.captcha() }),
    });
    expect(res.json()).toMatchObject({ status: 'SUCCESS' });
    const [mail] = await mailsTo(t, PATRON2.email);
    expect(mail?.text).toContain(`${ORIGIN}/reset-password?token=`);
    expect(mail?.text).not.toContain('evil.example');
  });

  test('in development the link uses the listening address, not the request', async () => {
    const dev = await createTestApp({ env: { HOST: '127.0.0.1', PORT: '8099', DEMO: '1' } });
    try {
      await dev.app.inject({
        method: 'POST',
        url: '/api/user/forgotpassword',
        headers: { 'content-type': 'application/json', host: 'evil.example' },
        payload: JSON.stringify({ email: RIDER.email, captcha: await dev.captcha() }),
      });
      const [mail] = await mailsTo(dev, RIDER.email);
      expect(mail?.text).toContain('http://127.0.0.1:8099/reset-password?token=');
    } finally {
      await dev.close();
    }
  });

  test('NODE_ENV=production refuses to start without PUBLIC_ORIGIN, saying so', async () => {
    await expect(createTestApp({ env: { NODE_ENV: 'production' } })).rejects.toThrow(/PUBLIC_ORIGIN: is required when NODE_ENV=production/);
  });
});

describe('demo features only on purpose', () => {
  async function demoRoutesOf(env: Record<string, string>): Promise<{ mailbox: number; tap: number }> {
    const app = await createTestApp({ env });
    try {
      const token = await app.login(RIDER.email, RIDER.password);
      const contractId = (await contractOf(app, '1000000001')).id;
      const mailbox = await app.app.inject({ method: 'GET', url: '/api/demo/mailbox' });
      const tap = await app.post('/card/tap', { contractId }, token);
      return { mailbox: mailbox.statusCode, tap: tap.statusCode };
    } finally {
      await app.close();
    }
  }

  test('production without DEMO has no demo route (the old start kept the mailbox on)', async () => {
    expect(await demoRoutesOf({ NODE_ENV: 'production', PUBLIC_ORIGIN: ORIGIN })).toEqual({ mailbox: 404, tap: 404 });
  });

  test('DEMO=1 alone does not turn them on in production; DEMO_IN_PRODUCTION=1 as well does', async () => {
    expect(await demoRoutesOf({ NODE_ENV: 'production', PUBLIC_ORIGIN: ORIGIN, DEMO: '1' })).toEqual({ mailbox: 404, tap: 404 });
    expect(await demoRoutesOf({ NODE_ENV: 'production', PUBLIC_ORIGIN: ORIGIN, DEMO: '1', DEMO_IN_PRODUCTION: '1' })).toEqual({ mailbox: 200, tap: 200 });
  });

  test('without DEMO there is no demo route in development either; DEMO=1 turns them on', async () => {
    expect(await demoRoutesOf({})).toEqual({ mailbox: 404, tap: 404 });
    expect(await demoRoutesOf({ DEMO: '1' })).toEqual({ mailbox: 200, tap: 200 });
  });

  test('the startup line names the live demo routes, or says why there are none', () => {
    expect(demoRoutesLine({ demo: true, demoRefused: false, apiBase: '/api' })).toBe(
      'Demo routes:   GET /api/demo/mailbox, POST /api/card/tap (DEMO=1; never on a real portal)',
    );
    expect(demoRoutesLine({ demo: false, demoRefused: true, apiBase: '/api' })).toMatch(/none \(DEMO=1 ignored: NODE_ENV=production needs DEMO_IN_PRODUCTION=1/);
    expect(demoRoutesLine({ demo: false, demoRefused: false, apiBase: '/api' })).toMatch(/^Demo routes: +none/);
  });
});

describe('brute force that cannot be turned against the owner', () => {
  test('captcha-less requests count against nobody: eleven of them do not lock or throttle the owner', async () => {
    const app = await createTestApp({ settings: { rateLimit: { loginPerAccount: 10, loginPerIp: 10 } } });
    try {
      for (let i = 0; i < 11; i++) {
        const res = await app.post('/user/authenticate', { username: PATRON2.email, password: `Wrong#${i}x` });
        expect(res.envelope.msgCode).toBe('482');
      }
      const owner = await app.post('/user/authenticate', { username: PATRON2.email, password: PATRON2.password, captcha: await app.captcha() });
      expect(owner.envelope.status).toBe('SUCCESS');
    } finally {
      await app.close();
    }
  });

  test('input checks come before the counter too: an empty password counts nowhere', async () => {
    const app = await createTestApp({ settings: { rateLimit: { loginPerAccount: 2 } } });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await app.post('/user/authenticate', { username: PATRON2.email, password: '', captcha: await app.captcha() });
        expect(res.statusCode).toBe(401);
      }
      const owner = await app.post('/user/authenticate', { username: PATRON2.email, password: PATRON2.password, captcha: await app.captcha() });
      expect(owner.envelope.status).toBe('SUCCESS');
    } finally {
      await app.close();
    }
  });

  test('the lockout decision is atomic: of 9 concurrent attempts exactly 5 get a password check', async () => {
    const user = await t.app.qcard.db.selectFrom('users').select('id').where('email', '=', 'sponsor2@example.com').executeTakeFirstOrThrow();
    const claims = await Promise.all(Array.from({ length: 9 }, () => claimLoginAttempt(t.app.qcard, user.id)));
    expect(claims.filter((c) => c !== null).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(claims.filter((c) => c === null)).toHaveLength(4);
    await t.app.qcard.db.updateTable('users').set({ failed_logins: 0, locked_until: null }).where('id', '=', user.id).execute();
  });

  test('9 concurrent guesses against a threshold of 5: a guess arriving while 5 are being checked is not checked', async () => {
    const app = await createTestApp();
    try {
      const db = app.app.qcard.db;
      const captchas = await Promise.all(Array.from({ length: 9 }, () => app.captcha()));
      const wrong = captchas.slice(0, 8).map((captcha, i) => app.post('/user/authenticate', { username: RIDER.email, password: `Guess#${i}abc`, captcha }));
      // The 5 checks are claimed (counted) before any password is verified; the old code counted
      // only after each check, so this count never reached 5 while the guesses were in flight.
      let counted = 0;
      for (let waited = 0; waited < 5000 && counted < 5; waited += 2) {
        const row = await db.selectFrom('users').select('failed_logins').where('email', '=', RIDER.email).executeTakeFirstOrThrow();
        counted = Number(row.failed_logins);
        if (counted < 5) await new Promise((r) => setTimeout(r, 2));
      }
      expect(counted).toBe(5);
      const right = await app.post('/user/authenticate', { username: RIDER.email, password: RIDER.password, captcha: captchas[8] });
      expect(right.statusCode).toBe(401);
      expect((await Promise.all(wrong)).map((a) => a.statusCode)).toEqual(Array(8).fill(401));
      expect((await app.post('/user/authenticate', { username: RIDER.email, password: RIDER.password, captcha: await app.captcha() })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  test('a locked account answers exactly like an unknown e-mail (no 423)', async () => {
    const app = await createTestApp();
    try {
      for (let i = 0; i < 5; i++) await app.post('/user/authenticate', { username: PATRON2.email, password: `Wrong#${i}abc`, captcha: await app.captcha() });
      const locked = await app.post('/user/authenticate', { username: PATRON2.email, password: PATRON2.password, captcha: await app.captcha() });
      const unknown = await app.post('/user/authenticate', { username: 'nobody@example.com', password: PATRON2.password, captcha: await app.captcha() });
      expect(locked.statusCode).toBe(401);
      expect(locked.statusCode).toBe(unknown.statusCode);
      expect(locked.envelope).toEqual(unknown.envelope);
    } finally {
      await app.close();
    }
  });

  test('the owner of a locked and throttled account resets the password by mail and logs in at once', async () => {
    const app = await createTestApp({ settings: { rateLimit: { loginPerAccount: 8 } } });
    try {
      // 8 guesses in the owner's name: 5 lock the account, all 8 use up the account's login limit.
      for (let i = 0; i < 8; i++) await app.post('/user/authenticate', { username: PATRON2.email, password: `Wrong#${i}abc`, captcha: await app.captcha() });
      const owner = await app.post('/user/authenticate', { username: PATRON2.email, password: PATRON2.password, captcha: await app.captcha() });
      expect(owner.envelope.status).toBe('ERROR');
      await resetPassword(app, PATRON2.email, 'Unlock#2027');
      const after = await app.post('/user/authenticate', { username: PATRON2.email, password: 'Unlock#2027', captcha: await app.captcha() });
      expect(after.envelope.status).toBe('SUCCESS');
    } finally {
      await app.close();
    }
  });
});

describe('sessions with server-side lifetimes', () => {
  test('idle: a token unused for 16 minutes no longer works (Session_Timeout 900 s); one used every 14 minutes does', async () => {
    const active = await t.login(RIDER.email, RIDER.password);
    const idle = await t.login(RIDER.email, RIDER.password);
    // Twice (28 minutes): within Token_Validity (30 minutes), which the browser extends by refreshing.
    for (let i = 0; i < 2; i++) {
      advance(14 * 60);
      expect((await t.post('/user/details', {}, active)).envelope.status).toBe('SUCCESS');
    }
    expect((await t.post('/user/details', {}, idle)).envelope).toMatchObject({ status: 'ERROR', msgCode: '464' });
    advance(16 * 60);
    expect((await t.post('/user/details', {}, active)).envelope.msgCode).toBe('464');
    expect(t.app.qcard.settings.sessionTimeoutSeconds).toBe(900);
  });

  test('absolute: a login ends 12 hours after it started however often its token is refreshed', async () => {
    let token = await t.login(RIDER.email, RIDER.password);
    const loginAt = now;
    for (let minutes = 0; minutes < 12 * 60 - 10; minutes += 10) {
      advance(10 * 60);
      const res = await t.post('/user/refreshtoken', {}, token);
      expect(res.envelope.status).toBe('SUCCESS');
      token = res.headers['x-auth-token'] as string;
      expect(Date.parse(res.envelope.data.expiresAt)).toBeLessThanOrEqual(loginAt + 12 * 3600 * 1000);
    }
    advance(11 * 60);
    expect((await t.post('/user/refreshtoken', {}, token)).envelope.msgCode).toBe('464');
  });

  test('logout with an old token ends the rotated one too', async () => {
    const first = await t.login(RIDER.email, RIDER.password);
    const rotated = (await t.post('/user/refreshtoken', {}, first)).headers['x-auth-token'] as string;
    expect((await t.post('/user/details', {}, rotated)).envelope.status).toBe('SUCCESS');
    expect((await t.post('/user/logout', {}, first)).envelope.status).toBe('SUCCESS');
    expect((await t.post('/user/details', {}, rotated)).envelope.msgCode).toBe('464');
  });

  test('a password change ends every other session and the tokens the current one was rotated from', async () => {
    const elsewhere = await t.login(SPONSOR.email, SPONSOR.password);
    const before = await t.login(SPONSOR.email, SPONSOR.password);
    const current = (await t.post('/user/refreshtoken', {}, before)).headers['x-auth-token'] as string;
    const changed = await t.post('/user/updatepassword', { existingpassword: SPONSOR.password, newpassword: 'Changed#2027', confirmpassword: 'Changed#2027' }, current);
    expect(changed.envelope.status).toBe('SUCCESS');
    expect((await t.post('/user/details', {}, elsewhere)).envelope.msgCode).toBe('464');
    expect((await t.post('/user/details', {}, before)).envelope.msgCode).toBe('464');
    expect((await t.post('/user/details', {}, current)).envelope.status).toBe('SUCCESS');
    await t.post('/user/updatepassword', { existingpassword: 'Changed#2027', newpassword: 'Again#20271', confirmpassword: 'Again#20271' }, current);
  });

  test('"end other sessions" ends every other login, rotated tokens included, and keeps the caller\'s', async () => {
    const mine = await t.login(PATRON2.email, PATRON2.password);
    const phone = await t.login(PATRON2.email, PATRON2.password);
    const phoneRotated = (await t.post('/user/refreshtoken', {}, phone)).headers['x-auth-token'] as string;
    const laptop = await t.login(PATRON2.email, PATRON2.password);
    const res = await t.post('/user/endOtherSessions', {}, mine);
    expect(res.envelope).toMatchObject({ status: 'SUCCESS', data: { ended: 2 } });
    for (const token of [phone, phoneRotated, laptop]) expect((await t.post('/user/details', {}, token)).envelope.msgCode).toBe('464');
    expect((await t.post('/user/details', {}, mine)).envelope.status).toBe('SUCCESS');
    // An unregistered-reload session has no account whose sessions it could end.
    const anon = await t.post('/user/anonymoususer', { cardSerialNo: '3000000001', captcha: await t.captcha() });
    expect((await t.post('/user/endOtherSessions', {}, anon.headers['x-auth-token'] as string)).statusCode).toBe(403);
  });
});

describe('business limits on the server, for the whole cart', () => {
  test("a contract's reloads in one cart stay within its maximum (300 x $200 no longer pass)", async () => {
    const app = await createTestApp();
    try {
      const rider = await app.login(RIDER.email, RIDER.password);
      const c = await contractOf(app, '1000000001');
      expect((await app.post('/cart/addRechargeCard', { contractid: c.id, rechargevalue: c.max }, rider)).envelope.status).toBe('SUCCESS');
      const second = await app.post('/cart/addRechargeCard', { contractid: c.id, rechargevalue: c.max }, rider);
      expect(second.statusCode).toBe(409);
      expect(second.envelope).toMatchObject({ status: 'ERROR', msgCode: '488', data: { limit: 'contractMaximum', maximumAllowed: c.max } });
      // Editing is held to the same total: lower the first, add a second, then try to raise it.
      const [item] = (await app.post('/cart/cartItems', {}, rider)).envelope.data.cartItems as Array<{ itemId: number }>;
      expect((await app.post('/cart/editOrderItem', { orderItemId: item?.itemId, rechargevalue: c.max / 2 }, rider)).envelope.status).toBe('SUCCESS');
      expect((await app.post('/cart/addRechargeCard', { contractid: c.id, rechargevalue: c.max / 2 }, rider)).envelope.status).toBe('SUCCESS');
      const raise = await app.post('/cart/editOrderItem', { orderItemId: item?.itemId, rechargevalue: c.max / 2 + 100 }, rider);
      expect(raise.envelope).toMatchObject({ status: 'ERROR', msgCode: '488' });
      // Concurrent adds cannot both pass: the cart's lock orders them.
      const other = await contractOf(app, '1000000002');
      const racing = await Promise.all(Array.from({ length: 4 }, () => app.post('/cart/addRechargeCard', { contractid: other.id, rechargevalue: other.max / 2 }, rider)));
      expect(racing.filter((r) => r.envelope.status === 'SUCCESS')).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  test('a cart holds at most CART_MAX_ITEMS items (default 50), sponsor bulk adds included', async () => {
    const app = await createTestApp({ settings: { cartMaxItems: 3 } });
    try {
      expect(t.app.qcard.settings.cartMaxItems).toBe(50);
      const rider = await app.login(RIDER.email, RIDER.password);
      const c = await contractOf(app, '1000000001');
      for (let i = 0; i < 3; i++) expect((await app.post('/cart/addRechargeCard', { contractid: c.id, rechargevalue: 500 }, rider)).envelope.status).toBe('SUCCESS');
      const fourth = await app.post('/cart/addRechargeCard', { contractid: c.id, rechargevalue: 500 }, rider);
      expect(fourth.envelope).toMatchObject({ status: 'ERROR', msgCode: '488', data: { limit: 'cartItems', maxItems: 3 } });
      const acme = await app.login(SPONSOR.email, SPONSOR.password);
      const rows = (await app.post('/recharge/rechargeQCards', { filterType: 'employeeId', filterValue: 'E100' }, acme)).envelope.data.data as Array<{ employeeId: number; contractId: number }>;
      const four = rows.slice(0, 4).map((r) => ({ employeeId: r.employeeId, contractid: r.contractId, rechargevalue: 1000 }));
      const bulk = await app.post('/recharge/addRechargeCards', { rechargeCards: four }, acme);
      expect(bulk.envelope).toMatchObject({ status: 'ERROR', msgCode: '488', data: { limit: 'cartItems' } });
      expect((await app.post('/cart/cartItems', {}, acme)).envelope.data.numberOfRecords).toBe(0);
    } finally {
      await app.close();
    }
  });

  test('unregistered-reload carts belong to their own session, not to the card serial', async () => {
    const login = async () => (await t.post('/user/anonymoususer', { cardSerialNo: '3000000001', captcha: await t.captcha() })).headers['x-auth-token'] as string;
    const first = await login();
    const second = await login();
    const c = await contractOf(t, '3000000001');
    const added = await t.post('/cart/addRechargeCard', { contractid: c.id, rechargevalue: 1500 }, first);
    expect(added.envelope.status).toBe('SUCCESS');
    const itemId = added.envelope.data.item.itemId as number;
    expect((await t.post('/cart/cartItems', {}, second)).envelope.data.numberOfRecords).toBe(0);
    expect((await t.post('/cart/deleteOrderItem', { orderItemId: itemId }, second)).envelope.msgCode).toBe('485');
    // The same login keeps its cart across token rotation.
    const rotated = (await t.post('/user/refreshtoken', {}, first)).headers['x-auth-token'] as string;
    expect((await t.post('/cart/cartItems', {}, rotated)).envelope.data.numberOfRecords).toBe(1);
  });
});

describe('captcha providers that exist on both sides', () => {
  test('the API verifies ALTCHA only; a configuration naming reCAPTCHA stops the start', () => {
    expect(t.app.qcard.config.param('Captcha_Config', 'Captcha_Provider')).toBe('altcha');
    expect(() => assertCaptchaProvider({ param: () => 'recaptcha' })).toThrow(/verifies only the self-hosted ALTCHA captcha/);
    expect(() => assertCaptchaProvider({ param: () => undefined })).not.toThrow();
  });
});

describe('password rules from the spec', () => {
  test('the new password cannot be any of the last 6 (the current one and the 5 before it)', async () => {
    const app = await createTestApp();
    try {
      let token = await app.login(PATRON2.email, PATRON2.password);
      let current: string = PATRON2.password;
      const change = async (next: string) => {
        const res = await app.post('/user/updatepassword', { existingpassword: current, newpassword: next, confirmpassword: next }, token);
        if (res.envelope.status === 'SUCCESS') current = next;
        return res;
      };
      for (let i = 1; i <= 5; i++) expect((await change(`Step#${i}abcd`)).envelope.status).toBe('SUCCESS');
      // The original is the 6th last: refused (the old code allowed it here).
      expect((await change(PATRON2.password)).envelope).toMatchObject({ status: 'ERROR', msgCode: '483' });
      expect((await change('Step#6abcd')).envelope.status).toBe('SUCCESS');
      token = await app.login(PATRON2.email, current);
      expect((await change(PATRON2.password)).envelope.status).toBe('SUCCESS');
    } finally {
      await app.close();
    }
  });

  test('control characters and markup are stripped from names and free text before they are stored', async () => {
    const acme = await t.login(SPONSOR.email, 'Again#20271');
    const created = await t.post('/group/create', { groupname: '<b>Night\u0000 Crew</b>\u001b[31m', groupdetails: 'Depot\u0007 nights\n<script>x</script>' }, acme);
    expect(created.envelope).toMatchObject({ status: 'SUCCESS', data: { groupname: 'Night Crew[31m', groupdetails: 'Depot nights\nx' } });
    const stored = await t.app.qcard.db.selectFrom('groups').select(['name', 'details']).where('id', '=', created.envelope.data.id as number).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Night Crew[31m', details: 'Depot nights\nx' });
    const onlyMarkup = await t.post('/group/create', { groupname: '<i></i>\u0000' }, acme);
    expect(onlyMarkup.envelope).toMatchObject({ status: 'ERROR', msgCode: '488' });
    const rider = await t.login(RIDER.email, RIDER.password);
    const profile = await t.post('/user/updateprofile', { address1: '1 Main\u0000 Street', address2: '', city: 'Albany', state: 'NY', zipcode: '12207', phonenumber: '+1 518 555 0100' }, rider);
    expect(profile.envelope.status).toBe('SUCCESS');
    expect(profile.envelope.data.address1).toBe('1 Main Street');
  });
});

describe('real mail through SMTP', () => {
  test('with SMTP_URL the reset mail goes out by SMTP with the PUBLIC_ORIGIN link, and the outbox keeps no link', async () => {
    const sink = await startSmtpSink();
    const app = await createTestApp({ settings: { smtpUrl: `smtp://127.0.0.1:${sink.port}`, publicOrigin: ORIGIN } });
    try {
      const res = await app.post('/user/forgotpassword', { email: RIDER.email, captcha: await app.captcha() });
      expect(res.envelope.status).toBe('SUCCESS');
      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0]?.to).toEqual([RIDER.email]);
      expect(sink.mails[0]?.text).toMatch(new RegExp(`${ORIGIN.replace(/\./g, '\\.')}/reset-password\\?token=[A-Za-z0-9_-]{20,}`));
      const kept = await app.app.qcard.db.selectFrom('outbox').select(['text_body', 'html_body', 'sent_at']).where('to_address', '=', RIDER.email).execute();
      expect(kept).toEqual([{ text_body: '[sent through SMTP; body not kept]', html_body: null, sent_at: expect.any(String) }]);
    } finally {
      await app.close();
      await sink.close();
    }
  });
});
