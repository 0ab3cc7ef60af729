// Queues the receipt of a paid order (issue 18 item 15) in the transaction that makes it paid:
// a patron's or an unregistered rider's card charge (markPaid), a sponsor's company-account
// order (its claim). The receipt goes to the patron's or sponsor's account e-mail, or to the
// e-mail an unregistered rider gave "for your receipt"; without an address nothing is queued.
// Orders with nothing to pay (subscription changes) get no receipt.
// The receipt is written in the user's saved language, else in the language of the request that
// placed the order (an unregistered rider's reload: the request's), and that language is kept
// with the queued mail.
import type { Kysely } from 'kysely';
import { BRAND_LABELS } from '@qcard/shared/payment/card-number';
import { currentLanguage, isLanguage, type Language } from '../i18n/request-language';
import { recordText } from '../i18n/record-texts';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import { renderOrderReceipt } from '../mail/templates/order-receipt';
import { enqueueMail } from '../outbox/mail-outbox';

export const RECEIPT_KIND = 'order-receipt';

export function receiptKey(orderId: number): string {
  return `receipt:order:${orderId}`;
}

/** Queues the receipt of `orderId` in `trx`; true when a mail was queued. */
export async function enqueueOrderReceipt(trx: Kysely<Database>, ctx: AppContext, orderId: number): Promise<boolean> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order || order.price <= 0) return false;
  let to: string | null = order.anonymous_email;
  let greetingName: string | null = null;
  let language: Language = currentLanguage();
  if (order.user_id !== null) {
    const user = await trx.selectFrom('users').select(['email', 'first_name', 'language']).where('id', '=', order.user_id).executeTakeFirst();
    to = user?.email ?? null;
    greetingName = user?.first_name ?? null;
    if (isLanguage(user?.language)) language = user.language;
  }
  if (!to) return false;
  // Item lines stored in English (a cart line written before Spanish) read in the receipt's language.
  const items = (await trx.selectFrom('order_items').select(['description', 'price']).where('order_id', '=', orderId).orderBy('id').execute()).map((i) => ({ ...i, description: recordText(i.description, language) }));
  // The payment line from the order's facts, in the receipt's language (the stored description
  // is in the language of the request that paid, which may differ from the user's saved one).
  let payment: string;
  if (order.card_last4 !== null) {
    const brand = order.card_brand ? ((BRAND_LABELS as Record<string, string>)[order.card_brand] ?? order.card_brand) : ctx.config.message('LABEL_CARD', [], language);
    payment = ctx.config.message('CARD_ENDING', [brand, order.card_last4], language);
  } else if (order.company_id !== null) {
    const company = await trx.selectFrom('companies').select('name').where('id', '=', order.company_id).executeTakeFirst();
    payment = company ? ctx.config.message('BILLED_TO', [company.name], language) : ctx.config.message('BILLED_TO_COMPANY', [], language);
  } else {
    payment = recordText(order.payment_description ?? order.method_of_payment, language) ?? ctx.config.message('BILLED_TO_COMPANY', [], language);
  }
  const mail = renderOrderReceipt({
    language,
    timeZone: ctx.settings.timeZone,
    orderId,
    orderDate: order.creation_date,
    greetingName,
    items,
    total: order.price,
    payment,
    supportEmail: ctx.config.param('Contact_Config', 'Support_Email') ?? 'support@qcard.example',
  });
  await enqueueMail(trx, ctx.mailer.from, ctx.nowIso(), { ...mail, to, kind: RECEIPT_KIND, dedupeKey: receiptKey(orderId), language });
  return true;
}
