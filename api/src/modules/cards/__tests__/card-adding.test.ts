// Add a card by serial and security code: one answer for every wrong guess, and limits that lock
// out the guesser, not the holder.
import {
  createTestApp,
  type TestApp,
  type TestEnvelope,
} from '../../../test-support/create-test-app';
import { DEMO_SECURITY_CODES } from '../card-security-code';
import { cardsOf, CODE, refusal, type CardLike } from './card-ownership-fixtures';

let t: TestApp;
let rider: string;
let patron2: string;
let sponsor: string;

const myCards = (token: string) => cardsOf(t, token);

beforeAll(async () => {
  t = await createTestApp({ settings: { rateLimit: { loginPerAccount: 1e6, loginPerIp: 1e6 } } });
  rider = await t.login('rider@example.com', 'Rider#2026');
  patron2 = await t.login('patron2@example.com', 'Rider#2026');
  sponsor = await t.login('sponsor@example.com', 'Sponsor#2026');
}, 60_000);
afterAll(async () => t.close());

describe('add a card', () => {
  test("a wrong code, an unknown serial, another rider's card and a company card all get the same answer", async () => {
    const wrongCode = await t.post(
      '/card/add',
      { cardSerialNo: '3000000002', securityCode: '000000' },
      patron2,
    );
    expect([wrongCode.statusCode, wrongCode.envelope.msgCode]).toEqual([404, '485']);
    expect(wrongCode.envelope.errorMessage).toMatch(/serial number and the security code/);
    const unknown = await t.post(
      '/card/add',
      { cardSerialNo: '9999999999', securityCode: '123456' },
      patron2,
    );
    const othersCard = await t.post(
      '/card/add',
      { cardSerialNo: '1000000001', securityCode: '123456' },
      patron2,
    );
    const company = await t.post(
      '/card/add',
      { cardSerialNo: '2000000001', securityCode: '123456' },
      patron2,
    );
    for (const res of [unknown, othersCard, company])
      expect(refusal(res.envelope)).toEqual(refusal(wrongCode.envelope));
    expect((await myCards(patron2)).map((c) => c.serialNumber)).toEqual(['1000000101']);
  });

  test('the right code adds the card with its contracts; it then cannot be taken by another rider', async () => {
    const res = await t.post(
      '/card/add',
      { cardSerialNo: '3000000002', securityCode: CODE },
      rider,
    );
    expect(res.envelope.status).toBe('SUCCESS');
    const added = res.envelope.data as CardLike;
    expect(added).toMatchObject({
      serialNumber: '3000000002',
      nickname: null,
      status: 'InCirculation',
    });
    expect(added.contracts.length).toBeGreaterThan(0);
    expect((await myCards(rider)).map((c) => c.serialNumber)).toContain('3000000002');
    const details = await t.post('/card/details', { cardId: added.id }, rider);
    expect(
      (details.envelope.data as { contracts: Array<{ contractActivities: unknown[] }> })
        .contracts[0]!.contractActivities.length,
    ).toBeGreaterThan(0);
    const again = await t.post(
      '/card/add',
      { cardSerialNo: '3000000002', securityCode: CODE },
      patron2,
    );
    expect(again.envelope.msgCode).toBe('485');
    expect(JSON.stringify(again.envelope)).not.toContain(CODE);
  });

  test('attempts are limited per account (481 with the catalogue message)', async () => {
    // A still clock in the middle of a window: the windows are fixed quarters of an hour, and six
    // attempts that straddle a boundary are counted in two (a clean-clone run did at 00:30).
    const limitedT = await createTestApp({
      clock: () => new Date('2026-11-01T12:07:30.000Z'),
      settings: { rateLimit: { loginPerAccount: 1e6, loginPerIp: 1e6 } },
    });
    try {
      const token = await limitedT.login('patron2@example.com', 'Rider#2026');
      const codes: string[] = [];
      for (let i = 0; i < 6; i++)
        codes.push(
          String(
            (
              await limitedT.post(
                '/card/add',
                { cardSerialNo: '3000000001', securityCode: '11111' + i },
                token,
              )
            ).envelope.msgCode,
          ),
        );
      expect(codes).toEqual(['485', '485', '485', '485', '485', '481']);
      const right = await limitedT.post(
        '/card/add',
        { cardSerialNo: '3000000001', securityCode: DEMO_SECURITY_CODES['3000000001'] },
        token,
      );
      expect(right.envelope.msgCode).toBe('481');
      expect(right.envelope.errorMessage).toMatch(/15 minutes/);
    } finally {
      await limitedT.close();
    }
  });

  describe('strangers guessing a code lock out themselves, not the holder', () => {
    // The default limits: 5 per account and 20 per IP per 15 minutes, 100 per card per day.
    let g: TestApp;
    let now = Date.parse('2026-11-01T12:07:30.000Z');
    let accounts = 0;
    const WRONG = '000000';
    beforeAll(async () => {
      g = await createTestApp({
        clock: () => new Date(now),
        settings: { rateLimit: { loginPerAccount: 1e6, loginPerIp: 1e6 } },
      });
    }, 60_000);
    afterAll(async () => g.close());

    /** A new patron account (patron2's password), signed in. */
    async function newPatron(): Promise<string> {
      const { id: _id, ...patron } = await g.app.qcard.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'patron2@example.com')
        .executeTakeFirstOrThrow();
      accounts += 1;
      const email = `guesser${accounts}@example.com`;
      await g.app.qcard.db
        .insertInto('users')
        .values({ ...patron, email })
        .execute();
      return g.login(email, 'Rider#2026');
    }
    async function addCard(token: string, ip: string, cardSerialNo: string, securityCode: string) {
      const res = await g.app.inject({
        method: 'POST',
        url: '/api/card/add',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ cardSerialNo, securityCode }),
      });
      const envelope = res.json() as TestEnvelope;
      return envelope.status === 'SUCCESS'
        ? 'added'
        : `${envelope.msgCode} ${envelope.errorMessage}`;
    }
    const REFUSED =
      '485 We could not add this card. Check the serial number and the security code printed on the card.';
    const LIMITED = '481 Too many attempts to add a card. Please wait 15 minutes and try again.';
    const CARD_LIMITED =
      '481 Too many attempts were made to add this card. Please try again in a day or two.';

    test('two accounts spend their own attempts; the holder, a third account, adds the card with its code', async () => {
      const serial = '3000000001';
      const code = DEMO_SECURITY_CODES[serial]!;
      for (const [i, attacker] of [await newPatron(), await newPatron()].entries()) {
        const answers: string[] = [];
        for (let k = 0; k < 5; k++)
          answers.push(await addCard(attacker, `198.51.100.${i + 1}`, serial, WRONG));
        expect(answers).toEqual(Array(5).fill(REFUSED));
        // Past its limit an attacker is refused before any code is checked, the right one included.
        expect(await addCard(attacker, `198.51.100.${i + 1}`, serial, code)).toBe(LIMITED);
      }
      expect(await addCard(await newPatron(), '198.51.100.9', serial, code)).toBe('added');
    });

    test('one IP gets 20 attempts whatever the accounts; another IP is not held back by it', async () => {
      const answers: string[] = [];
      for (let a = 0; a < 4; a++) {
        const token = await newPatron();
        for (let k = 0; k < 5; k++)
          answers.push(await addCard(token, '203.0.113.50', '3999999999', WRONG));
      }
      expect(answers).toEqual(Array(20).fill(REFUSED));
      const fresh = await newPatron();
      expect(await addCard(fresh, '203.0.113.50', '3999999999', WRONG)).toBe(LIMITED);
      expect(await addCard(fresh, '203.0.113.51', '3999999999', WRONG)).toBe(REFUSED);
    });

    test('past 100 attempts a day the card is refused for everyone, the holder too, until the count is out of reach', async () => {
      const serial = '3000000002';
      const answers: string[] = [];
      // 20 accounts on 5 IPs, each within its own limits: together 100 guesses at one card.
      for (let a = 0; a < 20; a++) {
        const token = await newPatron();
        for (let k = 0; k < 5; k++)
          answers.push(await addCard(token, `192.0.2.${Math.floor(a / 4) + 1}`, serial, WRONG));
      }
      expect(answers).toEqual(Array(100).fill(REFUSED));
      const holder = await newPatron();
      expect(await addCard(holder, '192.0.2.99', serial, CODE)).toBe(CARD_LIMITED);
      // Another card is not affected.
      expect(await addCard(holder, '192.0.2.99', '3999999998', WRONG)).toBe(REFUSED);
      now += 2 * 86400 * 1000;
      // The holder is the newest account; signed in again, the earlier session has run out.
      const again = await g.login(`guesser${accounts}@example.com`, 'Rider#2026');
      expect(await addCard(again, '192.0.2.99', serial, CODE)).toBe('added');
    }, 60_000);
  });

  test('a sponsor cannot add, name or remove cards', async () => {
    for (const [path, body] of [
      ['/card/add', { cardSerialNo: '3000000001', securityCode: '123456' }],
      ['/card/nickname', { cardId: 1, nickname: 'X' }],
      ['/card/remove', { cardId: 1 }],
    ] as const) {
      expect((await t.post(path, body, sponsor)).statusCode).toBe(403);
    }
  });
});
