// Add a card by serial and security code, name it, remove it.
import { createTestApp, type TestApp, type TestEnvelope } from '../../../test-support/create-test-app';
import path from 'node:path';
import { DEMO_SECURITY_CODES } from '../card-security-code';
import { configDir, findRepoRoot } from '../../../repo-paths';
import { loadRecordTexts, translateRecordText } from '../../../platform/i18n/record-texts';
import { lastFourOnly } from '../../../platform/mail/templates/order-receipt';

let t: TestApp;
let rider: string;
let patron2: string;
let sponsor: string;

interface CardLike { id: number; serialNumber: string; nickname: string | null; status: string; contracts: Array<{ id: number; unitsLeft: number; cardNickname?: string | null }> }
const CODE = DEMO_SECURITY_CODES['3000000002']!;
const refusal = (e: TestEnvelope) => ({ status: e.status, msgCode: e.msgCode, errorMessage: e.errorMessage, data: e.data });
const myCards = async (token: string) => (await t.post('/card', {}, token)).envelope.data as CardLike[];

beforeAll(async () => {
  t = await createTestApp({ settings: { rateLimit: { loginPerAccount: 1e6, loginPerIp: 1e6 } } });
  rider = await t.login('rider@example.com', 'Rider#2026');
  patron2 = await t.login('patron2@example.com', 'Rider#2026');
  sponsor = await t.login('sponsor@example.com', 'Sponsor#2026');
}, 60_000);
afterAll(async () => t.close());

describe('add a card', () => {
  test('a wrong code, an unknown serial, another rider\'s card and a company card all get the same answer', async () => {
    const wrongCode = await t.post('/card/add', { cardSerialNo: '3000000002', securityCode: '000000' }, patron2);
    expect([wrongCode.statusCode, wrongCode.envelope.msgCode]).toEqual([404, '485']);
    expect(wrongCode.envelope.errorMessage).toMatch(/serial number and the security code/);
    const unknown = await t.post('/card/add', { cardSerialNo: '9999999999', securityCode: '123456' }, patron2);
    const othersCard = await t.post('/card/add', { cardSerialNo: '1000000001', securityCode: '123456' }, patron2);
    const company = await t.post('/card/add', { cardSerialNo: '2000000001', securityCode: '123456' }, patron2);
    for (const res of [unknown, othersCard, company]) expect(refusal(res.envelope)).toEqual(refusal(wrongCode.envelope));
    expect((await myCards(patron2)).map((c) => c.serialNumber)).toEqual(['1000000101']);
  });

  test('the right code adds the card with its contracts; it then cannot be taken by another rider', async () => {
    const res = await t.post('/card/add', { cardSerialNo: '3000000002', securityCode: CODE }, rider);
    expect(res.envelope.status).toBe('SUCCESS');
    const added = res.envelope.data as CardLike;
    expect(added).toMatchObject({ serialNumber: '3000000002', nickname: null, status: 'InCirculation' });
    expect(added.contracts.length).toBeGreaterThan(0);
    expect((await myCards(rider)).map((c) => c.serialNumber)).toContain('3000000002');
    const details = await t.post('/card/details', { cardId: added.id }, rider);
    expect((details.envelope.data as { contracts: Array<{ contractActivities: unknown[] }> }).contracts[0]!.contractActivities.length).toBeGreaterThan(0);
    const again = await t.post('/card/add', { cardSerialNo: '3000000002', securityCode: CODE }, patron2);
    expect(again.envelope.msgCode).toBe('485');
    expect(JSON.stringify(again.envelope)).not.toContain(CODE);
  });

  test('attempts are limited per account (481 with the catalogue message)', async () => {
    // A still clock in the middle of a window: the windows are fixed quarters of an hour, and six
    // attempts that straddle a boundary are counted in two (a clean-clone run did at 00:30).
    const limitedT = await createTestApp({ clock: () => new Date('2026-11-01T12:07:30.000Z'), settings: { rateLimit: { loginPerAccount: 1e6, loginPerIp: 1e6 } } });
    try {
      const token = await limitedT.login('patron2@example.com', 'Rider#2026');
      const codes: string[] = [];
      for (let i = 0; i < 6; i++) codes.push(String((await limitedT.post('/card/add', { cardSerialNo: '3000000001', securityCode: '11111' + i }, token)).envelope.msgCode));
      expect(codes).toEqual(['485', '485', '485', '485', '485', '481']);
      const right = await limitedT.post('/card/add', { cardSerialNo: '3000000001', securityCode: DEMO_SECURITY_CODES['3000000001'] }, token);
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
      g = await createTestApp({ clock: () => new Date(now), settings: { rateLimit: { loginPerAccount: 1e6, loginPerIp: 1e6 } } });
    }, 60_000);
    afterAll(async () => g.close());

    /** A new patron account (patron2's password), signed in. */
    async function newPatron(): Promise<string> {
      const { id: _id, ...patron } = await g.app.qcard.db.selectFrom('users').selectAll().where('email', '=', 'patron2@example.com').executeTakeFirstOrThrow();
      accounts += 1;
      const email = `guesser${accounts}@example.com`;
      await g.app.qcard.db.insertInto('users').values({ ...patron, email }).execute();
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
      return envelope.status === 'SUCCESS' ? 'added' : `${envelope.msgCode} ${envelope.errorMessage}`;
    }
    const REFUSED = '485 We could not add this card. Check the serial number and the security code printed on the card.';
    const LIMITED = '481 Too many attempts to add a card. Please wait 15 minutes and try again.';
    const CARD_LIMITED = '481 Too many attempts were made to add this card. Please try again in a day or two.';

    test('two accounts spend their own attempts; the holder, a third account, adds the card with its code', async () => {
      const serial = '3000000001';
      const code = DEMO_SECURITY_CODES[serial]!;
      for (const [i, attacker] of [await newPatron(), await newPatron()].entries()) {
        const answers: string[] = [];
        for (let k = 0; k < 5; k++) answers.push(await addCard(attacker, `198.51.100.${i + 1}`, serial, WRONG));
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
        for (let k = 0; k < 5; k++) answers.push(await addCard(token, '203.0.113.50', '3999999999', WRONG));
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
        for (let k = 0; k < 5; k++) answers.push(await addCard(token, `192.0.2.${Math.floor(a / 4) + 1}`, serial, WRONG));
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
    for (const [path, body] of [['/card/add', { cardSerialNo: '3000000001', securityCode: '123456' }], ['/card/nickname', { cardId: 1, nickname: 'X' }], ['/card/remove', { cardId: 1 }]] as const) {
      expect((await t.post(path, body, sponsor)).statusCode).toBe(403);
    }
  });
});

describe('nicknames', () => {
  test('stored cleaned, shown on the card and its contracts, unique per account ignoring case, empty clears', async () => {
    const cards = await myCards(rider);
    const [a, b] = [cards.find((c) => c.serialNumber === '1000000001')!, cards.find((c) => c.serialNumber === '1000000002')!];
    const named = await t.post('/card/nickname', { cardId: a.id, nickname: '  <b>Maya\'s</b>\u0000   card ' }, rider);
    expect(named.envelope).toMatchObject({ status: 'SUCCESS', data: { cardId: a.id, nickname: "Maya's card" } });
    const after = (await myCards(rider)).find((c) => c.id === a.id)!;
    expect(after.nickname).toBe("Maya's card");
    expect(after.contracts[0]!.cardNickname).toBe("Maya's card");
    const clash = await t.post('/card/nickname', { cardId: b.id, nickname: "MAYA'S CARD" }, rider);
    expect([clash.statusCode, clash.envelope.msgCode]).toEqual([409, '488']);
    expect(clash.envelope.errorMessage).toMatch(/already have a card named/);
    const tooLong = await t.post('/card/nickname', { cardId: b.id, nickname: 'x'.repeat(31) }, rider);
    expect(tooLong.envelope.errorMessage).toMatch(/at most 30/);
    expect((await t.post('/card/nickname', { cardId: b.id, nickname: 'x'.repeat(30) }, rider)).envelope.status).toBe('SUCCESS');
    // Another account may use the same name.
    const p2card = (await myCards(patron2))[0]!;
    expect((await t.post('/card/nickname', { cardId: p2card.id, nickname: "Maya's card" }, patron2)).envelope.status).toBe('SUCCESS');
    const cleared = await t.post('/card/nickname', { cardId: b.id, nickname: '   ' }, rider);
    expect(cleared.envelope.data).toEqual({ cardId: b.id, nickname: null });
  });

  test('a name of zero-width or bidi characters only is refused as blank (488), not stored blank; around visible text they are stripped', async () => {
    const cards = await myCards(rider);
    const b = cards.find((c) => c.serialNumber === '1000000002')!;
    const before = cards.map((c) => [c.id, c.nickname]);
    for (const invisible of ['\u200B', '\u200C\u200D', '\u2060', '\u200B\uFEFF', ' \u200B \u2060 ', '\u202E\u2066\u200F', '<b>\u200B</b>', '\uFEFF', '\u3164', '\uFFA0', '\u2800', '\u034F', '\uFE0F']) {
      const res = await t.post('/card/nickname', { cardId: b.id, nickname: invisible }, rider);
      expect([JSON.stringify(invisible), res.statusCode, res.envelope.msgCode, res.envelope.errorMessage]).toEqual([JSON.stringify(invisible), 400, '488', 'Card name can not be blank']);
    }
    expect((await myCards(rider)).map((c) => [c.id, c.nickname])).toEqual(before);
    const es = await t.app.inject({ method: 'POST', url: '/api/card/nickname', headers: { 'content-type': 'application/json', authorization: `Bearer ${rider}`, 'accept-language': 'es' }, payload: JSON.stringify({ cardId: b.id, nickname: '\u200B' }) });
    expect(es.json().errorMessage).toBe('Nombre de la tarjeta no puede quedar en blanco');
    // Zero-width characters inside a name do not make it a different name.
    const hidden = await t.post('/card/nickname', { cardId: b.id, nickname: "Maya\u200B's\u2060 card" }, rider);
    expect([hidden.statusCode, hidden.envelope.errorMessage]).toEqual([409, "You already have a card named Maya's card. Choose another name."]);
    const stripped = await t.post('/card/nickname', { cardId: b.id, nickname: '\u200BWork\u200D bag\uFEFF' }, rider);
    expect(stripped.envelope.data).toEqual({ cardId: b.id, nickname: 'Work bag' });
    expect((await t.post('/card/nickname', { cardId: b.id, nickname: '' }, rider)).envelope.data).toEqual({ cardId: b.id, nickname: null });
  });

  test('another rider\'s card answers like a card that does not exist, and keeps its name', async () => {
    const a = (await myCards(rider)).find((c) => c.serialNumber === '1000000001')!;
    const other = await t.post('/card/nickname', { cardId: a.id, nickname: 'Mine now' }, patron2);
    const missing = await t.post('/card/nickname', { cardId: 999999, nickname: 'Mine now' }, patron2);
    expect(refusal(other.envelope)).toEqual(refusal(missing.envelope));
    expect((await myCards(rider)).find((c) => c.id === a.id)!.nickname).toBe("Maya's card");
  });

  test('a reload in the cart, and so its order and receipt, names the card as "Nickname (Q Card serial)"', async () => {
    const a = (await myCards(rider)).find((c) => c.serialNumber === '1000000001')!;
    const res = await t.post('/cart/addRechargeCard', { contractid: a.contracts[0]!.id, rechargevalue: 1000 }, rider);
    expect(res.envelope.status).toBe('SUCCESS');
    expect((res.envelope.data as { item: { description: string } }).item.description).toMatch(/^Reload \$10\.00 · Maya's card \(Q Card 1000000001\) · /);
    await t.post('/cart/deleteOrderItem', { orderItemId: (res.envelope.data as { item: { itemId: number } }).item.itemId }, rider);
  });

  test('the named reload line reads in Spanish, and a receipt keeps the name with the serial masked', () => {
    const line = "Reload $10.00 · Maya's card (Q Card 1000000001) · Stored Value";
    const es = loadRecordTexts(path.join(configDir(findRepoRoot()), 'es'));
    expect(translateRecordText(es, line)).toBe("Recarga de $10.00 · Maya's card (Q Card 1000000001) · Valor almacenado");
    expect(lastFourOnly(line)).toBe("Reload $10.00 · Maya's card (Q Card ending 0001) · Stored Value");
  });
});

describe('remove a card', () => {
  test('refused with an Active subscription, with a message saying what to do', async () => {
    const db = t.app.qcard.db;
    const sub = await db
      .selectFrom('subscriptions')
      .innerJoin('contracts', 'contracts.id', 'subscriptions.contract_id')
      .innerJoin('cards', 'cards.id', 'contracts.card_id')
      .select(['cards.id as cardId'])
      .where('subscriptions.state', '=', 'Active')
      .where('cards.owner_user_id', 'is not', null)
      .where('cards.company_id', 'is', null)
      .executeTakeFirstOrThrow();
    const owner = (await db.selectFrom('cards').select('owner_user_id').where('id', '=', sub.cardId).executeTakeFirstOrThrow()).owner_user_id;
    const riderUser = await db.selectFrom('users').select('id').where('email', '=', 'rider@example.com').executeTakeFirstOrThrow();
    expect(owner).toBe(riderUser.id);
    // The subscriptions list names the card too.
    await t.post('/card/nickname', { cardId: sub.cardId, nickname: 'Autoload' }, rider);
    const rows = (await t.post('/subscription/list', {}, rider)).envelope.data as Array<{ cardId: number; nickname: string | null }>;
    expect(rows.filter((r) => r.cardId === sub.cardId).map((r) => r.nickname)).toContain('Autoload');
    const res = await t.post('/card/remove', { cardId: sub.cardId }, rider);
    expect([res.statusCode, res.envelope.msgCode]).toEqual([409, '403']);
    expect(res.envelope.errorMessage).toContain('Autoload (');
    expect(res.envelope.errorMessage).toMatch(/automatic reload\. Cancel it first/);
  });

  test('refused for a Blocked card with value left', async () => {
    const blocked = (await myCards(rider)).find((c) => c.status === 'Blocked')!;
    expect(blocked.contracts.some((c) => c.unitsLeft > 0)).toBe(true);
    const res = await t.post('/card/remove', { cardId: blocked.id }, rider);
    expect(res.envelope.errorMessage).toMatch(/is blocked and still holds value/);
  });

  test('another rider cannot remove it; the owner can, and it is free again while their orders read as before', async () => {
    const added = (await myCards(rider)).find((c) => c.serialNumber === '3000000002')!;
    await t.post('/card/nickname', { cardId: added.id, nickname: 'Spare' }, rider);
    const other = await t.post('/card/remove', { cardId: added.id }, patron2);
    expect(other.envelope.msgCode).toBe('485');
    const ordersBefore = (await t.post('/order/search', { filterType: 'status', pageNo: 1 }, rider)).envelope.data;
    const res = await t.post('/card/remove', { cardId: added.id }, rider);
    expect(res.envelope).toMatchObject({ status: 'SUCCESS', data: { cardId: added.id } });
    expect((await myCards(rider)).map((c) => c.serialNumber)).not.toContain('3000000002');
    expect((await t.post('/order/search', { filterType: 'status', pageNo: 1 }, rider)).envelope.data).toEqual(ordersBefore);
    const row = await t.app.qcard.db.selectFrom('cards').select(['owner_user_id', 'nickname']).where('id', '=', added.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ owner_user_id: null, nickname: null });
    // Free again: the next holder adds it with its code (patron2 has spent this window's attempts above).
    expect((await t.post('/card/add', { cardSerialNo: '3000000002', securityCode: CODE }, rider)).envelope.status).toBe('SUCCESS');
  });
});

test('a rider\'s card stays reloadable by serial without an account, without showing the rider\'s name for it or its trips', async () => {
  const anon = await t.post('/user/anonymoususer', { cardSerialNo: '1000000001', captcha: await t.captcha() });
  expect(anon.envelope.status).toBe('SUCCESS');
  const token = anon.headers['x-auth-token'] as string;
  const card = (await t.post('/card/detailsBySerial', { cardSerialNo: '1000000001' }, token)).envelope.data as Omit<CardLike, 'contracts'> & { holderName: string; contracts: Array<{ contractActivities: unknown[] }> };
  expect(card.nickname).toBeNull();
  expect(card.holderName).toBe('');
  expect(card.contracts.every((c) => c.contractActivities.length === 0)).toBe(true);
});
