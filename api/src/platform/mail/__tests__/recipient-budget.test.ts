// Every mail a visitor can have sent to one address (sign-up, "you already have
// an account", reset, the resends) shares one small budget per address, whatever the source
// address of the requests, and the budget is silent: the answer is the one a sent mail gets.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { recipientKey } from '../recipient-budget';

let t: TestApp;
// Half past midnight: the hour and day windows start empty, and every step below stays inside its day.
let now = Date.parse('2026-11-02T00:30:00.000Z');
const clock = () => new Date(now);
const advanceHours = (hours: number) => {
  now += hours * 3600 * 1000;
};

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const PASSWORD = 'Newbie#2026';
let ipCounter = 0;

/** A public mail form, each call from a new source address (the per-IP limits never come into play). */
async function ask(path: string, email: string) {
  const body: Record<string, unknown> = { email, captcha: await t.captcha() };
  if (path === '/user/signup')
    Object.assign(body, {
      firstName: 'Nora',
      lastName: 'Newman',
      password: PASSWORD,
      confirmpassword: PASSWORD,
    });
  ipCounter += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': 'application/json' },
    remoteAddress: `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    payload: JSON.stringify(body),
  });
  return {
    statusCode: res.statusCode,
    envelope: res.json() as {
      status: string;
      msgCode: string | null;
      data: unknown;
      errorMessage: string | null;
    },
  };
}

async function mailsTo(email: string): Promise<number> {
  const rows = await t.app.qcard.db
    .selectFrom('outbox')
    .select('id')
    .where('to_address', '=', email)
    .execute();
  return rows.length;
}

/** Each of the account owner's mail forms in turn, with the address written in every way a visitor might. */
const OWNER_FORMS = ['/user/signup', '/user/forgotpassword', '/user/resendlink'] as const;
const spellings = (email: string) => [
  email,
  email.toUpperCase(),
  `  ${email} `,
  email.replace(/^./, (c) => c.toUpperCase()),
];

describe('one mail budget per recipient address', () => {
  test("24 requests from 24 source addresses put 3 mails into an account holder's inbox in the hour, with the same answers as the mailed ones", async () => {
    const answers = new Map<string, Array<{ statusCode: number; envelope: unknown }>>();
    for (let i = 0; i < 24; i++) {
      const path = OWNER_FORMS[i % OWNER_FORMS.length]!;
      const email = spellings('rider@example.com')[i % 4]!;
      answers.set(path, [...(answers.get(path) ?? []), await ask(path, email)]);
    }
    expect(await mailsTo('rider@example.com')).toBe(3);
    // Every answer of a form is the answer its first (mailed) request got: the budget tells nothing.
    for (const [path, list] of answers) {
      expect(list[0]!.envelope).toMatchObject({ status: 'SUCCESS' });
      for (const a of list) expect([path, a]).toEqual([path, list[0]]);
    }
  });

  test('a new address: sign-up and resend verification share the budget; the earlier link keeps working', async () => {
    const email = 'flooded.new@example.com';
    const first = await ask('/user/signup', email);
    expect(first.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '498' });
    for (let i = 0; i < 11; i++) {
      const path = i % 2 === 0 ? '/user/resendverification' : '/user/signup';
      const res = await ask(path, spellings(email)[i % 4]!);
      expect(res.envelope).toMatchObject({
        status: 'SUCCESS',
        msgCode: path === '/user/signup' ? '498' : '505',
      });
    }
    expect(await mailsTo(email)).toBe(3);
    const [link] = await t.app.qcard.db
      .selectFrom('sign_ups')
      .select('used_at')
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(link?.used_at).toBeNull();
  });

  test('the budget is 3 an hour and 10 a day; the next day the address gets mail again', async () => {
    const email = 'sponsor2@example.com';
    const sent: number[] = [];
    for (let hour = 0; hour < 5; hour++) {
      for (let i = 0; i < 5; i++) await ask(OWNER_FORMS[i % OWNER_FORMS.length]!, email);
      sent.push(await mailsTo(email));
      // Two hours on: the last hour's count is out of reach of the sliding window.
      advanceHours(2);
    }
    expect(sent).toEqual([3, 6, 9, 10, 10]);
    // Two days on, the day's count is out of reach too.
    advanceHours(48);
    await ask('/user/forgotpassword', email);
    expect(await mailsTo(email)).toBe(11);
  });

  test('the counters keep a hash of the address, never the address itself', async () => {
    const keys = (await t.app.qcard.db.selectFrom('rate_limits').select('key').execute()).map(
      (r) => r.key,
    );
    const budget = keys.filter((k) => k.startsWith('mail-to:'));
    expect(budget).toContain(`mail-to:hour:${recipientKey(' RIDER@example.com ')}`);
    expect(keys.filter((k) => /@|example\.com/i.test(k))).toEqual([]);
  });
});

test('the budget is a setting: RATE_LIMIT_MAIL_PER_ADDRESS_PER_HOUR / _PER_DAY', async () => {
  const roomy = await createTestApp({
    clock,
    env: {
      DEMO: '1',
      RATE_LIMIT_MAIL_PER_ADDRESS_PER_HOUR: '5',
      RATE_LIMIT_MAIL_PER_ADDRESS_PER_DAY: '6',
    },
  });
  try {
    expect(roomy.app.qcard.settings.rateLimit).toMatchObject({
      mailPerAddressPerHour: 5,
      mailPerAddressPerDay: 6,
    });
    for (let i = 0; i < 7; i++) {
      await roomy.app.inject({
        method: 'POST',
        url: '/api/user/forgotpassword',
        headers: { 'content-type': 'application/json' },
        remoteAddress: `203.0.113.${i + 1}`,
        payload: JSON.stringify({ email: 'patron2@example.com', captcha: await roomy.captcha() }),
      });
    }
    const rows = await roomy.app.qcard.db
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', 'patron2@example.com')
      .execute();
    expect(rows).toHaveLength(5);
  } finally {
    await roomy.close();
  }
});
