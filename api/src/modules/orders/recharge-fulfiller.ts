// 'Recharge' items: the paid value is credited to the item's contract (activity 'Reload',
// linked to the order). An item whose contract is gone is Rejected.
import { creditContract } from '../cards/public';
import type { ItemFulfiller } from './fulfilment-registry';

export function rechargeUnits(item: { price: number; payload: string | null }): number {
  if (item.payload) {
    try {
      const parsed = JSON.parse(item.payload) as { rechargevalue?: unknown };
      if (
        typeof parsed.rechargevalue === 'number' &&
        Number.isSafeInteger(parsed.rechargevalue) &&
        parsed.rechargevalue > 0
      ) {
        return parsed.rechargevalue;
      }
    } catch {
      // fall back to the price
    }
  }
  return item.price;
}

export const fulfilRecharge: ItemFulfiller = async (trx, ctx, item, order) => {
  if (item.contract_id === null) return 'Rejected';
  const contract = await trx
    .selectFrom('contracts')
    .select('id')
    .where('id', '=', item.contract_id)
    .executeTakeFirst();
  if (!contract) return 'Rejected';
  const units = rechargeUnits(item);
  if (units <= 0) return 'Rejected';
  await creditContract(trx, {
    contractId: item.contract_id,
    units,
    activityType: 'Reload',
    at: ctx.nowIso(),
    orderId: order.id,
    billed: item.price,
  });
  return 'Honoured';
};
