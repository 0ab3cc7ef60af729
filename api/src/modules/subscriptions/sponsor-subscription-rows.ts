// The rows of the sponsor subscription table and their versions. A row is not
// one stored record: it is the employee's allocation (card and contract), the contract's Active
// subscription, and the subscription changes asked for it (the caller's pending cart item, the
// orders placed). Its recordVersion is a fingerprint of all of these, so a save or cancel made
// from a row as it was before another tab's save, checkout or reallocation is refused (507)
// with the row as it is now, instead of silently replacing that tab's change (docs/decisions.md).
import type { Language } from '../../platform/i18n/request-language';
import crypto from 'node:crypto';
import type { SponsorSubscriptionRow } from '@qcard/contracts/subscriptions-api';
import type { Db } from '../../platform/db/database';
import { API_MSG, ApiError } from '../../platform/http/envelope';
import { recordText } from '../../platform/i18n/record-texts';
import { SUBSCRIPTION_ITEM_TYPES } from './subscription-queries';

/** The company's employees with group, contract, card and Active subscription: filter, then select. */
export function subscriptionRowsFrom(db: Db, companyId: number) {
  return db
    .selectFrom('employees as e')
    .leftJoin('groups as g', 'g.id', 'e.group_id')
    .leftJoin('contracts as c', 'c.id', 'e.contract_id')
    .leftJoin('cards as k', 'k.id', 'e.card_id')
    .leftJoin('subscriptions as s', (j) =>
      j.onRef('s.contract_id', '=', 'e.contract_id').on('s.state', '=', 'Active'),
    )
    .where('e.company_id', '=', companyId);
}

/** The columns a row shows, and what its version is made of. */
export function withRowColumns(q: ReturnType<typeof subscriptionRowsFrom>, userId: number) {
  return q.select((eb) => [
    'e.id',
    'e.employee_code',
    'e.first_name',
    'e.last_name',
    'g.name as group_name',
    'c.id as contract_id',
    'c.contract_name',
    'k.id as card_id',
    'k.serial',
    'k.status as card_status',
    's.id as sub_id',
    's.recharge_value',
    's.threshold',
    's.max_per_period',
    's.status_reason',
    // The caller's pending change of this contract: each save replaces it by a new cart item.
    eb
      .selectFrom('cart_items as ci')
      .select((x) => x.fn.max('ci.id').as('m'))
      .whereRef('ci.contract_id', '=', 'e.contract_id')
      .where('ci.owner_kind', '=', 'user')
      .where('ci.owner_id', '=', String(userId))
      .where('ci.item_type', 'in', [...SUBSCRIPTION_ITEM_TYPES])
      .as('pending_item'),
    // A change ordered (by anyone) and perhaps not yet applied: a checkout empties the cart
    // before the order is fulfilled, and the row must not read as it did before the save.
    eb
      .selectFrom('order_items as oi')
      .select((x) => x.fn.max('oi.id').as('m'))
      .whereRef('oi.contract_id', '=', 'e.contract_id')
      .where('oi.item_type', 'in', [...SUBSCRIPTION_ITEM_TYPES])
      .as('ordered_item'),
  ]);
}

type RowSelect = Awaited<ReturnType<ReturnType<typeof withRowColumns>['executeTakeFirstOrThrow']>>;

/** A row's version: changes whenever what it shows, or a change asked for it, changes. */
export function rowVersion(r: RowSelect): string {
  const parts = [
    r.card_id,
    r.contract_id,
    r.sub_id,
    r.recharge_value,
    r.threshold,
    r.max_per_period,
    r.pending_item,
    r.ordered_item,
  ].map((v) => (v === null || v === undefined ? '' : String(v)));
  return crypto.createHash('sha256').update(parts.join('|')).digest('base64url').slice(0, 16);
}

export function rowView(r: RowSelect, language: Language): SponsorSubscriptionRow {
  return {
    employeeId: r.id,
    empId: r.employee_code,
    employeeName: `${r.first_name} ${r.last_name}`,
    groupName: r.group_name,
    contractName: recordText(r.contract_name, language),
    contractId: r.contract_id,
    cardId: r.card_id,
    cardNumber: r.serial,
    status: r.card_status === 'InCirculation' && r.contract_id !== null ? 'Active' : 'Inactive',
    subscriptionState: r.sub_id !== null ? 'Active' : 'NoSubscription',
    refreshrate: r.recharge_value,
    trigger: r.threshold,
    maxFreq: r.max_per_period,
    statusReason: recordText(r.status_reason, language),
    recordVersion: rowVersion(r),
  };
}

/** These employees' rows as they are now, in the table's order. */
export async function currentRows(
  db: Db,
  companyId: number,
  userId: number,
  employeeIds: number[],
  language: Language,
): Promise<SponsorSubscriptionRow[]> {
  if (employeeIds.length === 0) return [];
  const rows = await withRowColumns(
    subscriptionRowsFrom(db, companyId).where('e.id', 'in', employeeIds),
    userId,
  )
    .orderBy('e.employee_code')
    .execute();
  return rows.map((r) => rowView(r, language));
}

/**
 * The recordVersion a row of a save or cancel was made from, or null when the caller sent none
 * (such a row is taken as before, like an employee save without one).
 */
export function requestedRowVersion(raw: Record<string, unknown>): string | null {
  const v = raw.recordVersion;
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(v))
    throw new ApiError(API_MSG.MALFORMED_REQUEST);
  return v;
}

/** Thrown inside a save's transaction when rows moved on since their versions: the route answers them as they are now. */
export class StaleRows extends Error {
  constructor(readonly employeeIds: number[]) {
    super('Rows were changed since these versions');
    this.name = 'StaleRows';
  }
}

/**
 * Refuses the request (throws StaleRows) when any row that names a version is no longer at it.
 * Run under the caller's cart lock, inside the transaction that writes, so no save slips between.
 */
export async function refuseStaleRows(
  trx: Db,
  companyId: number,
  userId: number,
  rows: Array<{ employeeId: number | null; version: string | null }>,
): Promise<void> {
  const named = rows.filter(
    (r): r is { employeeId: number; version: string } =>
      r.employeeId !== null && r.version !== null,
  );
  if (named.length === 0) return;
  const now = new Map(
    // Only the versions are compared: the texts' language does not matter here.
    (
      await currentRows(trx, companyId, userId, [...new Set(named.map((r) => r.employeeId))], 'en')
    ).map((r) => [r.employeeId, r.recordVersion]),
  );
  // An employee not of the company is left to the scope check (485, like a missing one).
  const stale = named
    .filter((r) => now.has(r.employeeId) && now.get(r.employeeId) !== r.version)
    .map((r) => r.employeeId);
  if (stale.length > 0) throw new StaleRows([...new Set(stale)]);
}

/** 507 (HTTP 409) with the stale rows as they are now, for the table to show; other errors pass through. */
export function refusedWhenRowsStale(
  db: Db,
  companyId: number,
  userId: number,
  language: Language,
) {
  return async (e: unknown): Promise<never> => {
    if (!(e instanceof StaleRows)) throw e;
    throw new ApiError(API_MSG.RECORD_CHANGED, {
      httpStatus: 409,
      data: await currentRows(db, companyId, userId, e.employeeIds, language),
    });
  };
}
