// Property-based bad input against every API route of the server's own route table: wrong
// types, missing and extra fields, huge strings, negative and fractional cents, bad dates,
// unicode and injection strings. The answer is always the envelope (never a 5xx or a stack
// trace), an ERROR always says why, and the data the call guards is unchanged.
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { listRoutes } from '../../http/route-table';
import { databaseFingerprint } from '../database-fingerprint';

const FIELD_NAMES = [
  'username',
  'password',
  'captcha',
  'email',
  'cardSerialNo',
  'cardId',
  'contractId',
  'contractid',
  'rechargevalue',
  'thresholdAmount',
  'maxRecharges',
  'orderId',
  'orderItemId',
  'filterType',
  'filterValue',
  'fromDate',
  'toDate',
  'pageNo',
  'ids',
  'id',
  'employeeId',
  'groupname',
  'firstName',
  'lastName',
  'cardNumber',
  'cvvCode',
  'month',
  'year',
  'zipcode',
  'state',
  'phonenumber',
  'address1',
  'subject',
  'comments',
  'token',
  'newpassword',
  'confirmpassword',
  'existingpassword',
  'rechargeCards',
  'employeeSubscriptions',
  'idempotencyKey',
  'function',
  'action',
  'version',
];

const nasty = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ☃ ﷽',
    '2026-13-45',
    '31-02-2026',
    '1e309',
    'NaN',
    '-0',
    '0x10',
    '  ',
    '',
    '{"$gt":""}',
    '%00',
    '4111111111111111',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const badNumber = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: -1 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(0.5, 12.345, -0.01, Number.MAX_SAFE_INTEGER + 2, 1e21),
);
const badValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nasty,
    badNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 3 }),
  ),
})).value;
const badBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), badValue, { maxKeys: 8 }),
  fc.dictionary(fc.string({ maxLength: 12 }), badValue, { maxKeys: 4 }),
);

let t: TestApp;
const tokens: Record<string, string | null> = { anonymous: null, patron: null, sponsor: null };

async function freshTokens() {
  tokens.patron = await t.login('rider@example.com', 'Rider#2026');
  tokens.sponsor = await t.login('sponsor@example.com', 'Sponsor#2026');
}

beforeAll(async () => {
  // Hundreds of calls from one address: the rate limits are tested on their own elsewhere.
  t = await createTestApp({
    settings: {
      rateLimit: {
        loginPerAccount: 1e6,
        loginPerIp: 1e6,
        resetPerIp: 1e6,
        feedbackPerIp: 1e6,
        anonymousPerIp: 1e6,
      },
    },
  });
  await freshTokens();
}, 60_000);
afterAll(async () => t.close());

// Calls that end or rotate the session itself are exercised elsewhere.
const SKIP = new Set(['/user/logout', '/user/refreshtoken', '/user/isTokenValid']);

describe('every route answers bad input with an envelope and changes nothing', () => {
  const routes = () => listRoutes().filter((r) => r.method === 'POST' && !SKIP.has(r.path));

  it('has routes to test', () => {
    expect(routes().length).toBeGreaterThan(20);
  });

  it('holds for generated bodies, as anonymous, patron and sponsor', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const before = await databaseFingerprint(t.app.qcard.db);
      await fc.assert(
        fc.asyncProperty(
          badBody,
          fc.constantFrom('anonymous', 'patron', 'sponsor'),
          async (body, who) => {
            const res = await t.app.inject({
              method: 'POST',
              url: `/api${route.path}`,
              headers: {
                'content-type': 'application/json',
                ...(tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {}),
              },
              payload: JSON.stringify(body),
            });
            const text = res.body;
            if (res.statusCode >= 500)
              failures.push(
                `${route.path} as ${who}: HTTP ${res.statusCode} ${text.slice(0, 200)}`,
              );
            if (/\bat [\w.<>]+ \(|\.ts:\d+|node_modules/.test(text))
              failures.push(`${route.path}: stack trace leaked`);
            let env: { status?: string; msgCode?: unknown; errorMessage?: unknown };
            try {
              env = JSON.parse(text);
            } catch {
              failures.push(`${route.path} as ${who}: not JSON`);
              return true;
            }
            if (env.status !== 'SUCCESS' && env.status !== 'ERROR')
              failures.push(`${route.path}: status ${String(env.status)}`);
            if (env.status === 'ERROR' && !env.msgCode && !env.errorMessage)
              failures.push(`${route.path}: ERROR without a message`);
            return true;
          },
        ),
        { numRuns: 12, seed: 20261121 },
      );
      const after = await databaseFingerprint(t.app.qcard.db);
      if (after !== before) failures.push(`${route.path}: bad input changed the database`);
      // A route may legitimately end a session (password change): keep testing with live tokens.
      const alive = await Promise.all(
        ['patron', 'sponsor'].map((w) => t.post('/user/details', {}, tokens[w])),
      );
      if (alive.some((r) => r.envelope.status !== 'SUCCESS')) await freshTokens();
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
