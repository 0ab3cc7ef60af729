// Production-safe by default: one test per finding of the attacker's probe (the old behaviour
// fails each), on SQLite and on PostgreSQL (TEST_DATABASE_URL). docs/security.md maps every
// control to its test.
// Here: brute force that cannot be turned against the owner.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { claimLoginAttempt } from '../../../modules/auth/auth-routes';
import { PATRON2, RIDER } from '../../../modules/orders/__tests__/order-test-helpers';
import { ORIGIN, resetPassword } from './production-safe-fixtures';

jest.setTimeout(60_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    clock: () => new Date('2026-11-02T09:00:00.000Z'),
    settings: { publicOrigin: ORIGIN },
  });
});
afterAll(async () => t.close());

describe('brute force that cannot be turned against the owner', () => {
  test('captcha-less requests count against nobody: eleven of them do not lock or throttle the owner', async () => {
    const app = await createTestApp({
      settings: { rateLimit: { loginPerAccount: 10, loginPerIp: 10 } },
    });
    try {
      for (let i = 0; i < 11; i++) {
        const res = await app.post('/user/authenticate', {
          username: PATRON2.email,
          password: `Wrong#${i}x`,
        });
        expect(res.envelope.msgCode).toBe('482');
      }
      const owner = await app.post('/user/authenticate', {
        username: PATRON2.email,
        password: PATRON2.password,
        captcha: await app.captcha(),
      });
      expect(owner.envelope.status).toBe('SUCCESS');
    } finally {
      await app.close();
    }
  });

  test('input checks come before the counter too: an empty password counts nowhere', async () => {
    const app = await createTestApp({ settings: { rateLimit: { loginPerAccount: 2 } } });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await app.post('/user/authenticate', {
          username: PATRON2.email,
          password: '',
          captcha: await app.captcha(),
        });
        expect(res.statusCode).toBe(401);
      }
      const owner = await app.post('/user/authenticate', {
        username: PATRON2.email,
        password: PATRON2.password,
        captcha: await app.captcha(),
      });
      expect(owner.envelope.status).toBe('SUCCESS');
    } finally {
      await app.close();
    }
  });

  test('the lockout decision is atomic: of 9 concurrent attempts exactly 5 get a password check', async () => {
    const user = await t.app.qcard.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sponsor2@example.com')
      .executeTakeFirstOrThrow();
    const claims = await Promise.all(
      Array.from({ length: 9 }, () => claimLoginAttempt(t.app.qcard, user.id)),
    );
    expect(claims.filter((c) => c !== null).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(claims.filter((c) => c === null)).toHaveLength(4);
    await t.app.qcard.db
      .updateTable('users')
      .set({ failed_logins: 0, locked_until: null })
      .where('id', '=', user.id)
      .execute();
  });

  test('9 concurrent guesses against a threshold of 5: a guess arriving while 5 are being checked is not checked', async () => {
    const app = await createTestApp();
    try {
      const db = app.app.qcard.db;
      const captchas = await Promise.all(Array.from({ length: 9 }, () => app.captcha()));
      const wrong = captchas.slice(0, 8).map((captcha, i) =>
        app.post('/user/authenticate', {
          username: RIDER.email,
          password: `Guess#${i}abc`,
          captcha,
        }),
      );
      // The 5 checks are claimed (counted) before any password is verified; the old code counted
      // only after each check, so this count never reached 5 while the guesses were in flight.
      let counted = 0;
      for (let waited = 0; waited < 5000 && counted < 5; waited += 2) {
        const row = await db
          .selectFrom('users')
          .select('failed_logins')
          .where('email', '=', RIDER.email)
          .executeTakeFirstOrThrow();
        counted = Number(row.failed_logins);
        if (counted < 5) await new Promise((r) => setTimeout(r, 2));
      }
      expect(counted).toBe(5);
      const right = await app.post('/user/authenticate', {
        username: RIDER.email,
        password: RIDER.password,
        captcha: captchas[8],
      });
      expect(right.statusCode).toBe(401);
      expect((await Promise.all(wrong)).map((a) => a.statusCode)).toEqual(Array(8).fill(401));
      expect(
        (
          await app.post('/user/authenticate', {
            username: RIDER.email,
            password: RIDER.password,
            captcha: await app.captcha(),
          })
        ).statusCode,
      ).toBe(401);
    } finally {
      await app.close();
    }
  });

  test('a locked account answers exactly like an unknown e-mail (no 423)', async () => {
    const app = await createTestApp();
    try {
      for (let i = 0; i < 5; i++)
        await app.post('/user/authenticate', {
          username: PATRON2.email,
          password: `Wrong#${i}abc`,
          captcha: await app.captcha(),
        });
      const locked = await app.post('/user/authenticate', {
        username: PATRON2.email,
        password: PATRON2.password,
        captcha: await app.captcha(),
      });
      const unknown = await app.post('/user/authenticate', {
        username: 'nobody@example.com',
        password: PATRON2.password,
        captcha: await app.captcha(),
      });
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
      for (let i = 0; i < 8; i++)
        await app.post('/user/authenticate', {
          username: PATRON2.email,
          password: `Wrong#${i}abc`,
          captcha: await app.captcha(),
        });
      const owner = await app.post('/user/authenticate', {
        username: PATRON2.email,
        password: PATRON2.password,
        captcha: await app.captcha(),
      });
      expect(owner.envelope.status).toBe('ERROR');
      await resetPassword(app, PATRON2.email, 'Unlock#2027');
      const after = await app.post('/user/authenticate', {
        username: PATRON2.email,
        password: 'Unlock#2027',
        captcha: await app.captcha(),
      });
      expect(after.envelope.status).toBe('SUCCESS');
    } finally {
      await app.close();
    }
  });
});
