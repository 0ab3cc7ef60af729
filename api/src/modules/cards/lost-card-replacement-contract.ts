// Which contract of a replacement card takes the value of each contract of a lost one.
import type { Kysely } from 'kysely';
import type { CardRow, ContractRow, Database } from '../../platform/db/schema';
import {
  fareTypeOf,
  newStoredValueContract,
  STORED_VALUE_BY_FARE_TYPE,
  storedValueOf,
} from './fare-type-products';
import { refused } from './lost-card-block';

/** A replacement's contract a lost contract's value goes to, and how a rider names the two products. */
interface Target {
  id: number;
  fromProduct: string;
  toProduct: string;
}

/** What a rider calls a contract's product: a fare type's stored value by its fare type. */
function productLabel(contract: { contract_name: string; family: string }): string {
  const fareType = fareTypeOf(contract);
  return fareType ? STORED_VALUE_BY_FARE_TYPE[fareType].label : contract.contract_name;
}

async function contractOf(
  trx: Kysely<Database>,
  cardId: number,
  product: { contract_name: string; family: string },
): Promise<number | null> {
  const found = await trx
    .selectFrom('contracts')
    .select('id')
    .where('card_id', '=', cardId)
    .where('contract_name', '=', product.contract_name)
    .where('family', '=', product.family)
    .orderBy('id')
    .executeTakeFirst();
  return found?.id ?? null;
}

/**
 * The replacement's contract that takes a lost contract's value. A fare type's stored value is
 * money: it goes to the replacement's own stored value (made when missing), never as the lost
 * card's product, which the replacement's fare type may not hold. Any other product (a ride
 * sponsor's benefit, which any card may carry) goes to the same product, or a new one like it.
 */
export async function matchingContract(
  trx: Kysely<Database>,
  replacement: CardRow,
  lost: ContractRow,
  at: string,
): Promise<Target> {
  const fromProduct = productLabel(lost);
  if (fareTypeOf(lost) !== null) {
    const own = storedValueOf(replacement.profile_name);
    if (!own) {
      // A fare type without a known stored value takes money only into a product it already holds.
      const same = await contractOf(trx, replacement.id, lost);
      if (same === null) throw refused('LOST_REPLACEMENT_UNUSABLE', replacement.serial);
      return { id: same, fromProduct, toProduct: fromProduct };
    }
    const product = { contract_name: own.contractName, family: own.family };
    const existing = await contractOf(trx, replacement.id, product);
    const id =
      existing ??
      (
        await trx
          .insertInto('contracts')
          .values(newStoredValueContract(own, replacement.id, at))
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    return { id, fromProduct, toProduct: own.label };
  }
  const same = await contractOf(trx, replacement.id, lost);
  if (same !== null) return { id: same, fromProduct, toProduct: fromProduct };
  const { id: _id, card_id: _card, units_left: _units, last_reload: _last, ...product } = lost;
  const created = await trx
    .insertInto('contracts')
    .values({ ...product, card_id: replacement.id, units_left: 0, last_reload: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: created.id, fromProduct, toProduct: fromProduct };
}
