// Orders as the browser sees them (SPEC section 3 Order), and the caller scope of every order read.
import type { Language } from '../../platform/i18n/request-language';
import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '../../platform/db/schema';
import type { UserAuth } from '../../platform/http/access';
import type { Order, OrderItem } from '@qcard/contracts/orders-api';
import { ORDER_STATUS } from '../../platform/db/order-status';
import { recordText } from '../../platform/i18n/record-texts';

export const SEARCHABLE_STATUSES = [
  ORDER_STATUS.Cancelled,
  ORDER_STATUS.Honoured,
  ORDER_STATUS.Processing,
  ORDER_STATUS.Rejected,
] as const;

/** Orders the caller may see: a patron their own, a sponsor their company's. Never a payment-pending one. */
export function visibleOrders(db: Kysely<Database>, auth: UserAuth) {
  const base = db.selectFrom('orders').where('status', 'in', [...SEARCHABLE_STATUSES]);
  if (auth.user.is_sponsor) {
    return auth.user.company_id === null
      ? base.where('id', '=', -1)
      : base.where('company_id', '=', auth.user.company_id);
  }
  return base.where('user_id', '=', auth.user.id).where('company_id', 'is', null);
}

/**
 * Sponsors see no payment details (SPEC section 6). The texts stored with the order and its items
 * read in the request's language (record-texts): stored in English, shown in Spanish to a Spanish page.
 */
export function orderView(
  row: OrderRow,
  items: OrderItem[],
  sponsor: boolean,
  language: Language,
): Order {
  return {
    id: row.id,
    orderId: row.id,
    price: row.price,
    status: row.status,
    creationDate: row.creation_date,
    methodOfPayment: recordText(row.method_of_payment, language),
    authorizationId: sponsor ? null : row.authorization_id,
    transactionId: sponsor ? null : row.transaction_id,
    paymentDescription: sponsor ? null : recordText(row.payment_description, language),
    orderItems: items.map((i) => ({ ...i, description: recordText(i.description, language) })),
  };
}
