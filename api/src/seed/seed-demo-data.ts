// Demo data of DESIGN section 5, written once into an empty database. Deterministic: no
// randomness, dates relative to a fixed base date.
import type { Transaction } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { lockKey } from '../db/database';

export const SEED_BASE_DATE = '2026-10-01T14:00:00.000Z';

export const DEMO_LOGINS = [
  { who: 'patron Riley Rider', email: 'rider@example.com', password: 'Rider#2026' },
  { who: 'sponsor administrator of Acme Transit Benefits', email: 'sponsor@example.com', password: 'Sponsor#2026' },
  { who: 'sponsor administrator of Globex Commuter Program', email: 'sponsor2@example.com', password: 'Sponsor#2026' },
  { who: 'second patron Pat Second', email: 'patron2@example.com', password: 'Rider#2026' },
] as const;

/** The unregistered-reload demo card: active, reloadable, owned by nobody. */
export const UNOWNED_CARD_SERIAL = '3000000001';

type Trx = Transaction<Database>;

const BASE = new Date(SEED_BASE_DATE).getTime();
function day(offset: number, hour = 0): string {
  return new Date(BASE + offset * 86400_000 + hour * 3600_000).toISOString();
}

interface ContractSeed {
  contractName: string;
  family: string;
  typeOfContract: string;
  emissionOffset: number;
  rechargeable?: boolean;
  rechargeReason?: string | null;
  rideSponsor?: boolean;
  warningCode?: string | null;
  subscriptionAllowed?: boolean;
  subscriptionReason?: string | null;
  minInputValue?: number;
  maximumAllowed?: number;
  discounted?: boolean;
  fare?: number;
  /** [dayOffset, activityType, units, orderId?] — before/after chain from 0 to the balance. */
  activities: Array<[number, string, number, number?]>;
}

async function insertCard(
  trx: Trx,
  card: { serial: string; profileName: string; holderName: string; status: string; emissionOffset: number; ownerUserId: number | null; companyId: number | null },
): Promise<number> {
  const row = await trx
    .insertInto('cards')
    .values({
      serial: card.serial,
      profile_name: card.profileName,
      holder_name: card.holderName,
      status: card.status,
      emission_date: day(card.emissionOffset, 1),
      expiration_date: day(card.emissionOffset + 365 * 4, 1),
      owner_user_id: card.ownerUserId,
      company_id: card.companyId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertContract(trx: Trx, cardId: number, c: ContractSeed): Promise<{ id: number; balance: number }> {
  const fare = c.fare ?? (c.discounted ? 60 : 125);
  const row = await trx
    .insertInto('contracts')
    .values({
      card_id: cardId,
      contract_name: c.contractName,
      family: c.family,
      type_of_contract: c.typeOfContract,
      emission: day(c.emissionOffset, 2),
      last_reload: null,
      units_left: 0,
      rechargeable: c.rechargeable === false ? 0 : 1,
      recharge_reason: c.rechargeReason ?? null,
      ride_sponsor: c.rideSponsor ? 1 : 0,
      warning_code: c.warningCode ?? null,
      subscription_allowed: c.subscriptionAllowed === false ? 0 : 1,
      subscription_reason: c.subscriptionReason ?? null,
      min_input_value: c.minInputValue ?? 500,
      maximum_allowed: c.maximumAllowed ?? 20000,
      discounted: c.discounted ? 1 : 0,
      fare,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let balance = 0;
  let lastReload: string | null = null;
  for (const [offset, type, units, orderId] of c.activities) {
    const before = balance;
    balance += units;
    const date = day(offset, 12);
    const credited = type === 'Reload' || type === 'Autoload';
    if (credited) lastReload = date;
    await trx
      .insertInto('contract_activities')
      .values({
        contract_id: row.id,
        date,
        activity_type: type,
        description: describe(type, units),
        units,
        units_before: before,
        units_after: balance,
        billed: credited ? units : null,
        order_id: orderId ?? null,
      })
      .execute();
  }
  await trx.updateTable('contracts').set({ units_left: balance, last_reload: lastReload }).where('id', '=', row.id).execute();
  return { id: row.id, balance };
}

function describe(type: string, units: number): string {
  const dollars = (Math.abs(units) / 100).toFixed(2);
  switch (type) {
    case 'Reload':
      return `Online reload of $${dollars}`;
    case 'Autoload':
      return `Automatic reload of $${dollars}`;
    case 'Tap':
      return `Fare paid $${dollars}`;
    case 'Adjustment':
      return `Balance adjustment of ${units < 0 ? '-' : ''}$${dollars}`;
    default:
      return type;
  }
}

/** Taps of `fare` on the given day offsets. */
function taps(offsets: number[], fare = 125): Array<[number, string, number]> {
  return offsets.map((o) => [o, 'Tap', -fare]);
}

async function insertOrder(
  trx: Trx,
  o: {
    userId: number | null;
    companyId: number | null;
    status: string;
    kind: string;
    offset: number;
    items: Array<{ description: string; price: number; itemType: string; contractId: number | null; employeeId?: number | null }>;
    brand?: string;
    last4?: string;
  },
): Promise<number> {
  const price = o.items.reduce((s, i) => s + i.price, 0);
  const created = day(o.offset, 15);
  const approved = o.status === 'Honoured' || o.status === 'ProcessingOrder' || o.status === 'Cancelled';
  const row = await trx
    .insertInto('orders')
    .values({
      user_id: o.userId,
      company_id: o.companyId,
      anonymous_serial: null,
      anonymous_email: null,
      price,
      status: o.status,
      kind: o.kind,
      creation_date: created,
      method_of_payment: 'Credit Card',
      authorization_id: null,
      transaction_id: null,
      payment_description: `${o.brand ?? 'visa'} ending ${o.last4 ?? '4242'}`,
      card_brand: o.brand ?? 'visa',
      card_last4: o.last4 ?? '4242',
      billing_address: JSON.stringify({ address1: '100 Main Street', city: 'Springfield', state: 'NY', zipcode: '10001' }),
      idempotency_key: null,
      // Seeded ProcessingOrder orders have no fulfil_after, so a fulfilment worker leaves them as they are.
      fulfil_after: null,
      fulfilled_at: o.status === 'Honoured' ? day(o.offset, 16) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('orders')
    .set({
      authorization_id: approved ? `AUTH${String(100000 + row.id)}` : null,
      transaction_id: approved || o.status === 'Rejected' ? `TXN${String(500000 + row.id)}` : null,
      payment_description: o.status === 'Rejected' ? 'Declined by the card issuer (sandbox)' : `${o.brand ?? 'visa'} ending ${o.last4 ?? '4242'}`,
    })
    .where('id', '=', row.id)
    .execute();
  const itemStatus = o.status === 'Honoured' ? 'Honoured' : o.status === 'ProcessingOrder' ? 'ProcessingOrder' : o.status;
  for (const item of o.items) {
    await trx
      .insertInto('order_items')
      .values({
        order_id: row.id,
        description: item.description,
        status: itemStatus,
        price: item.price,
        item_type: item.itemType,
        contract_id: item.contractId,
        employee_id: item.employeeId ?? null,
        payload: JSON.stringify({ contractid: item.contractId, rechargevalue: item.price, employeeId: item.employeeId ?? null }),
      })
      .execute();
  }
  return row.id;
}

const FIRST_NAMES = ['Avery', 'Blake', 'Casey', 'Dana', 'Emerson', 'Finley', 'Gray', 'Harper', 'Indigo', 'Jordan', 'Kai', 'Logan', 'Morgan', 'Noel', 'Oakley', 'Parker', 'Quinn'];
const LAST_NAMES = ['Adams', 'Brooks', 'Carter', 'Diaz', 'Evans', 'Foster', 'Garcia', 'Hughes', 'Ito', 'Jensen', 'Kim', 'Lopez', 'Miller', 'Nguyen', 'Owens', 'Patel', 'Reyes', 'Singh', 'Turner'];

async function seedCompany(
  trx: Trx,
  spec: {
    companyId: number;
    sponsorUserId: number;
    groups: Array<[string, string]>;
    employees: number;
    codePrefix: string;
    codeStart: number;
    serialStart: number;
    withOrders: boolean;
  },
): Promise<void> {
  const groupIds: number[] = [];
  for (const [name, details] of spec.groups) {
    const g = await trx
      .insertInto('groups')
      .values({ company_id: spec.companyId, name, details, created_at: day(-400) })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.push(g.id);
  }
  const employees: Array<{ id: number; code: string; contractId: number; serial: string; name: string }> = [];
  for (let i = 0; i < spec.employees; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Alex';
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length] ?? 'Smith';
    const code = `${spec.codePrefix}${spec.codeStart + i}`;
    const serial = String(spec.serialStart + i);
    const blocked = i === spec.employees - 1 && spec.employees > 5;
    const cardId = await insertCard(trx, {
      serial,
      profileName: 'Commuter Benefit',
      holderName: `${first} ${last}`,
      status: blocked ? 'Blocked' : 'InCirculation',
      emissionOffset: -380 + i,
      ownerUserId: null,
      companyId: spec.companyId,
    });
    const contract = await insertContract(trx, cardId, {
      contractName: 'Commuter Benefit',
      family: 'Sponsor',
      typeOfContract: 'Stored Value',
      emissionOffset: -380 + i,
      rideSponsor: true,
      warningCode: 'RS02',
      rechargeable: !blocked,
      rechargeReason: blocked ? 'Card is blocked' : null,
      minInputValue: 500,
      maximumAllowed: 20000,
      activities: [[-120 + (i % 10), 'Reload', 5000 + (i % 5) * 1000], ...taps([-100 + (i % 7), -90 + (i % 5), -60, -30 + (i % 3)])],
    });
    const emp = await trx
      .insertInto('employees')
      .values({
        company_id: spec.companyId,
        employee_code: code,
        first_name: first,
        last_name: last,
        group_id: groupIds[i % groupIds.length] ?? null,
        address: `${100 + i} Market Street`,
        city: 'Springfield',
        state: 'NY',
        zip_code: String(10001 + (i % 50)).padStart(5, '0'),
        email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com`,
        phone: `+1 212 555 ${String(1000 + i).slice(-4)}`,
        card_id: cardId,
        contract_id: contract.id,
        created_at: day(-380 + i),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    employees.push({ id: emp.id, code, contractId: contract.id, serial, name: `${first} ${last}` });
    if (i % 4 === 0 && !blocked) {
      await trx
        .insertInto('subscriptions')
        .values({
          contract_id: contract.id,
          state: 'Active',
          type: 'Individual',
          max_per_period: 2 + (i % 3),
          recharge_value: 2000 + (i % 3) * 1000,
          threshold: 500 + (i % 2) * 500,
          payment_token: null,
          card_brand: null,
          card_last4: null,
          status_reason: null,
          user_id: spec.sponsorUserId,
          company_id: spec.companyId,
          employee_id: emp.id,
          created_at: day(-200 + i),
          updated_at: day(-200 + i),
        })
        .execute();
    }
  }
  if (!spec.withOrders) return;
  const statuses = ['Honoured', 'ProcessingOrder', 'Rejected', 'Cancelled'];
  for (let n = 0; n < 8; n++) {
    const status = statuses[n % statuses.length] ?? 'Honoured';
    const picked = [0, 1, 2].map((k) => employees[(n * 3 + k) % employees.length]).filter((e) => e !== undefined);
    await insertOrder(trx, {
      userId: spec.sponsorUserId,
      companyId: spec.companyId,
      status,
      kind: 'SponsorReload',
      offset: -90 + n * 9,
      brand: 'master',
      last4: '4444',
      items: picked.map((e, k) => ({
        description: `Reload $${((2000 + k * 1000) / 100).toFixed(2)} for ${e.name} (${e.code}), card ${e.serial}`,
        price: 2000 + k * 1000,
        itemType: 'Recharge',
        contractId: e.contractId,
        employeeId: e.id,
      })),
    });
  }
}

/** Seeds the demo data when the database has no users. Returns true when it seeded. */
export async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  const existing = await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const riderHash = await hashPassword('Rider#2026');
  const sponsorHash = await hashPassword('Sponsor#2026');
  const created = day(-420);
  return ctx.db.transaction().execute(async (trx) => {
    // Several instances starting at once on one PostgreSQL database seed it once.
    await lockKey(trx, 'seed-demo-data');
    if (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
    const acme = await trx.insertInto('companies').values({ name: 'Acme Transit Benefits', contact_email: 'benefits@acme.example', created_at: created }).returning('id').executeTakeFirstOrThrow();
    const globex = await trx.insertInto('companies').values({ name: 'Globex Commuter Program', contact_email: 'commute@globex.example', created_at: created }).returning('id').executeTakeFirstOrThrow();

    const user = async (u: { email: string; hash: string; first: string; last: string; a1: string; a2: string; town: string; zip: string; phone: string; sponsor: boolean; companyId: number | null }) => {
      const row = await trx
        .insertInto('users')
        .values({
          email: u.email,
          password_hash: u.hash,
          first_name: u.first,
          last_name: u.last,
          address1: u.a1,
          address2: u.a2,
          town: u.town,
          state: 'NY',
          zipcode: u.zip,
          phone: u.phone,
          is_sponsor: u.sponsor ? 1 : 0,
          company_id: u.companyId,
          failed_logins: 0,
          locked_until: null,
          password_changed_at: created,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('password_history').values({ user_id: row.id, password_hash: u.hash, created_at: created }).execute();
      return row.id;
    };
    const rider = await user({ email: 'rider@example.com', hash: riderHash, first: 'Riley', last: 'Rider', a1: '42 Elm Street', a2: 'Apt 3B', town: 'Springfield', zip: '10001', phone: '+1 212 555 0142', sponsor: false, companyId: null });
    const patron2 = await user({ email: 'patron2@example.com', hash: riderHash, first: 'Pat', last: 'Second', a1: '7 Oak Avenue', a2: '', town: 'Albany', zip: '12207', phone: '+1 518 555 0107', sponsor: false, companyId: null });
    const sponsor = await user({ email: 'sponsor@example.com', hash: sponsorHash, first: 'Sam', last: 'Sponsor', a1: '1 Acme Plaza', a2: 'Floor 12', town: 'New York', zip: '10004', phone: '+1 212 555 0100', sponsor: true, companyId: acme.id });
    const sponsor2 = await user({ email: 'sponsor2@example.com', hash: sponsorHash, first: 'Gina', last: 'Globex', a1: '500 Globex Way', a2: '', town: 'Buffalo', zip: '14202', phone: '+1 716 555 0150', sponsor: true, companyId: globex.id });

    // Riley's past orders come first, so the honoured reload can be linked from the card's activity.
    const honoured = await insertOrder(trx, { userId: rider, companyId: null, status: 'Honoured', kind: 'Reload', offset: -61, items: [{ description: 'Reload $50.00 on Q Card 1000000001', price: 5000, itemType: 'Recharge', contractId: null }] });

    // Card 1: active, reloadable stored value, no subscription.
    const card1 = await insertCard(trx, { serial: '1000000001', profileName: 'Adult', holderName: 'Riley Rider', status: 'InCirculation', emissionOffset: -400, ownerUserId: rider, companyId: null });
    const c1 = await insertContract(trx, card1, {
      contractName: 'Stored Value',
      family: 'Q Card',
      typeOfContract: 'Stored Value',
      emissionOffset: -400,
      activities: [[-90, 'Reload', 2000], ...taps([-85, -80, -75, -70]), [-60, 'Reload', 5000, honoured], ...taps([-55, -40, -33, -21, -14, -7]), [-5, 'Adjustment', 125]],
    });
    await trx.updateTable('order_items').set({ contract_id: c1.id }).where('order_id', '=', honoured).execute();

    // Card 2: active, Active subscription; plus a ride-sponsor contract (employer benefit).
    const card2 = await insertCard(trx, { serial: '1000000002', profileName: 'Adult', holderName: 'Riley Rider', status: 'InCirculation', emissionOffset: -300, ownerUserId: rider, companyId: null });
    const c2 = await insertContract(trx, card2, {
      contractName: 'Stored Value',
      family: 'Q Card',
      typeOfContract: 'Stored Value',
      emissionOffset: -300,
      activities: [[-120, 'Reload', 3000], ...taps([-110, -100, -95, -90, -80, -70, -65, -60, -50, -45, -40, -35, -30, -25, -20, -15]), [-12, 'Autoload', 2000], ...taps([-10, -8, -6, -4, -2])],
    });
    await trx
      .insertInto('subscriptions')
      .values({
        contract_id: c2.id,
        state: 'Active',
        type: 'Individual',
        max_per_period: 4,
        recharge_value: 2000,
        threshold: 1000,
        payment_token: 'sandbox_tok_visa_4242',
        card_brand: 'visa',
        card_last4: '4242',
        status_reason: null,
        user_id: rider,
        company_id: null,
        employee_id: null,
        created_at: day(-130),
        updated_at: day(-130),
      })
      .execute();
    // The sandbox processor's side of that token, so the demo autoload can really be charged.
    await trx
      .insertInto('payment_tokens')
      .values({ token: 'sandbox_tok_visa_4242', card_brand: 'visa', card_last4: '4242', sandbox_outcome: 'approve', created_at: day(-130) })
      .execute();
    await insertContract(trx, card2, {
      contractName: 'Employer Transit Benefit',
      family: 'Ride Sponsor',
      typeOfContract: 'Sponsored Value',
      emissionOffset: -200,
      rideSponsor: true,
      warningCode: 'RS01',
      rechargeable: true,
      subscriptionAllowed: false,
      subscriptionReason: 'Subscriptions on ride-sponsor contracts are managed by the sponsor',
      activities: [[-150, 'Reload', 7500], ...taps([-140, -130, -120, -110, -100]), [-60, 'Reload', 2500], ...taps([-50, -40, -30])],
    });

    // Card 3: inactive (Blocked).
    const card3 = await insertCard(trx, { serial: '1000000003', profileName: 'Adult', holderName: 'Riley Rider', status: 'Blocked', emissionOffset: -700, ownerUserId: rider, companyId: null });
    await insertContract(trx, card3, {
      contractName: 'Stored Value',
      family: 'Q Card',
      typeOfContract: 'Stored Value',
      emissionOffset: -700,
      rechargeable: false,
      rechargeReason: 'Card is blocked (reported lost)',
      subscriptionAllowed: false,
      subscriptionReason: 'Card is blocked (reported lost)',
      activities: [[-650, 'Reload', 2000], ...taps([-640, -630, -620]), [-500, 'Adjustment', -250]],
    });

    // Card 4: active reduced-fare card (discounted).
    const card4 = await insertCard(trx, { serial: '1000000004', profileName: 'Reduced Fare', holderName: 'Riley Rider', status: 'InCirculation', emissionOffset: -150, ownerUserId: rider, companyId: null });
    await insertContract(trx, card4, {
      contractName: 'Reduced Fare Stored Value',
      family: 'Q Card',
      typeOfContract: 'Discounted',
      emissionOffset: -150,
      discounted: true,
      activities: [[-140, 'Reload', 1000], ...taps([-130, -120, -100, -80], 60)],
    });

    // The unregistered-reload card.
    const unowned = await insertCard(trx, { serial: UNOWNED_CARD_SERIAL, profileName: 'Adult', holderName: '', status: 'InCirculation', emissionOffset: -100, ownerUserId: null, companyId: null });
    await insertContract(trx, unowned, {
      contractName: 'Stored Value',
      family: 'Q Card',
      typeOfContract: 'Stored Value',
      emissionOffset: -100,
      activities: [[-95, 'Reload', 1000], ...taps([-90, -80, -70])],
    });
    // A second card of nobody's, so two unregistered reloads can run side by side (journeys).
    const unowned2 = await insertCard(trx, { serial: '3000000002', profileName: 'Adult', holderName: '', status: 'InCirculation', emissionOffset: -90, ownerUserId: null, companyId: null });
    await insertContract(trx, unowned2, {
      contractName: 'Stored Value',
      family: 'Q Card',
      typeOfContract: 'Stored Value',
      emissionOffset: -90,
      activities: [[-85, 'Reload', 2000], ...taps([-80, -60])],
    });

    // Patron 2: one card.
    const p2card = await insertCard(trx, { serial: '1000000101', profileName: 'Adult', holderName: 'Pat Second', status: 'InCirculation', emissionOffset: -200, ownerUserId: patron2, companyId: null });
    const p2c = await insertContract(trx, p2card, {
      contractName: 'Stored Value',
      family: 'Q Card',
      typeOfContract: 'Stored Value',
      emissionOffset: -200,
      activities: [[-190, 'Reload', 4000], ...taps([-180, -170, -160])],
    });
    await insertOrder(trx, { userId: patron2, companyId: null, status: 'Honoured', kind: 'Reload', offset: -191, items: [{ description: 'Reload $40.00 on Q Card 1000000101', price: 4000, itemType: 'Recharge', contractId: p2c.id }] });

    // Riley's other orders: every status.
    const riderOrders: Array<[string, number, number, number]> = [
      ['ProcessingOrder', -2, 2000, c1.id],
      ['Rejected', -20, 3000, c1.id],
      ['Cancelled', -35, 1000, c2.id],
      ['Honoured', -121, 3000, c2.id],
      ['ProcessingOrder', -1, 4000, c2.id],
    ];
    for (const [status, offset, price, contractId] of riderOrders) {
      await insertOrder(trx, {
        userId: rider,
        companyId: null,
        status,
        kind: 'Reload',
        offset,
        items: [{ description: `Reload $${(price / 100).toFixed(2)} on Q Card ${contractId === c1.id ? '1000000001' : '1000000002'}`, price, itemType: 'Recharge', contractId }],
      });
    }

    await seedCompany(trx, {
      companyId: acme.id,
      sponsorUserId: sponsor,
      groups: [
        ['Operations', 'Depot and field operations staff'],
        ['Headquarters', 'Head office staff'],
      ],
      employees: 34,
      codePrefix: 'E',
      codeStart: 1001,
      serialStart: 2000000001,
      withOrders: true,
    });
    await seedCompany(trx, {
      companyId: globex.id,
      sponsorUserId: sponsor2,
      groups: [
        ['Engineering', 'Engineering department'],
        ['Sales', 'Sales department'],
      ],
      employees: 4,
      codePrefix: 'G',
      codeStart: 2001,
      serialStart: 2100000001,
      withOrders: true,
    });
    // Company cards in stock (not yet allocated to an employee), so card allocation can be used.
    await seedStockCards(trx, acme.id, 2000000501, 12);
    await seedStockCards(trx, globex.id, 2100000501, 3);
    return true;
  });
}

/** Company cards with a Commuter Benefit contract that no employee holds yet. */
async function seedStockCards(trx: Trx, companyId: number, serialStart: number, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const cardId = await insertCard(trx, {
      serial: String(serialStart + i),
      profileName: 'Commuter Benefit',
      holderName: '',
      status: 'InCirculation',
      emissionOffset: -30,
      ownerUserId: null,
      companyId,
    });
    await insertContract(trx, cardId, {
      contractName: 'Commuter Benefit',
      family: 'Sponsor',
      typeOfContract: 'Stored Value',
      emissionOffset: -30,
      rideSponsor: true,
      warningCode: 'RS02',
      activities: [],
    });
  }
}
