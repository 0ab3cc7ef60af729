// Cart calls: /cart/cartItems (paged), /cart/editOrderItem, /cart/deleteOrderItem, scoped to the
// caller's cart. Items are written by the cards, sponsor and subscriptions modules.
import type { Language } from '../../platform/i18n/request-language';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/call-routes';
import { API_MSG, ApiError, success, catalogueText } from '../../platform/http/envelope';
import { notFound } from '../../platform/http/requested-record';
import { idField, pageNumberOf } from '../../platform/http/request-fields';
import { centsToDollarString } from '@qcard/contracts/money';
import { cartOwnerOf } from './cart-owner';
import { recordText } from '../../platform/i18n/record-texts';
import { assertCartLimits, lockCart } from './cart-limits';
import { cartSummary, findOwnedItem, ownedItems, type CartItemRow } from './cart-queries';
import { type CartItem } from '@qcard/contracts/cart-api';
import { CartItems, DeleteOrderItem, EditOrderItem } from '@qcard/contracts/cart-contracts';

export function cartItemView(row: CartItemRow, language: Language): CartItem {
  return {
    itemId: row.id,
    // A line written in English (before Spanish, or by an English request) reads in the request's language.
    description: recordText(row.description, language),
    price: row.price,
    type: row.item_type,
    contractId: row.contract_id,
    employeeId: row.employee_id,
  };
}

/** Replaces the first "$12.34" in a description with the new amount. */
export function describeWithAmount(description: string, cents: number): string {
  const amount = `$${centsToDollarString(cents)}`;
  return /\$[\d,]+\.\d{2}/.test(description)
    ? description.replace(/\$[\d,]+\.\d{2}/, amount)
    : description;
}

export function registerCartRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerCall(app, CartItems, async ({ body, auth, language }) => {
    const owner = cartOwnerOf(auth);
    const pageSize = ctx.settings.pageSize;
    const { count, price } = await cartSummary(ctx.db, owner);
    const numberOfPages = Math.max(1, Math.ceil(count / pageSize));
    const pageNumber = Math.min(pageNumberOf(body), numberOfPages);
    const rows = await ownedItems(ctx.db, owner)
      .selectAll()
      .orderBy('id')
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize)
      .execute();
    return success({
      cartItems: rows.map((row) => cartItemView(row, language)),
      price,
      numberOfPages,
      pageNumber,
      numberOfRecords: count,
    });
  });

  registerCall(app, EditOrderItem, async ({ body, auth, language }) => {
    const owner = cartOwnerOf(auth);
    const itemId = idField(body, ['orderItemId', 'itemId'], 'Order Item');
    const value = body.rechargevalue ?? body.rechargeValue ?? body.price;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
      throw new ApiError(API_MSG.VALIDATION_FAILED, {
        params: [catalogueText('FIELD_INVALID', catalogueText('LABEL_AMOUNT'))],
      });
    }
    const item = await findOwnedItem(ctx.db, owner, itemId);
    if (!item || item.item_type !== 'Recharge' || item.contract_id === null) throw notFound();
    const contract = await ctx.db
      .selectFrom('contracts')
      .select(['min_input_value', 'maximum_allowed'])
      .where('id', '=', item.contract_id)
      .executeTakeFirst();
    if (!contract) throw notFound();
    if (value < contract.min_input_value || value > contract.maximum_allowed) {
      throw new ApiError('463', {
        params: [
          centsToDollarString(contract.min_input_value),
          centsToDollarString(contract.maximum_allowed),
        ],
      });
    }
    let payload: Record<string, unknown> = {};
    try {
      payload = item.payload ? (JSON.parse(item.payload) as Record<string, unknown>) : {};
    } catch {
      payload = {};
    }
    await ctx.db.transaction().execute(async (trx) => {
      // The contract's other reloads in the cart count too (its maximum holds for the whole cart).
      await lockCart(trx, owner);
      await assertCartLimits(trx, owner, Number.MAX_SAFE_INTEGER, [
        {
          contractId: item.contract_id as number,
          cents: value,
          maximum: contract.maximum_allowed,
          replacesItemId: item.id,
        },
      ]);
      await trx
        .updateTable('cart_items')
        .set({
          price: value,
          payload: JSON.stringify({ ...payload, rechargevalue: value }),
          description: describeWithAmount(item.description, value),
        })
        .where('id', '=', item.id)
        .where('owner_kind', '=', owner.kind)
        .where('owner_id', '=', owner.id)
        .execute();
    });
    const updated = await findOwnedItem(ctx.db, owner, itemId);
    const summary = await cartSummary(ctx.db, owner);
    return success({
      cartItem: updated ? cartItemView(updated, language) : null,
      price: summary.price,
      numberOfRecords: summary.count,
    });
  });

  registerCall(app, DeleteOrderItem, async ({ body, auth }) => {
    const owner = cartOwnerOf(auth);
    const itemId = idField(body, ['orderItemId', 'itemId'], 'Order Item');
    const res = await ctx.db
      .deleteFrom('cart_items')
      .where('id', '=', itemId)
      .where('owner_kind', '=', owner.kind)
      .where('owner_id', '=', owner.id)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) !== 1) throw notFound();
    const summary = await cartSummary(ctx.db, owner);
    return success({ price: summary.price, numberOfRecords: summary.count });
  });
}
