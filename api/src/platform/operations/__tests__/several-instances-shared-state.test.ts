// Two API instances on one database behave as one: what one creates (session, cart, reset
// token, captcha use, rate-limit count) the other honours.
import type { TestApp } from '../../../test-support/create-test-app';
import {
  addReload,
  contractOf,
  orderBody,
  RIDER,
  SPONSOR2,
} from '../../../modules/orders/__tests__/order-test-helpers';
import { paymentFields } from '../../../modules/subscriptions/__tests__/subscription-test-helpers';
import { startTwoInstances } from './several-instances-fixtures';

jest.setTimeout(120_000);

const now = new Date();
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  [a, b] = await startTwoInstances(() => now);
});

afterAll(async () => {
  // The second first: it opened the first one's database.
  await b?.close();
  await a?.close();
});

function mailbox(t: TestApp) {
  return t.app
    .inject({ method: 'GET', url: '/api/demo/mailbox' })
    .then((r) => r.json().data as Array<{ to: string; text: string }>);
}

describe('state made on one instance works on the other', () => {
  test('a session: login on A, use and rotate on B, logout on B ends it on A', async () => {
    const token = await a.login(RIDER.email, RIDER.password);
    expect((await b.post('/user/details', {}, token)).envelope.status).toBe('SUCCESS');
    const rotated = await b.post('/user/isTokenValid', {}, token);
    const fresh = rotated.headers['x-auth-token'];
    expect(typeof fresh).toBe('string');
    expect((await a.post('/user/details', {}, fresh as string)).envelope.status).toBe('SUCCESS');
    expect((await b.post('/user/logout', {}, fresh as string)).envelope.status).toBe('SUCCESS');
    expect((await a.post('/user/details', {}, fresh as string)).envelope.msgCode).toBe('464');
  });

  test('a cart: filled on A, listed and submitted on B, the order seen on A', async () => {
    const token = await a.login(RIDER.email, RIDER.password);
    const c = await contractOf(a, '1000000001');
    await addReload(a, token, c.id, 700);
    const list = await b.post('/cart/cartItems', {}, token);
    expect(list.envelope.status).toBe('SUCCESS');
    expect(JSON.stringify(list.envelope.data)).toContain('700');
    const submitted = await b.post('/order/submit', orderBody(b), token);
    expect(submitted.envelope.status).toBe('SUCCESS');
    const detail = await a.post(
      '/order/getOrdersDetails',
      { orderId: submitted.envelope.data.orderId },
      token,
    );
    expect(detail.envelope.status).toBe('SUCCESS');
    expect(detail.envelope.data.price).toBe(700);
  });

  test('a subscription saved eight times at once on A and B leaves one pending cart item for the contract', async () => {
    const token = await a.login(RIDER.email, RIDER.password);
    const c = await contractOf(a, '1000000001');
    const saves = await Promise.all(
      [a, b, a, b, a, b, a, b].map((t, i) =>
        t.post(
          '/subscription/addSubscription',
          {
            contractid: c.id,
            cardSerialNumber: '1000000001',
            thresholdAmount: 500,
            rechargevalue: 2000 + i * 100,
            maxRecharges: 4,
            ...paymentFields(t),
          },
          token,
        ),
      ),
    );
    for (const res of saves) expect(res.envelope.status).toBe('SUCCESS');
    const pending = await a.app.qcard.db
      .selectFrom('cart_items')
      .select('id')
      .where('contract_id', '=', c.id)
      .where('item_type', 'in', ['Subscription', 'SubscriptionUpdate'])
      .execute();
    expect(pending).toHaveLength(1);
  });

  test('a captcha solved for A is accepted once, by B, and then by neither', async () => {
    const solved = await a.captcha();
    expect(await b.app.qcard.captcha.verifyAndSpend(solved)).toBe(true);
    expect(await a.app.qcard.captcha.verifyAndSpend(solved)).toBe(false);
    expect(await b.app.qcard.captcha.verifyAndSpend(solved)).toBe(false);
  });

  test('a card number encrypted with the key A serves is read by B', async () => {
    const pem = (await a.app.inject({ method: 'GET', url: '/pbk.key' })).rawPayload;
    const fromB = (await b.app.inject({ method: 'GET', url: '/pbk.key' })).rawPayload;
    expect(Buffer.compare(pem, fromB)).toBe(0);
  });

  test('a reset token: asked on A, mailed, used on B; the new password works on A', async () => {
    const asked = await a.post('/user/forgotpassword', {
      email: SPONSOR2.email,
      captcha: await a.captcha(),
    });
    expect(asked.envelope.msgCode).toBe('474');
    const mail = (await mailbox(b)).find((m) => m.to === SPONSOR2.email);
    const token = decodeURIComponent(
      /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '')?.[1] ?? '',
    );
    expect(token).not.toBe('');
    const done = await b.post('/user/newpassword', {
      token,
      newpassword: 'Fresh#2027',
      confirmpassword: 'Fresh#2027',
    });
    expect(done.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '471' });
    expect(await a.login(SPONSOR2.email, 'Fresh#2027')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      (
        await a.post('/user/newpassword', {
          token,
          newpassword: 'Again#2028',
          confirmpassword: 'Again#2028',
        })
      ).envelope.msgCode,
    ).toBe('406');
  });

  test('a check-then-insert across instances: the same group created six times at once is saved once', async () => {
    const sponsor = await a.login('sponsor@example.com', 'Sponsor#2026');
    const name = `Night shift ${Date.now()}`;
    const tries = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 === 0 ? a : b).post(
          '/group/create',
          { groupname: i % 3 === 0 ? name : name.toUpperCase(), groupdetails: '' },
          sponsor,
        ),
      ),
    );
    const saved = tries.filter((t) => t.envelope.status === 'SUCCESS');
    expect(saved).toHaveLength(1);
    // Every other try gets what a later duplicate gets: the field error, never a 500.
    const later = await b.post('/group/create', { groupname: name, groupdetails: '' }, sponsor);
    expect(later.statusCode).toBe(409);
    for (const t of tries.filter((x) => x.envelope.status !== 'SUCCESS')) {
      expect(t.statusCode).toBe(later.statusCode);
      expect(t.envelope.msgCode).toBe(later.envelope.msgCode);
    }
  });

  test('a rate-limit count: eight login attempts spread over A and B use up one allowance', async () => {
    const attempt = async (t: TestApp) =>
      t.post('/user/authenticate', {
        username: 'patron2@example.com',
        password: 'wrong-Password1',
        captcha: await t.captcha(),
      });
    // Refused as a wrong password or a locked account (not as too many) eight times, then
    // limited whichever instance answers.
    for (let i = 0; i < 8; i++)
      expect((await attempt(i % 2 === 0 ? a : b)).statusCode).not.toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
    expect((await attempt(a)).statusCode).toBe(429);
  });

  test('a lockout count: five wrong passwords at once, on A and B, lock the account', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const t = i % 2 === 0 ? a : b;
        return t.post('/user/authenticate', {
          username: 'sponsor@example.com',
          password: 'wrong-Password1',
          captcha: await t.captcha(),
        });
      }),
    );
    // A locked account answers exactly like a wrong password (no 423 to tell an attacker it exists).
    expect(attempts.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    const right = await b.post('/user/authenticate', {
      username: 'sponsor@example.com',
      password: 'Sponsor#2026',
      captcha: await b.captcha(),
    });
    expect(right.statusCode).toBe(401);
    expect(right.headers['x-auth-token']).toBeUndefined();
    const row = await a.app.qcard.db
      .selectFrom('users')
      .select('locked_until')
      .where('email', '=', 'sponsor@example.com')
      .executeTakeFirstOrThrow();
    expect(row.locked_until).not.toBeNull();
  });
});
