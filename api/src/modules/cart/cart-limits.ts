// Business limits of a cart, checked on the server for the whole cart, not only
// per item: a contract's reloads in one cart (= one order) together stay within its
// maximumAllowed, and a cart holds at most CART_MAX_ITEMS items. Call inside the transaction
// that writes the items, after lockCart(), so two adds at the same moment cannot both pass.
import { centsToDollarString } from '@qcard/contracts/money';
import { lockKey, type Db } from '../../platform/db/database';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import type { CartOwner } from './cart-owner';

type DbOrTrx = Pick<Db, 'selectFrom'>;

/** The cart's lock (the same key order submit and subscription saves take; PostgreSQL advisory lock, SQLite has one writer). */
export async function lockCart(trx: Db, owner: CartOwner): Promise<void> {
  await lockKey(trx, `cart:${owner.kind}:${owner.id}`);
}

export interface CartAddition {
  contractId: number;
  cents: number;
  /** The contract's maximumAllowed (cents). */
  maximum: number;
  /** Cart item being replaced (an edit): its amount does not count twice. */
  replacesItemId?: number;
}

/** Throws 488 naming the limit when the cart with `additions` would break one. */
export async function assertCartLimits(
  db: DbOrTrx,
  owner: CartOwner,
  maxItems: number,
  additions: CartAddition[],
): Promise<void> {
  const rows = await db
    .selectFrom('cart_items')
    .select(['id', 'contract_id', 'price', 'item_type'])
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .execute();
  const replaced = new Set(
    additions.map((a) => a.replacesItemId).filter((id): id is number => id !== undefined),
  );
  const kept = rows.filter((r) => !replaced.has(r.id));
  if (kept.length + additions.length > maxItems) {
    throw new ApiError(API_MSG.VALIDATION_FAILED, {
      httpStatus: 409,
      params: [catalogueText('CART_FULL', maxItems)],
      data: { limit: 'cartItems', maxItems },
    });
  }
  const byContract = new Map<number, { total: number; maximum: number }>();
  for (const a of additions) {
    const entry = byContract.get(a.contractId) ?? { total: 0, maximum: a.maximum };
    entry.total += a.cents;
    byContract.set(a.contractId, entry);
  }
  for (const r of kept) {
    if (r.item_type !== 'Recharge' || r.contract_id === null) continue;
    const entry = byContract.get(r.contract_id);
    if (entry) entry.total += r.price;
  }
  for (const [contractId, { total, maximum }] of byContract) {
    if (total > maximum) {
      throw new ApiError(API_MSG.VALIDATION_FAILED, {
        httpStatus: 409,
        params: [
          catalogueText(
            'CART_CONTRACT_TOTAL',
            centsToDollarString(maximum),
            centsToDollarString(total),
          ),
        ],
        data: { limit: 'contractMaximum', contractId, maximumAllowed: maximum, cartTotal: total },
      });
    }
  }
}
