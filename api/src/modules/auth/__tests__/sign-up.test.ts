// Self sign-up against the real API: no enumeration, single-use hashed links
// valid 60 minutes, login refused until verified, rate limits and validation.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { purgeOldSignUps } from '../sign-up-routes';
import { hashToken } from '../../../platform/http/token-hash';

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

const PASSWORD = 'Newbie#2026';

async function signUp(
  email: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const body = {
    action: 'USER_MANAGEMENT',
    function: 'sign_up',
    email,
    firstName: 'Nora',
    lastName: 'Newman',
    password: PASSWORD,
    confirmpassword: PASSWORD,
    captcha: await t.captcha(),
    ...extra,
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/signup',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return Object.assign(res, {
    envelope: res.json() as {
      status: string;
      msgCode: string;
      errorMessage: string | null;
      data: unknown;
    },
  });
}

async function login(username: string, password: string) {
  return t.post('/user/authenticate', { username, password, captcha: await t.captcha() });
}

async function mailsTo(email: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/demo/mailbox' });
  const mails = res.json().data as Array<{ id: number; to: string; text: string; subject: string }>;
  return mails.filter((m) => m.to === email).sort((a, b) => b.id - a.id);
}

function tokenFromMail(text: string): string {
  const m = /\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!m?.[1]) throw new Error(`no verification link in: ${text}`);
  return decodeURIComponent(m[1]);
}

const verify = (token: string) => t.post('/user/verifyemail', { token });

describe('sign-up', () => {
  test('a new address gets a link; the account opens once, and only then can log in', async () => {
    const res = await signUp(' Nora.New@Example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '498' });
    const [mail] = await mailsTo('nora.new@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail address for Q Card');
    const token = tokenFromMail(mail!.text);

    // Not usable yet: the right password learns why, a wrong one is just invalid.
    const early = await login('nora.new@example.com', PASSWORD);
    expect(early.statusCode).toBe(403);
    expect(early.envelope.msgCode).toBe('478');
    expect(early.headers['x-auth-token']).toBeUndefined();
    const wrong = await login('nora.new@example.com', 'Wrong#2026');
    expect(wrong.envelope.msgCode).toBe('401');

    // Stored hashed: neither the token nor the password is kept in clear.
    const row = await t.app.qcard.db
      .selectFrom('sign_ups')
      .selectAll()
      .where('email', '=', 'nora.new@example.com')
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);

    const ok = await verify(token);
    expect(ok.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '499' });
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.envelope.msgCode).toBe('477');

    const signedIn = await login('nora.new@example.com', PASSWORD);
    expect(signedIn.envelope.status).toBe('SUCCESS');
    expect(signedIn.envelope.data).toMatchObject({
      email: 'nora.new@example.com',
      firstName: 'Nora',
      lastName: 'Newman',
      sponsor: false,
    });
    const cards = await t.post('/card', {}, signedIn.headers['x-auth-token'] as string);
    expect(cards.envelope.status).toBe('SUCCESS');
  });

  test('an address with an account answers the same and mails a reset pointer instead', async () => {
    const fresh = await signUp('brand.new@example.com');
    const known = await signUp('rider@example.com');
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.envelope).toEqual(fresh.envelope);
    const [mail] = await mailsTo('rider@example.com');
    expect(mail?.subject).toBe('You already have a Q Card account');
    expect(mail?.text).toContain('/forgot-password');
    expect(mail?.text).not.toContain('/verify-email');
    // The owner's password is untouched.
    expect((await login('rider@example.com', 'Rider#2026')).envelope.status).toBe('SUCCESS');
  });

  test('the link expires after 60 minutes', async () => {
    await signUp('late@example.com');
    const [mail] = await mailsTo('late@example.com');
    advance(60 * 60 + 1);
    const res = await verify(tokenFromMail(mail!.text));
    expect(res.envelope.msgCode).toBe('477');
    expect((await login('late@example.com', PASSWORD)).envelope.status).toBe('ERROR');
  });

  test('a link opened within 60 minutes works', async () => {
    await signUp('prompt@example.com');
    const [mail] = await mailsTo('prompt@example.com');
    advance(59 * 60);
    expect((await verify(tokenFromMail(mail!.text))).envelope.msgCode).toBe('499');
  });

  test('resend makes a new link and the earlier one useless; same answer for an unknown address', async () => {
    await signUp('resend@example.com');
    const [first] = await mailsTo('resend@example.com');
    const resent = await t.post('/user/resendverification', {
      email: 'resend@example.com',
      captcha: await t.captcha(),
    });
    const unknown = await t.post('/user/resendverification', {
      email: 'nobody-here@example.com',
      captcha: await t.captcha(),
    });
    expect(resent.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '505' });
    expect(unknown.envelope).toEqual(resent.envelope);
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);
    const [second] = await mailsTo('resend@example.com');
    expect(second!.id).not.toBe(first!.id);
    expect((await verify(tokenFromMail(first!.text))).envelope.msgCode).toBe('477');
    expect((await verify(tokenFromMail(second!.text))).envelope.msgCode).toBe('499');
  });

  test('the mail is in the language the visitor used', async () => {
    const res = await signUp('espanol@example.com', {}, { 'accept-language': 'es' });
    expect(res.envelope.errorMessage ?? '').toBe('');
    const [mail] = await mailsTo('espanol@example.com');
    expect(mail?.subject).toBe('Confirme su correo electrónico para Q Card');
  });

  // The rule was ASCII letters only: a portal that speaks Spanish refused "Lucía Gómez".
  test('a name is written as its owner writes it: accents, ñ, and the apostrophe a phone types', async () => {
    const names: Array<[string, string]> = [
      ['Lucía', 'Gómez'],
      ['Zoë', 'Muñoz-Peña'],
      ['Seán', 'O’Brien'],
      ['José'.normalize('NFD'), 'Núñez'],
    ];
    for (const [firstName, lastName] of names) {
      const email = `named-${lastName.length}-${firstName.length}@example.com`;
      const res = await signUp(email, { firstName, lastName });
      expect([firstName, lastName, res.envelope.status, res.envelope.errorMessage ?? '']).toEqual([
        firstName,
        lastName,
        'SUCCESS',
        '',
      ]);
    }
    for (const firstName of ['1Lucía', '<b>', '-Ana', 'Ana;DROP']) {
      const res = await signUp('badname@example.com', { firstName });
      expect([firstName, res.statusCode, res.envelope.errorMessage]).toEqual([
        firstName,
        400,
        'First Name is not valid',
      ]);
    }
  });

  test('the API checks every field again', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-an-email' }, '488'],
      [{ firstName: '' }, '488'],
      [{ lastName: 'x'.repeat(51) }, '488'],
      [{ password: 'short', confirmpassword: 'short' }, '488'],
      [{ confirmpassword: 'Other#2026' }, '489'],
    ];
    for (const [extra, code] of cases) {
      const res = await signUp('checked@example.com', extra);
      expect([res.statusCode, res.envelope.msgCode]).toEqual([400, code]);
    }
    const noCaptcha = await signUp('checked@example.com', { captcha: '' });
    expect(noCaptcha.envelope.msgCode).toBe('482');
    expect(await mailsTo('checked@example.com')).toHaveLength(0);
  });

  // The address's own limit is its silent mail budget (mail/__tests__/recipient-budget.test.ts).
  test('rate-limited like forgot password (10 per 15 minutes per IP)', async () => {
    // Past the reach of this IP's earlier sign-ups: the limit slides over the last 15 minutes.
    advance(30 * 60);
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push((await signUp('flood@example.com')).envelope.msgCode);
    expect(codes.slice(0, 10).every((c) => c === '498')).toBe(true);
    expect(codes[10]).toBe('481');
  });

  test('housekeeping drops sign-ups whose link ran out a day ago, and only those', async () => {
    advance(15 * 60);
    expect((await signUp('stale@example.com')).envelope.msgCode).toBe('498');
    advance(60 * 60 + 86400 + 1);
    expect((await signUp('fresh@example.com')).envelope.msgCode).toBe('498');
    await purgeOldSignUps(t.app.qcard);
    const left = await t.app.qcard.db
      .selectFrom('sign_ups')
      .select('email')
      .where('email', 'in', ['stale@example.com', 'fresh@example.com'])
      .execute();
    expect(left.map((r) => r.email)).toEqual(['fresh@example.com']);
  });
});
