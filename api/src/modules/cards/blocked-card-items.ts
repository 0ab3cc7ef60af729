// A cart's items and the serial of a blocked card one of them would reload: an order is refused
// while it names a card reported lost.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { ownedItems, type CartItemRow, type CartOwner } from '../cart/public';

export const BLOCKED_STATUS = 'Blocked';

/**
 * The owner's cart, in order, and the serial of a blocked card one of its reloads is for (or
 * null): one statement, since the submit reads both while it holds the cart's lock.
 */
export async function cartItemsAndBlockedSerial(
  db: Kysely<Database>,
  owner: CartOwner,
): Promise<{ items: CartItemRow[]; blocked: string | null }> {
  const rows = await ownedItems(db, owner)
    .selectAll('cart_items')
    .select((eb) =>
      eb
        .selectFrom('contracts as c')
        .innerJoin('cards as k', 'k.id', 'c.card_id')
        .select('k.serial')
        .whereRef('c.id', '=', 'cart_items.contract_id')
        .where('k.status', '=', BLOCKED_STATUS)
        .limit(1)
        .as('blocked_serial'),
    )
    .orderBy('id')
    .execute();
  const items = rows.map(({ blocked_serial: _serial, ...item }) => item);
  return { items, blocked: rows.find((r) => r.blocked_serial != null)?.blocked_serial ?? null };
}
