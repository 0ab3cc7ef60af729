// A lost card's value moved to a replacement of another fare type: into the replacement's own
// stored value product; runs on SQLite and, in CI, on PostgreSQL.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { PATRON2 } from '../../orders/__tests__/order-test-helpers';

jest.setTimeout(60_000);

let t: TestApp;
let patron2: string;

beforeAll(async () => {
  t = await createTestApp({ settings: { fulfilmentDelaySeconds: 3600 } });
  patron2 = await t.login(PATRON2.email, PATRON2.password);
});
afterAll(async () => t.close());

describe("a transfer between fare types moves money into the replacement's own stored value", () => {
  const later = (iso: string) =>
    new Date(new Date(iso).getTime() + 3 * 365 * 86400_000).toISOString();
  /** A card of Pat Second's with the contracts given (product fields as the card system holds them). */
  async function patronCard(
    serial: string,
    profileName: string,
    contracts: Array<{
      name: string;
      type: string;
      discounted: 0 | 1;
      fare: number;
      cents: number;
    }>,
  ) {
    const db = t.app.qcard.db;
    const now = t.app.qcard.nowIso();
    const owner = (
      await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', PATRON2.email)
        .executeTakeFirstOrThrow()
    ).id;
    const card = await db
      .insertInto('cards')
      .values({
        serial,
        profile_name: profileName,
        holder_name: 'Pat Second',
        status: 'InCirculation',
        emission_date: now,
        expiration_date: later(now),
        owner_user_id: owner,
        company_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (const c of contracts) {
      const row = await db
        .insertInto('contracts')
        .values({
          card_id: card.id,
          contract_name: c.name,
          family: 'Q Card',
          type_of_contract: c.type,
          emission: now,
          last_reload: null,
          units_left: c.cents,
          rechargeable: 1,
          recharge_reason: null,
          ride_sponsor: 0,
          warning_code: null,
          subscription_allowed: 1,
          subscription_reason: null,
          min_input_value: 500,
          maximum_allowed: 20000,
          discounted: c.discounted,
          fare: c.fare,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return { id: card.id, contractIds: ids, owner };
  }
  const reducedFare = (cents: number) => ({
    name: 'Reduced Fare Stored Value',
    type: 'Discounted',
    discounted: 1 as const,
    fare: 60,
    cents,
  });
  const adult = (cents: number) => ({
    name: 'Stored Value',
    type: 'Stored Value',
    discounted: 0 as const,
    fare: 125,
    cents,
  });
  async function fullContracts(cardId: number) {
    return t.app.qcard.db
      .selectFrom('contracts')
      .selectAll()
      .where('card_id', '=', cardId)
      .orderBy('id')
      .execute();
  }
  async function blockAndMove(lost: number, replacement: number, language?: string) {
    expect((await t.post('/card/block', { cardId: lost }, patron2)).envelope.status).toBe(
      'SUCCESS',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.app.qcard.settings.apiBase}/card/transfer`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${patron2}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      payload: JSON.stringify({ cardId: lost, replacementCardId: replacement }),
    });
    return res.json() as {
      status: string;
      data: {
        moved: {
          cents: number;
          subscriptions: number;
          values: Array<{ cents: number; fromProduct: string; toProduct: string }>;
        };
      };
    };
  }

  test("a Reduced Fare card's balance and autoload go to the Adult card's Stored Value; no Reduced Fare product appears there", async () => {
    const lost = await patronCard('1900000001', 'Reduced Fare', [reducedFare(1250)]);
    const replacement = await patronCard('1900000002', 'Adult', [adult(300)]);
    const now = t.app.qcard.nowIso();
    const sub = await t.app.qcard.db
      .insertInto('subscriptions')
      .values({
        contract_id: lost.contractIds[0]!,
        state: 'Active',
        type: 'Individual',
        max_per_period: 3,
        recharge_value: 2000,
        threshold: 500,
        user_id: lost.owner,
        company_id: null,
        employee_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const res = await blockAndMove(lost.id, replacement.id);
    expect(res.status).toBe('SUCCESS');
    expect(res.data.moved).toMatchObject({
      cents: 1250,
      subscriptions: 1,
      values: [
        { cents: 1250, fromProduct: 'Reduced Fare Stored Value', toProduct: 'Adult Stored Value' },
      ],
    });
    const after = await fullContracts(replacement.id);
    expect(
      after.map((c) => [c.contract_name, c.type_of_contract, c.discounted, c.fare, c.units_left]),
    ).toEqual([['Stored Value', 'Stored Value', 0, 125, 1550]]);
    const moved = await t.app.qcard.db
      .selectFrom('subscriptions')
      .select(['contract_id', 'state'])
      .where('id', '=', sub.id)
      .executeTakeFirstOrThrow();
    expect(moved).toEqual({ contract_id: replacement.contractIds[0], state: 'Active' });
    // The answer the portal shows: the card's contract type is the Adult one.
    const details = (await t.post('/card/details', { cardId: replacement.id }, patron2)).envelope
      .data as { contracts: Array<{ contractName: string }> };
    expect(details.contracts.map((c) => c.contractName)).toEqual(['Stored Value']);
  });

  test("an Adult card without stored value gets the Adult product, made from the fare type's table; a retry moves nothing twice", async () => {
    const lost = await patronCard('1900000003', 'Reduced Fare', [reducedFare(800)]);
    const replacement = await patronCard('1900000004', 'Adult', []);
    const res = await blockAndMove(lost.id, replacement.id, 'es');
    expect(res.data.moved.values).toEqual([
      {
        cents: 800,
        fromProduct: 'Valor almacenado de tarifa reducida',
        toProduct: 'Valor almacenado de adulto',
      },
    ]);
    const [created, ...more] = await fullContracts(replacement.id);
    expect(more).toEqual([]);
    expect(created).toMatchObject({
      contract_name: 'Stored Value',
      family: 'Q Card',
      type_of_contract: 'Stored Value',
      discounted: 0,
      fare: 125,
      min_input_value: 500,
      maximum_allowed: 20000,
      ride_sponsor: 0,
      rechargeable: 1,
      units_left: 800,
    });
    const retry = await t.post(
      '/card/transfer',
      { cardId: lost.id, replacementCardId: replacement.id },
      patron2,
    );
    expect(retry.envelope.data).toMatchObject({ moved: { cents: 0, values: [] } });
    expect((await fullContracts(replacement.id)).map((c) => c.units_left)).toEqual([800]);
  });

  test('a replacement of a fare type without a known stored value is refused, and nothing moves', async () => {
    const lost = await patronCard('1900000005', 'Reduced Fare', [reducedFare(500)]);
    const replacement = await patronCard('1900000006', 'Visitor Pass', []);
    const res = await blockAndMove(lost.id, replacement.id);
    expect(res.status).not.toBe('SUCCESS');
    expect(await fullContracts(replacement.id)).toEqual([]);
    expect((await fullContracts(lost.id)).map((c) => c.units_left)).toEqual([500]);
  });
});
