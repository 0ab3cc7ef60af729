// Scoped reads for subscriptions and the cart items this feature writes. A contract outside
// the caller's scope answers exactly like a missing one (485).
import type { Language } from '../../platform/i18n/request-language';
import { say } from '../../platform/config/texts';
import { recordText } from '../../platform/i18n/record-texts';
import type {
  CardRow,
  ContractRow,
  EmployeeRow,
  SubscriptionRow,
  UserRow,
} from '../../platform/db/schema';
import { notFound } from '../../platform/http/requested-record';
import { lockKey, type Db } from '../../platform/db/database';
import { cardBlockReason } from '../cards/public';

export const SUBSCRIPTION_ITEM_TYPES = [
  'Subscription',
  'SubscriptionUpdate',
  'CancelSubscription',
] as const;
export type SubscriptionItemType = (typeof SUBSCRIPTION_ITEM_TYPES)[number];

export const STATE_ACTIVE = 'Active';
export const STATE_CANCELLED = 'Cancelled';

export interface ScopedContract {
  card: CardRow;
  contract: ContractRow;
  /** The company employee holding the card (sponsor scope), else null. */
  employee: EmployeeRow | null;
  subscription: SubscriptionRow | null;
}

export async function activeSubscription(
  db: Db,
  contractId: number,
): Promise<SubscriptionRow | null> {
  const row = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('contract_id', '=', contractId)
    .where('state', '=', STATE_ACTIVE)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/** A contract with its card; no such contract: 485. */
async function contractWithCard(db: Db, contractId: number | null) {
  if (contractId === null) throw notFound();
  const contract = await db
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', contractId)
    .executeTakeFirst();
  if (!contract) throw notFound();
  const card = await db
    .selectFrom('cards')
    .selectAll()
    .where('id', '=', contract.card_id)
    .executeTakeFirstOrThrow();
  return { contract, card };
}

/**
 * The contract if the user may manage its subscription: a patron their own cards; a sponsor
 * their own cards and their company's cards. Anything else: 485.
 */
export async function scopedContract(
  db: Db,
  user: UserRow,
  contractId: number | null,
): Promise<ScopedContract> {
  const { contract, card } = await contractWithCard(db, contractId);
  const own = card.owner_user_id === user.id;
  const company =
    user.is_sponsor === 1 && user.company_id !== null && card.company_id === user.company_id;
  if (!own && !company) throw notFound();
  const employee = company
    ? ((await db
        .selectFrom('employees')
        .selectAll()
        .where('company_id', '=', user.company_id as number)
        .where('card_id', '=', card.id)
        .executeTakeFirst()) ?? null)
    : null;
  return { card, contract, employee, subscription: await activeSubscription(db, contract.id) };
}

/** A company employee and their contract, only within the sponsor's company; else 485. */
export async function companyEmployeeContract(
  db: Db,
  user: UserRow,
  employeeId: number | null,
  contractId: number | null,
): Promise<ScopedContract> {
  if (employeeId === null || user.company_id === null) throw notFound();
  const employee = await db
    .selectFrom('employees')
    .selectAll()
    .where('id', '=', employeeId)
    .where('company_id', '=', user.company_id)
    .executeTakeFirst();
  if (!employee || employee.contract_id === null) throw notFound();
  if (contractId !== null && contractId !== employee.contract_id) throw notFound();
  const { contract, card } = await contractWithCard(db, employee.contract_id);
  return { card, contract, employee, subscription: await activeSubscription(db, contract.id) };
}

export interface AllowedResult {
  allowed: boolean;
  description: string | null;
}

/** SPEC 4 'Subscription state': may the caller add (or manage) a subscription on this contract? */
export function subscriptionAllowed(
  s: ScopedContract,
  operation: 'add' | 'manage',
  nowIso: string,
  sponsorCaller: boolean,
  language: Language,
): AllowedResult {
  /** Refused: the contract's own reason when it has one, else the catalogue's. */
  const refused = (code: string, english: string, own: string | null = null) => ({
    allowed: false,
    description: recordText(own, language) ?? say(language, code, english),
  });
  const own = s.contract.subscription_reason;
  if (s.contract.ride_sponsor === 1 && !sponsorCaller)
    return refused(
      'REASON_SPONSOR_MANAGED',
      'Subscriptions on ride-sponsor contracts are managed by the sponsor',
      own,
    );
  const blocked = cardBlockReason(s.card, nowIso, language);
  if (blocked) return { allowed: false, description: blocked };
  if (s.contract.subscription_allowed !== 1)
    return refused(
      'REASON_NO_SUBSCRIPTIONS',
      'Subscriptions are not available for this contract',
      own,
    );
  if (operation === 'add' && s.subscription)
    return refused(
      'REASON_SUBSCRIPTION_ACTIVE',
      'A subscription is already active on this contract',
    );
  if (operation === 'manage' && !s.subscription)
    return refused(
      'REASON_NO_ACTIVE_SUBSCRIPTION',
      'There is no active subscription on this contract',
    );
  return { allowed: true, description: null };
}

export interface CartItemInput {
  type: SubscriptionItemType;
  description: string;
  contractId: number;
  employeeId: number | null;
  payload: Record<string, unknown>;
}

/**
 * Puts a subscription item in the user's cart. A contract has at most one pending
 * subscription change: an earlier Subscription/SubscriptionUpdate/CancelSubscription item
 * for the same contract is replaced. Price 0: nothing is charged now.
 */
export async function putSubscriptionCartItem(
  trx: Db,
  userId: number,
  item: CartItemInput,
  nowIso: string,
): Promise<number> {
  // The cart's lock (the one its submit takes): two saves of one contract at the same moment,
  // on any instance, leave one pending item, not two (PostgreSQL; SQLite has one writer).
  await lockKey(trx, `cart:user:${userId}`);
  await trx
    .deleteFrom('cart_items')
    .where('owner_kind', '=', 'user')
    .where('owner_id', '=', String(userId))
    .where('contract_id', '=', item.contractId)
    .where('item_type', 'in', [...SUBSCRIPTION_ITEM_TYPES])
    .execute();
  const row = await trx
    .insertInto('cart_items')
    .values({
      owner_kind: 'user',
      owner_id: String(userId),
      item_type: item.type,
      description: item.description,
      price: 0,
      contract_id: item.contractId,
      employee_id: item.employeeId,
      payload: JSON.stringify(item.payload),
      created_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The payload of a pending SubscriptionUpdate item of the user's cart for this contract, if any. */
export async function pendingUpdatePayload(
  db: Db,
  userId: number,
  contractId: number,
): Promise<Record<string, unknown> | null> {
  const row = await db
    .selectFrom('cart_items')
    .select('payload')
    .where('owner_kind', '=', 'user')
    .where('owner_id', '=', String(userId))
    .where('contract_id', '=', contractId)
    .where('item_type', '=', 'SubscriptionUpdate')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return storedJson(row?.payload);
}

/** A JSON object stored as text (a cart item's payload, a billing address); null when absent or unreadable. */
export function storedJson(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
