// Queues the receipt of a paid order in the transaction that makes it paid (a card charge's
// markPaid, a sponsor order's claim), to the account's e-mail or the one an unregistered rider
// gave; no address or nothing paid, no receipt. It is written in the user's saved language,
// else in the language of the request that placed the order.
import type { Kysely } from 'kysely';
import { brandLabel } from '@qcard/contracts/payment/card-number';
import { isLanguage, type Language } from '../../platform/i18n/request-language';
import { mailLanguageOf } from '../notifications/public';
import { recordText } from '../../platform/i18n/record-texts';
import type { AppContext } from '../../app-context';
import type { Database, OrderRow, UserRow } from '../../platform/db/schema';
import { renderOrderReceipt } from '../../platform/mail/templates/order-receipt';
import { enqueueMail, type QueuedMail } from '../../platform/outbox/mail-outbox';

export function receiptKey(orderId: number): string {
  return `receipt:order:${orderId}`;
}

/** What a receipt is made of: the order as it is once paid, its lines, and its registered owner. */
export interface ReceiptFacts {
  order: Pick<
    OrderRow,
    | 'id'
    | 'price'
    | 'user_id'
    | 'company_id'
    | 'anonymous_email'
    | 'creation_date'
    | 'card_brand'
    | 'card_last4'
    | 'payment_description'
    | 'method_of_payment'
  >;
  user: Pick<
    UserRow,
    'email' | 'first_name' | 'language' | 'mail_language' | 'notify_receipts'
  > | null;
  items: Array<{ description: string; price: number }>;
  /** The company's name for a company-account order (null when it is gone). */
  companyName?: string | null;
  /** The language of the page that placed the order: a receipt's language when the owner chose none. */
  pageLanguage?: Language;
}

/** The receipt mail for these facts, or null when none is due (nothing paid, no address). */
export function renderReceipt(ctx: AppContext, facts: ReceiptFacts): QueuedMail | null {
  const { order, user } = facts;
  if (order.price <= 0) return null;
  let to: string | null = order.anonymous_email;
  let greetingName: string | null = null;
  let language: Language = facts.pageLanguage ?? 'en';
  if (order.user_id !== null) {
    // The rider turned receipts off on the Account page.
    if (user?.notify_receipts === 0) return null;
    to = user?.email ?? null;
    greetingName = user?.first_name ?? null;
    if (user && (isLanguage(user.mail_language) || isLanguage(user.language)))
      language = mailLanguageOf(user);
  }
  if (!to) return null;
  // Item lines stored in English (a cart line written before Spanish) read in the receipt's language.
  const items = facts.items.map((i) => ({
    ...i,
    description: recordText(i.description, language),
  }));
  // The payment line from the order's facts, in the receipt's language (the stored description
  // is in the language of the request that paid, which may differ from the user's saved one).
  let payment: string;
  if (order.card_last4 !== null) {
    const brand = order.card_brand
      ? brandLabel(order.card_brand)
      : ctx.config.message('LABEL_CARD', [], language);
    payment = ctx.config.message('CARD_ENDING', [brand, order.card_last4], language);
  } else if (order.company_id !== null) {
    payment = facts.companyName
      ? ctx.config.message('BILLED_TO', [facts.companyName], language)
      : ctx.config.message('BILLED_TO_COMPANY', [], language);
  } else {
    payment =
      recordText(order.payment_description ?? order.method_of_payment, language) ??
      ctx.config.message('BILLED_TO_COMPANY', [], language);
  }
  const mail = renderOrderReceipt({
    language,
    timeZone: ctx.settings.timeZone,
    orderId: order.id,
    orderDate: order.creation_date,
    greetingName,
    items,
    total: order.price,
    payment,
    supportEmail: ctx.config.param('Contact_Config', 'Support_Email') ?? 'support@qcard.example',
  });
  return { ...mail, to, kind: 'order-receipt', dedupeKey: receiptKey(order.id), language };
}

/** Queues a receipt made by renderReceipt in `trx` (the transaction that makes the order paid). */
export async function enqueueRenderedReceipt(
  trx: Kysely<Database>,
  ctx: AppContext,
  mail: QueuedMail | null,
): Promise<boolean> {
  if (!mail) return false;
  await enqueueMail(trx, ctx.mailer.from, ctx.nowIso(), mail);
  return true;
}

/** Queues the receipt of `orderId` in `trx`, reading the order from it; true when a mail was queued. */
export async function enqueueOrderReceipt(
  trx: Kysely<Database>,
  ctx: AppContext,
  orderId: number,
  pageLanguage?: Language,
): Promise<boolean> {
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.price <= 0) return false;
  const user =
    order.user_id !== null
      ? ((await trx
          .selectFrom('users')
          .select(['email', 'first_name', 'language', 'mail_language', 'notify_receipts'])
          .where('id', '=', order.user_id)
          .executeTakeFirst()) ?? null)
      : null;
  const items = await trx
    .selectFrom('order_items')
    .select(['description', 'price'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const company =
    order.card_last4 === null && order.company_id !== null
      ? await trx
          .selectFrom('companies')
          .select('name')
          .where('id', '=', order.company_id)
          .executeTakeFirst()
      : undefined;
  return enqueueRenderedReceipt(
    trx,
    ctx,
    renderReceipt(ctx, { order, user, items, companyName: company?.name ?? null, pageLanguage }),
  );
}
