// The patrons' demo data (DESIGN section 5): Riley Rider's four cards (active, subscribed,
// blocked, reduced fare) with orders in every status, Pat Second's card, and the cards of
// nobody's that the unregistered reload uses.
import {
  insertContract,
  type CardSeed,
  insertOrder,
  insertStoredValueCard,
  taps,
  type Seed,
} from './seed-records';

/** The unregistered-reload demo card: active, reloadable, owned by nobody. */
export const UNOWNED_CARD_SERIAL = '3000000001';

export async function seedPatronCards(
  seed: Seed,
  { rider, patron2 }: { rider: number; patron2: number },
): Promise<void> {
  const { trx, day } = seed;
  /** A card of Riley's, Adult and in circulation unless `more` says otherwise. */
  const card = (serial: string, emissionOffset: number, more: Partial<CardSeed>) =>
    insertStoredValueCard(seed, {
      serial,
      profileName: 'Adult',
      holderName: 'Riley Rider',
      status: 'InCirculation',
      emissionOffset,
      ownerUserId: rider,
      activities: [],
      ...more,
    });
  /** A patron's reload order of one item. */
  const reload = (
    userId: number,
    [status, offset, price, serial, contractId]: [string, number, number, string, number | null],
  ) => {
    const description = `Reload $${(price / 100).toFixed(2)} on Q Card ${serial}`;
    const items = [{ description, price, itemType: 'Recharge', contractId }];
    return insertOrder(seed, { userId, status, kind: 'Reload', offset, items });
  };
  // Riley's past orders come first, so the honoured reload can be linked from the card's activity.
  const honoured = await reload(rider, ['Honoured', -61, 5000, '1000000001', null]);

  // Card 1: active, reloadable stored value, no subscription.
  const { contractId: c1 } = await card('1000000001', -400, {
    activities: [
      [-90, 'Reload', 2000],
      ...taps([-85, -80, -75, -70]),
      [-60, 'Reload', 5000, honoured],
      ...taps([-55, -40, -33, -21, -14, -7]),
      [-5, 'Adjustment', 125],
    ],
  });
  await trx
    .updateTable('order_items')
    .set({ contract_id: c1 })
    .where('order_id', '=', honoured)
    .execute();

  // Card 2: active, Active subscription; plus a ride-sponsor contract (employer benefit).
  const { cardId: card2, contractId: c2 } = await card('1000000002', -300, {
    activities: [
      [-120, 'Reload', 3000],
      ...taps([-110, -100, -95, -90, -80, -70, -65, -60, -50, -45, -40, -35, -30, -25, -20, -15]),
      [-12, 'Autoload', 2000],
      ...taps([-10, -8, -6, -4, -2]),
    ],
  });
  await trx
    .insertInto('subscriptions')
    .values({
      contract_id: c2,
      state: 'Active',
      type: 'Individual',
      max_per_period: 4,
      recharge_value: 2000,
      threshold: 1000,
      payment_token: 'sandbox_tok_visa_4242',
      card_brand: 'visa',
      card_last4: '4242',
      user_id: rider,
      created_at: day(-130),
      updated_at: day(-130),
    })
    .execute();
  // The sandbox processor's side of that token, so the demo autoload can really be charged.
  await trx
    .insertInto('payment_tokens')
    .values({
      token: 'sandbox_tok_visa_4242',
      card_brand: 'visa',
      card_last4: '4242',
      sandbox_outcome: 'approve',
      created_at: day(-130),
    })
    .execute();
  await insertContract(seed, card2, {
    contractName: 'Employer Transit Benefit',
    family: 'Ride Sponsor',
    typeOfContract: 'Sponsored Value',
    emissionOffset: -200,
    rideSponsor: true,
    warningCode: 'RS01',
    rechargeable: true,
    subscriptionAllowed: false,
    subscriptionReason: 'Subscriptions on ride-sponsor contracts are managed by the sponsor',
    activities: [
      [-150, 'Reload', 7500],
      ...taps([-140, -130, -120, -110, -100]),
      [-60, 'Reload', 2500],
      ...taps([-50, -40, -30]),
    ],
  });

  // Card 3: inactive (Blocked).
  await card('1000000003', -700, {
    status: 'Blocked',
    rechargeable: false,
    rechargeReason: 'Card is blocked (reported lost)',
    subscriptionAllowed: false,
    subscriptionReason: 'Card is blocked (reported lost)',
    activities: [[-650, 'Reload', 2000], ...taps([-640, -630, -620]), [-500, 'Adjustment', -250]],
  });

  // Card 4: active reduced-fare card (discounted).
  await card('1000000004', -150, {
    profileName: 'Reduced Fare',
    activities: [[-140, 'Reload', 1000], ...taps([-130, -120, -100, -80], 60)],
  });

  // The unregistered-reload card.
  await card(UNOWNED_CARD_SERIAL, -100, {
    holderName: '',
    ownerUserId: null,
    activities: [[-95, 'Reload', 1000], ...taps([-90, -80, -70])],
  });
  // A second card of nobody's, so two unregistered reloads can run side by side (journeys).
  await card('3000000002', -90, {
    holderName: '',
    ownerUserId: null,
    activities: [[-85, 'Reload', 2000], ...taps([-80, -60])],
  });

  // Patron 2: one card.
  const { contractId: p2c } = await card('1000000101', -200, {
    holderName: 'Pat Second',
    ownerUserId: patron2,
    activities: [[-190, 'Reload', 4000], ...taps([-180, -170, -160])],
  });
  await reload(patron2, ['Honoured', -191, 4000, '1000000101', p2c]);

  // Riley's other orders: every status.
  for (const order of [
    ['ProcessingOrder', -2, 2000, '1000000001', c1],
    ['Rejected', -20, 3000, '1000000001', c1],
    ['Cancelled', -35, 1000, '1000000002', c2],
    ['Honoured', -121, 3000, '1000000002', c2],
    ['ProcessingOrder', -1, 4000, '1000000002', c2],
  ] as const)
    await reload(rider, [...order]);
}
