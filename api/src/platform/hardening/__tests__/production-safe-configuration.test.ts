// Production-safe by default: one test per finding of the attacker's probe (the old behaviour
// fails each), on SQLite and on PostgreSQL (TEST_DATABASE_URL). docs/security.md maps every
// control to its test.
// Here: what the configuration allows (one trusted origin, demo features, captcha providers,
// real mail by SMTP).
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { assertCaptchaProvider } from '../../http/captcha';
import { demoRoutesLine } from '../demo-mode';
import { startSmtpSink } from '../../mail/smtp-sink';
import { contractOf, PATRON2, RIDER } from '../../../modules/orders/__tests__/order-test-helpers';
import { mailsTo, ORIGIN } from './production-safe-fixtures';

jest.setTimeout(60_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    clock: () => new Date('2026-11-02T09:00:00.000Z'),
    settings: { publicOrigin: ORIGIN },
  });
});
afterAll(async () => t.close());

describe('one trusted origin', () => {
  test('a forged Host or X-Forwarded-Host never reaches the reset link: it is built from PUBLIC_ORIGIN', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgotpassword',
      headers: {
        'content-type': 'application/json',
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
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
    await expect(createTestApp({ env: { NODE_ENV: 'production' } })).rejects.toThrow(
      /PUBLIC_ORIGIN: is required when NODE_ENV=production/,
    );
  });
});

describe('demo features only on purpose', () => {
  async function demoRoutesOf(
    env: Record<string, string>,
  ): Promise<{ mailbox: number; tap: number }> {
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
    expect(await demoRoutesOf({ NODE_ENV: 'production', PUBLIC_ORIGIN: ORIGIN })).toEqual({
      mailbox: 404,
      tap: 404,
    });
  });

  test('DEMO=1 alone does not turn them on in production; DEMO_IN_PRODUCTION=1 as well does', async () => {
    expect(
      await demoRoutesOf({ NODE_ENV: 'production', PUBLIC_ORIGIN: ORIGIN, DEMO: '1' }),
    ).toEqual({ mailbox: 404, tap: 404 });
    expect(
      await demoRoutesOf({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: ORIGIN,
        DEMO: '1',
        DEMO_IN_PRODUCTION: '1',
      }),
    ).toEqual({ mailbox: 200, tap: 200 });
  });

  test('without DEMO there is no demo route in development either; DEMO=1 turns them on', async () => {
    expect(await demoRoutesOf({})).toEqual({ mailbox: 404, tap: 404 });
    expect(await demoRoutesOf({ DEMO: '1' })).toEqual({ mailbox: 200, tap: 200 });
  });

  test('the startup line names the live demo routes, or says why there are none', () => {
    expect(demoRoutesLine({ demo: true, demoRefused: false, apiBase: '/api' })).toBe(
      'Demo routes:   GET /api/demo/mailbox, POST /api/card/tap (DEMO=1; never on a real portal)',
    );
    expect(demoRoutesLine({ demo: false, demoRefused: true, apiBase: '/api' })).toMatch(
      /none \(DEMO=1 ignored: NODE_ENV=production needs DEMO_IN_PRODUCTION=1/,
    );
    expect(demoRoutesLine({ demo: false, demoRefused: false, apiBase: '/api' })).toMatch(
      /^Demo routes: +none/,
    );
  });
});

describe('captcha providers that exist on both sides', () => {
  test('the API verifies ALTCHA only; a configuration naming reCAPTCHA stops the start', () => {
    expect(t.app.qcard.config.param('Captcha_Config', 'Captcha_Provider')).toBe('altcha');
    expect(() => assertCaptchaProvider({ param: () => 'recaptcha' })).toThrow(
      /verifies only the self-hosted ALTCHA captcha/,
    );
    expect(() => assertCaptchaProvider({ param: () => undefined })).not.toThrow();
  });
});
describe('real mail through SMTP', () => {
  test('with SMTP_URL the reset mail goes out by SMTP with the PUBLIC_ORIGIN link, and the outbox keeps no link', async () => {
    const sink = await startSmtpSink();
    const app = await createTestApp({
      settings: { smtpUrl: `smtp://127.0.0.1:${sink.port}`, publicOrigin: ORIGIN },
    });
    try {
      const res = await app.post('/user/forgotpassword', {
        email: RIDER.email,
        captcha: await app.captcha(),
      });
      expect(res.envelope.status).toBe('SUCCESS');
      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0]?.to).toEqual([RIDER.email]);
      expect(sink.mails[0]?.text).toMatch(
        new RegExp(`${ORIGIN.replace(/\./g, '\\.')}/reset-password\\?token=[A-Za-z0-9_-]{20,}`),
      );
      const kept = await app.app.qcard.db
        .selectFrom('outbox')
        .select(['text_body', 'html_body', 'sent_at'])
        .where('to_address', '=', RIDER.email)
        .execute();
      expect(kept).toEqual([
        {
          text_body: '[sent through SMTP; body not kept]',
          html_body: null,
          sent_at: expect.any(String),
        },
      ]);
    } finally {
      await app.close();
      await sink.close();
    }
  });
});
