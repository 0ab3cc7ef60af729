// How one demo record is written: a user, a card, a contract with its activity chain, an
// order with its items. Deterministic: no randomness, and every date is `day(offset, hour)`, a
// whole number of days (and hours) from a base date that follows the seeding day (seed-dates.ts).
import type { Transaction } from 'kysely';
import type { Database } from '../platform/db/schema';
import { demoSecurityCode, hashSecurityCode } from '../modules/cards/card-security-code';
import { describeActivity } from '../modules/cards/contract-balance';
import { brandLabel } from '@qcard/contracts/payment/card-number';
import type { SeedDay } from './seed-dates';
import {
  STORED_VALUE_BY_FARE_TYPE,
  type FareType,
  type StoredValueProduct,
} from '../modules/cards/fare-type-products';

/** What every record writer gets: the seed's transaction and its dates. */
export interface Seed {
  trx: Transaction<Database>;
  day: SeedDay;
}

export interface ContractSeed {
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

export async function insertCard(
  { trx, day }: Seed,
  card: {
    serial: string;
    profileName: string;
    holderName: string;
    status: string;
    emissionOffset: number;
    ownerUserId: number | null;
    /** A sponsor company's card; none by default. */
    companyId?: number | null;
  },
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
      company_id: card.companyId ?? null,
      security_code_hash: hashSecurityCode(card.serial, demoSecurityCode(card.serial)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertContract(
  { trx, day }: Seed,
  cardId: number,
  c: ContractSeed,
): Promise<{ id: number; balance: number }> {
  const fare = c.fare ?? (c.discounted ? 60 : 125);
  const row = await trx
    .insertInto('contracts')
    .values({
      card_id: cardId,
      contract_name: c.contractName,
      family: c.family,
      type_of_contract: c.typeOfContract,
      emission: day(c.emissionOffset, 2),
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
        description: describeActivity(type, units),
        units,
        units_before: before,
        units_after: balance,
        billed: credited ? units : null,
        order_id: orderId ?? null,
      })
      .execute();
  }
  await trx
    .updateTable('contracts')
    .set({ units_left: balance, last_reload: lastReload })
    .where('id', '=', row.id)
    .execute();
  return { id: row.id, balance };
}

export type CardSeed = Parameters<typeof insertCard>[1] & { profileName: FareType } & Omit<
    ContractSeed,
    keyof StoredValueProduct | 'emissionOffset'
  >;

/** A card holding its fare type's Stored Value, the contract issued with the card. */
export async function insertStoredValueCard(
  seed: Seed,
  c: CardSeed,
): Promise<{ cardId: number; contractId: number }> {
  // Each writer reads only its own fields of the card seed.
  const cardId = await insertCard(seed, c);
  // The fare type's product as the lost-card transfer reads it too.
  const { id } = await insertContract(seed, cardId, {
    ...STORED_VALUE_BY_FARE_TYPE[c.profileName],
    ...c,
  });
  return { cardId, contractId: id };
}

/** Taps of `fare` on the given day offsets. */
export function taps(offsets: number[], fare = 125): Array<[number, string, number]> {
  return offsets.map((o) => [o, 'Tap', -fare]);
}

export async function insertOrder(
  { trx, day }: Seed,
  o: {
    userId: number | null;
    companyId?: number | null;
    status: string;
    kind: string;
    offset: number;
    items: Array<{
      description: string;
      price: number;
      itemType: string;
      contractId: number | null;
      employeeId?: number | null;
    }>;
    brand?: string;
    last4?: string;
  },
): Promise<number> {
  const price = o.items.reduce((s, i) => s + i.price, 0);
  const approved =
    o.status === 'Honoured' || o.status === 'ProcessingOrder' || o.status === 'Cancelled';
  const brand = o.brand ?? 'visa';
  const last4 = o.last4 ?? '4242';
  const paidWith = `${brandLabel(brand)} ending ${last4}`;
  // Seeded ProcessingOrder orders have no fulfil_after, so a fulfilment worker leaves them as they are.
  const row = await trx
    .insertInto('orders')
    .values({
      user_id: o.userId,
      company_id: o.companyId ?? null,
      price,
      status: o.status,
      kind: o.kind,
      creation_date: day(o.offset, 15),
      method_of_payment: 'Credit Card',
      payment_description:
        o.status === 'Rejected' ? 'Declined by the card issuer (sandbox)' : paidWith,
      card_brand: brand,
      card_last4: last4,
      billing_address: JSON.stringify({
        address1: '100 Main Street',
        city: 'Springfield',
        state: 'NY',
        zipcode: '10001',
      }),
      fulfilled_at: o.status === 'Honoured' ? day(o.offset, 16) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('orders')
    .set({
      authorization_id: approved ? `AUTH${String(100000 + row.id)}` : null,
      transaction_id: approved || o.status === 'Rejected' ? `TXN${String(500000 + row.id)}` : null,
    })
    .where('id', '=', row.id)
    .execute();
  for (const item of o.items) {
    await trx
      .insertInto('order_items')
      .values({
        order_id: row.id,
        description: item.description,
        status: o.status,
        price: item.price,
        item_type: item.itemType,
        contract_id: item.contractId,
        employee_id: item.employeeId ?? null,
        payload: JSON.stringify({
          contractid: item.contractId,
          rechargevalue: item.price,
          employeeId: item.employeeId ?? null,
        }),
      })
      .execute();
  }
  return row.id;
}

export interface UserSeed {
  email: string;
  hash: string;
  name: [first: string, last: string];
  address: [line1: string, line2: string, town: string, zip: string];
  phone: string;
  /** A sponsor administrator's company; a rider has none. */
  companyId?: number;
}

/** A user with its first password in the history, all created at `created`. */
export async function insertUser({ trx }: Seed, created: string, u: UserSeed): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      email: u.email,
      password_hash: u.hash,
      first_name: u.name[0],
      last_name: u.name[1],
      address1: u.address[0],
      address2: u.address[1],
      town: u.address[2],
      state: 'NY',
      zipcode: u.address[3],
      phone: u.phone,
      is_sponsor: u.companyId === undefined ? 0 : 1,
      company_id: u.companyId ?? null,
      password_changed_at: created,
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('password_history')
    .values({ user_id: row.id, password_hash: u.hash, created_at: created })
    .execute();
  return row.id;
}
