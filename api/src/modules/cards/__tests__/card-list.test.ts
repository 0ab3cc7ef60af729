// /card reads cards, contracts and subscriptions in one statement (card-queries.ts
// ownCardsWithContracts); what the rider sees in the list must still match the card's details.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { openDatabase, type Db } from '../../../platform/db/database';

interface ContractLike {
  id: number;
  contractActivities: unknown[];
  subscriptionInfo: { state: string; rechargeValue: { rechargeValue: number } };
}
interface CardLike {
  id: number;
  serialNumber: string;
  contracts: ContractLike[];
}

let t: TestApp;
let db: Db;
let patron: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-01T12:00:00.000Z') });
  db = openDatabase(t.database);
  patron = await t.login('patron2@example.com', 'Rider#2026');
});
afterAll(async () => {
  await db.destroy();
  await t.close();
});

test('the list shows every own card in serial order, one without contracts too, and each contract as its details show it', async () => {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'patron2@example.com')
    .executeTakeFirstOrThrow();
  const [first] = (await t.post('/card', {}, patron)).envelope.data as CardLike[];
  const contractId = first?.contracts[0]?.id;
  if (contractId === undefined) throw new Error('patron2 has no contract');
  // A new card not yet loaded with a product, and on the existing contract an Active
  // subscription followed by a newer Cancelled one (only the Active one counts).
  await db
    .insertInto('cards')
    .values({
      serial: '1000000199',
      profile_name: 'Adult',
      holder_name: 'Pat Two',
      status: 'InCirculation',
      emission_date: '2026-10-01T00:00:00.000Z',
      expiration_date: '2030-10-01T00:00:00.000Z',
      owner_user_id: user.id,
      company_id: null,
    })
    .execute();
  const subscription = (state: string, rechargeValue: number) => ({
    contract_id: contractId,
    state,
    type: 'Individual',
    max_per_period: 2,
    recharge_value: rechargeValue,
    threshold: 500,
    payment_token: null,
    card_brand: null,
    card_last4: null,
    status_reason: null,
    user_id: user.id,
    company_id: null,
    employee_id: null,
    created_at: '2026-10-02T00:00:00.000Z',
    updated_at: '2026-10-02T00:00:00.000Z',
  });
  await db.insertInto('subscriptions').values(subscription('Active', 1500)).execute();
  await db.insertInto('subscriptions').values(subscription('Cancelled', 9900)).execute();

  const list = (await t.post('/card', {}, patron)).envelope.data as CardLike[];
  expect(list.map((c) => [c.serialNumber, c.contracts.length])).toEqual([
    ['1000000101', first?.contracts.length],
    ['1000000199', 0],
  ]);
  expect(list[0]?.contracts[0]?.subscriptionInfo).toMatchObject({
    state: 'Active',
    rechargeValue: { rechargeValue: 1500 },
  });
  for (const card of list) {
    const details = (await t.post('/card/details', { cardId: card.id }, patron)).envelope
      .data as CardLike;
    // The list leaves activity to the details; everything else is the same.
    expect(card).toEqual({
      ...details,
      contracts: details.contracts.map((c) => ({ ...c, contractActivities: [] })),
    });
  }
});
