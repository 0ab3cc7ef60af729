// Cart reads and writes, always scoped to one owner.
import type { Kysely, Selectable } from 'kysely';
import type { CartItemsTable, Database } from '../../platform/db/schema';
import type { CartOwner } from './cart-owner';

export type CartItemRow = Selectable<CartItemsTable>;

export function ownedItems(db: Kysely<Database>, owner: CartOwner) {
  return db
    .selectFrom('cart_items')
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id);
}

export async function cartSummary(
  db: Kysely<Database>,
  owner: CartOwner,
): Promise<{ count: number; price: number }> {
  const row = await ownedItems(db, owner)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('price'), eb.lit(0)).as('price'),
    ])
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), price: Number(row?.price ?? 0) };
}

export async function cartCount(db: Kysely<Database>, userId: number): Promise<number> {
  return (await cartSummary(db, { kind: 'user', id: String(userId) })).count;
}

export async function findOwnedItem(
  db: Kysely<Database>,
  owner: CartOwner,
  itemId: number,
): Promise<CartItemRow | undefined> {
  return ownedItems(db, owner).selectAll().where('id', '=', itemId).executeTakeFirst();
}
