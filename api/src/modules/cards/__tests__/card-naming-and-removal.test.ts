// Name a card and remove it; a rider's card stays reloadable by serial without their name.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import path from 'node:path';
import { configDir, findRepoRoot } from '../../../repo-paths';
import { loadRecordTexts, translateRecordText } from '../../../platform/i18n/record-texts';
import { lastFourOnly } from '../../../platform/mail/templates/order-receipt';
import { cardsOf, CODE, refusal, type CardLike } from './card-ownership-fixtures';

let t: TestApp;
let rider: string;
let patron2: string;

const myCards = (token: string) => cardsOf(t, token);

beforeAll(async () => {
  t = await createTestApp({ settings: { rateLimit: { loginPerAccount: 1e6, loginPerIp: 1e6 } } });
  rider = await t.login('rider@example.com', 'Rider#2026');
  patron2 = await t.login('patron2@example.com', 'Rider#2026');
  // The rider holds card 3000000002 too, added with its code: the card the removal tests remove.
  const added = await t.post(
    '/card/add',
    { cardSerialNo: '3000000002', securityCode: CODE },
    rider,
  );
  if (added.envelope.status !== 'SUCCESS') throw new Error(`card/add failed: ${added.body}`);
}, 60_000);
afterAll(async () => t.close());

describe('nicknames', () => {
  test('stored cleaned, shown on the card and its contracts, unique per account ignoring case, empty clears', async () => {
    const cards = await myCards(rider);
    const [a, b] = [
      cards.find((c) => c.serialNumber === '1000000001')!,
      cards.find((c) => c.serialNumber === '1000000002')!,
    ];
    const named = await t.post(
      '/card/nickname',
      { cardId: a.id, nickname: "  <b>Maya's</b>\u0000   card " },
      rider,
    );
    expect(named.envelope).toMatchObject({
      status: 'SUCCESS',
      data: { cardId: a.id, nickname: "Maya's card" },
    });
    const after = (await myCards(rider)).find((c) => c.id === a.id)!;
    expect(after.nickname).toBe("Maya's card");
    expect(after.contracts[0]!.cardNickname).toBe("Maya's card");
    const clash = await t.post('/card/nickname', { cardId: b.id, nickname: "MAYA'S CARD" }, rider);
    expect([clash.statusCode, clash.envelope.msgCode]).toEqual([409, '488']);
    expect(clash.envelope.errorMessage).toMatch(/already have a card named/);
    const tooLong = await t.post(
      '/card/nickname',
      { cardId: b.id, nickname: 'x'.repeat(31) },
      rider,
    );
    expect(tooLong.envelope.errorMessage).toMatch(/at most 30/);
    expect(
      (await t.post('/card/nickname', { cardId: b.id, nickname: 'x'.repeat(30) }, rider)).envelope
        .status,
    ).toBe('SUCCESS');
    // Another account may use the same name.
    const p2card = (await myCards(patron2))[0]!;
    expect(
      (await t.post('/card/nickname', { cardId: p2card.id, nickname: "Maya's card" }, patron2))
        .envelope.status,
    ).toBe('SUCCESS');
    const cleared = await t.post('/card/nickname', { cardId: b.id, nickname: '   ' }, rider);
    expect(cleared.envelope.data).toEqual({ cardId: b.id, nickname: null });
  });

  test('a name of zero-width or bidi characters only is refused as blank (488), not stored blank; around visible text they are stripped', async () => {
    const cards = await myCards(rider);
    const b = cards.find((c) => c.serialNumber === '1000000002')!;
    const before = cards.map((c) => [c.id, c.nickname]);
    for (const invisible of [
      '\u200B',
      '\u200C\u200D',
      '\u2060',
      '\u200B\uFEFF',
      ' \u200B \u2060 ',
      '\u202E\u2066\u200F',
      '<b>\u200B</b>',
      '\uFEFF',
      '\u3164',
      '\uFFA0',
      '\u2800',
      '\u034F',
      '\uFE0F',
    ]) {
      const res = await t.post('/card/nickname', { cardId: b.id, nickname: invisible }, rider);
      expect([
        JSON.stringify(invisible),
        res.statusCode,
        res.envelope.msgCode,
        res.envelope.errorMessage,
      ]).toEqual([JSON.stringify(invisible), 400, '488', 'Card name can not be blank']);
    }
    expect((await myCards(rider)).map((c) => [c.id, c.nickname])).toEqual(before);
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/card/nickname',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${rider}`,
        'accept-language': 'es',
      },
      payload: JSON.stringify({ cardId: b.id, nickname: '\u200B' }),
    });
    expect(es.json().errorMessage).toBe('Nombre de la tarjeta no puede quedar en blanco');
    // Zero-width characters inside a name do not make it a different name.
    const hidden = await t.post(
      '/card/nickname',
      { cardId: b.id, nickname: "Maya\u200B's\u2060 card" },
      rider,
    );
    expect([hidden.statusCode, hidden.envelope.errorMessage]).toEqual([
      409,
      "You already have a card named Maya's card. Choose another name.",
    ]);
    const stripped = await t.post(
      '/card/nickname',
      { cardId: b.id, nickname: '\u200BWork\u200D bag\uFEFF' },
      rider,
    );
    expect(stripped.envelope.data).toEqual({ cardId: b.id, nickname: 'Work bag' });
    expect(
      (await t.post('/card/nickname', { cardId: b.id, nickname: '' }, rider)).envelope.data,
    ).toEqual({ cardId: b.id, nickname: null });
  });

  test("another rider's card answers like a card that does not exist, and keeps its name", async () => {
    const a = (await myCards(rider)).find((c) => c.serialNumber === '1000000001')!;
    const other = await t.post('/card/nickname', { cardId: a.id, nickname: 'Mine now' }, patron2);
    const missing = await t.post(
      '/card/nickname',
      { cardId: 999999, nickname: 'Mine now' },
      patron2,
    );
    expect(refusal(other.envelope)).toEqual(refusal(missing.envelope));
    expect((await myCards(rider)).find((c) => c.id === a.id)!.nickname).toBe("Maya's card");
  });

  test('a reload in the cart, and so its order and receipt, names the card as "Nickname (Q Card serial)"', async () => {
    const a = (await myCards(rider)).find((c) => c.serialNumber === '1000000001')!;
    const res = await t.post(
      '/cart/addRechargeCard',
      { contractid: a.contracts[0]!.id, rechargevalue: 1000 },
      rider,
    );
    expect(res.envelope.status).toBe('SUCCESS');
    expect((res.envelope.data as { item: { description: string } }).item.description).toMatch(
      /^Reload \$10\.00 · Maya's card \(Q Card 1000000001\) · /,
    );
    await t.post(
      '/cart/deleteOrderItem',
      { orderItemId: (res.envelope.data as { item: { itemId: number } }).item.itemId },
      rider,
    );
  });

  test('the named reload line reads in Spanish, and a receipt keeps the name with the serial masked', () => {
    const line = "Reload $10.00 · Maya's card (Q Card 1000000001) · Stored Value";
    const es = loadRecordTexts(path.join(configDir(findRepoRoot()), 'es'));
    expect(translateRecordText(es, line)).toBe(
      "Recarga de $10.00 · Maya's card (Q Card 1000000001) · Valor almacenado",
    );
    expect(lastFourOnly(line)).toBe(
      "Reload $10.00 · Maya's card (Q Card ending 0001) · Stored Value",
    );
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
    const owner = (
      await db
        .selectFrom('cards')
        .select('owner_user_id')
        .where('id', '=', sub.cardId)
        .executeTakeFirstOrThrow()
    ).owner_user_id;
    const riderUser = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'rider@example.com')
      .executeTakeFirstOrThrow();
    expect(owner).toBe(riderUser.id);
    // The subscriptions list names the card too.
    await t.post('/card/nickname', { cardId: sub.cardId, nickname: 'Autoload' }, rider);
    const rows = (await t.post('/subscription/list', {}, rider)).envelope.data as Array<{
      cardId: number;
      nickname: string | null;
    }>;
    expect(rows.filter((r) => r.cardId === sub.cardId).map((r) => r.nickname)).toContain(
      'Autoload',
    );
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
    const ordersBefore = (await t.post('/order/search', { filterType: 'status', pageNo: 1 }, rider))
      .envelope.data;
    const res = await t.post('/card/remove', { cardId: added.id }, rider);
    expect(res.envelope).toMatchObject({ status: 'SUCCESS', data: { cardId: added.id } });
    expect((await myCards(rider)).map((c) => c.serialNumber)).not.toContain('3000000002');
    expect(
      (await t.post('/order/search', { filterType: 'status', pageNo: 1 }, rider)).envelope.data,
    ).toEqual(ordersBefore);
    const row = await t.app.qcard.db
      .selectFrom('cards')
      .select(['owner_user_id', 'nickname'])
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ owner_user_id: null, nickname: null });
    // Free again: the next holder adds it with its code.
    expect(
      (await t.post('/card/add', { cardSerialNo: '3000000002', securityCode: CODE }, rider))
        .envelope.status,
    ).toBe('SUCCESS');
  });
});

test("a rider's card stays reloadable by serial without an account, without showing the rider's name for it or its trips", async () => {
  const anon = await t.post('/user/anonymoususer', {
    cardSerialNo: '1000000001',
    captcha: await t.captcha(),
  });
  expect(anon.envelope.status).toBe('SUCCESS');
  const token = anon.headers['x-auth-token'] as string;
  const card = (await t.post('/card/detailsBySerial', { cardSerialNo: '1000000001' }, token))
    .envelope.data as Omit<CardLike, 'contracts'> & {
    holderName: string;
    contracts: Array<{ contractActivities: unknown[] }>;
  };
  expect(card.nickname).toBeNull();
  expect(card.holderName).toBe('');
  expect(card.contracts.every((c) => c.contractActivities.length === 0)).toBe(true);
});
