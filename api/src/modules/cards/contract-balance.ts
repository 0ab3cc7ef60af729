// The one place a contract's balance changes: every credit and debit updates units_left and
// writes its contract_activities row in the CALLER's transaction. Money is integer cents.
// Autoload hangs on onContractDebited(), run by the debit's caller AFTER its transaction commits.
import type { AppContext } from '../../app-context';
import { isPostgres, type Db } from '../../platform/db/database';
import { ApiError, API_MSG } from '../../platform/http/envelope';

export interface CreditInput {
  contractId: number;
  /** Positive integer cents. */
  units: number;
  /** 'Reload', 'Autoload', 'Tap', 'Adjustment', ... */
  activityType: string;
  /** ISO-8601 UTC time of the change (ctx.nowIso()). */
  at: string;
  orderId?: number | null;
  /** Amount billed to the rider for this credit, cents (defaults to units). */
  billed?: number | null;
  /** Text for the ACTIVITY DESCRIPTION column; a default is derived from the type. */
  description?: string;
}

/** A debit's units are taken off the balance; it has no order and bills nobody. */
export type DebitInput = Omit<CreditInput, 'orderId' | 'billed'>;

export interface BalanceChange {
  unitsBefore: number;
  unitsAfter: number;
}

/** Message code of a refused debit (balance too low): the API's 'not allowed' family. */
export const INSUFFICIENT_BALANCE_CODE = '495';

function assertCents(units: number): void {
  if (!Number.isSafeInteger(units) || units <= 0) {
    throw new Error(
      `contract-balance: units must be a positive integer number of cents, got ${String(units)}`,
    );
  }
}

function money(cents: number): string {
  return `$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** Default ACTIVITY DESCRIPTION (the demo seed's too). */
export function describeActivity(activityType: string, units: number): string {
  switch (activityType) {
    case 'Reload':
      return `Online reload of ${money(units)}`;
    case 'Autoload':
      return `Automatic reload of ${money(units)}`;
    case 'Tap':
      return `Fare paid ${money(units)}`;
    case 'Adjustment':
      return `Balance adjustment of ${units < 0 ? '-' : ''}${money(units)}`;
    default:
      return activityType;
  }
}

async function currentUnits(db: Db, contractId: number): Promise<number> {
  // PostgreSQL: lock the row until the caller's transaction ends, so two concurrent changes
  // of one balance (another instance's tap and autoload) apply one after the other.
  const row = await db
    .selectFrom('contracts')
    .select('units_left')
    .where('id', '=', contractId)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw new ApiError(API_MSG.NOT_FOUND, { httpStatus: 404 });
  return row.units_left;
}

/**
 * The activity row of a balance change (units signed: a debit is negative), so a credit and a
 * debit show in the contract's activities the same way.
 */
async function recordChange(
  trx: Db,
  input: CreditInput | DebitInput,
  units: number,
  before: number,
  after: number,
  billing: { billed: number | null; order_id: number | null },
): Promise<BalanceChange> {
  await trx
    .insertInto('contract_activities')
    .values({
      contract_id: input.contractId,
      date: input.at,
      activity_type: input.activityType,
      description: input.description ?? describeActivity(input.activityType, units),
      units,
      units_before: before,
      units_after: after,
      ...billing,
    })
    .execute();
  return { unitsBefore: before, unitsAfter: after };
}

/** Adds value to a contract (and sets last_reload); writes the activity row. */
export async function creditContract(trx: Db, input: CreditInput): Promise<BalanceChange> {
  assertCents(input.units);
  const before = await currentUnits(trx, input.contractId);
  const after = before + input.units;
  await trx
    .updateTable('contracts')
    .set({ units_left: after, last_reload: input.at })
    .where('id', '=', input.contractId)
    .execute();
  return recordChange(trx, input, input.units, before, after, {
    billed: input.billed === undefined ? input.units : input.billed,
    order_id: input.orderId ?? null,
  });
}

/**
 * Takes value off a contract; writes the activity row (units negative). Throws
 * ApiError 495 when the balance is lower than the debit.
 */
export async function debitContract(trx: Db, input: DebitInput): Promise<BalanceChange> {
  assertCents(input.units);
  const before = await currentUnits(trx, input.contractId);
  if (before < input.units) {
    throw new ApiError(INSUFFICIENT_BALANCE_CODE, {
      httpStatus: 409,
      params: [money(input.units), money(before)],
    });
  }
  const after = before - input.units;
  await trx
    .updateTable('contracts')
    .set({ units_left: after })
    .where('id', '=', input.contractId)
    .execute();
  return recordChange(trx, input, -input.units, before, after, { billed: null, order_id: null });
}

export interface ContractDebitedEvent {
  contractId: number;
  unitsAfter: number;
}
export type ContractDebitedListener = (
  ctx: AppContext,
  event: ContractDebitedEvent,
) => Promise<void>;

// A Set: registering the same (module-level) function again, e.g. once per test app, is a no-op.
// Listeners receive ctx, so they need not close over one app.
const debitListeners = new Set<ContractDebitedListener>();

/** Registers a listener run after a debit has committed. Returns an unregister function. */
export function onContractDebited(listener: ContractDebitedListener): () => void {
  debitListeners.add(listener);
  return () => {
    debitListeners.delete(listener);
  };
}

/**
 * Call after the debiting transaction committed. Runs every listener in turn; a failing
 * listener is logged and does not fail the debit (the fare was taken).
 */
export async function notifyContractDebited(
  ctx: AppContext,
  event: ContractDebitedEvent,
): Promise<void> {
  for (const listener of [...debitListeners]) {
    try {
      await listener(ctx, event);
    } catch (err) {
      ctx.log.error({ err, contractId: event.contractId }, 'contract debit listener failed');
    }
  }
}
