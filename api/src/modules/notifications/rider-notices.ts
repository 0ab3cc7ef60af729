// Queues the mails that keep a rider informed, always inside the
// transaction of the change they report, into the outbox (exactly when the change exists; the
// outbox worker of any API process sends each once, and a mail server outage only delays it).
//  - Low balance: a fare that leaves a card under the rider's threshold; the dedupe key holds the
//    card and the local day, so the first such fare of a day mails and the others do not.
//  - Autoload: one notice per automatic reload order (honoured or declined), and one per
//    subscription and month when the monthly maximum stopped a reload.
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/database';
import { enqueueMail } from '../../platform/outbox/mail-outbox';
import { isLanguage, type Language } from '../../platform/i18n/request-language';
import { renderRiderNotice, type RiderNotice } from '../../platform/mail/templates/rider-notices';

/** Mails go in the rider's mail language, else their portal language, else English. */
export function mailLanguageOf(user: {
  mail_language: string | null;
  language: string | null;
}): Language {
  if (isLanguage(user.mail_language)) return user.mail_language;
  return isLanguage(user.language) ? user.language : 'en';
}

/** YYYY-MM-DD of `iso` in the portal's time zone: en-CA writes a day that way. */
export function localDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso));
}

async function cardOfContract(trx: Db, contractId: number) {
  return trx
    .selectFrom('contracts as k')
    .innerJoin('cards as c', 'c.id', 'k.card_id')
    .select([
      'c.id as cardId',
      'k.id as contractId',
      'c.serial',
      'c.nickname',
      'c.owner_user_id',
      'k.units_left',
    ])
    .where('k.id', '=', contractId)
    .executeTakeFirst();
}

/** The notice's mail to the user about the card, its action a page of the card's contract. */
async function queueNotice(
  trx: Db,
  ctx: AppContext,
  userId: number,
  card: NonNullable<Awaited<ReturnType<typeof cardOfContract>>>,
  o: { notice: RiderNotice; page: string; dedupeKey: string },
): Promise<boolean> {
  const user = await trx
    .selectFrom('users')
    .select(['email', 'first_name', 'language', 'mail_language', 'notify_autoload'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return false;
  if (o.notice.kind !== 'low-balance' && user.notify_autoload !== 1) return false;
  const language = mailLanguageOf(user);
  const mail = renderRiderNotice({
    language,
    firstName: user.first_name,
    serial: card.serial,
    nickname: card.nickname,
    notice: o.notice,
    portal: ctx.settings.publicOrigin,
    actionPath: `${o.page}?cardId=${card.cardId}&contractId=${card.contractId}`,
  });
  await enqueueMail(trx, ctx.mailer.from, ctx.nowIso(), {
    ...mail,
    to: user.email,
    kind: o.notice.kind,
    dedupeKey: o.dedupeKey,
    language,
  });
  return true;
}

/** After a fare in `trx`: the low-balance alert of the card's owner, when the fare left it under their threshold (once per card and day). */
export async function queueLowBalanceAlert(
  trx: Db,
  ctx: AppContext,
  contractId: number,
): Promise<boolean> {
  const card = await cardOfContract(trx, contractId);
  if (!card || card.owner_user_id === null) return false;
  const alert = await trx
    .selectFrom('low_balance_alerts')
    .select('threshold_cents')
    .where('card_id', '=', card.cardId)
    .where('user_id', '=', card.owner_user_id)
    .executeTakeFirst();
  if (!alert || card.units_left >= alert.threshold_cents) return false;
  const autoload = await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('contract_id', '=', contractId)
    .where('state', '=', 'Active')
    .where('status_reason', 'is', null)
    .executeTakeFirst();
  return queueNotice(trx, ctx, card.owner_user_id, card, {
    notice: {
      kind: 'low-balance',
      cents: card.units_left,
      thresholdCents: alert.threshold_cents,
      autoloadActive: autoload !== undefined,
    },
    page: '/recharge/default',
    dedupeKey: `low-balance:${card.cardId}:${localDay(ctx.nowIso(), ctx.settings.timeZone)}`,
  });
}

/** In the transaction that settled an automatic reload order: its notice to the subscriber (patron subscriptions). */
export async function queueAutoloadNotice(
  trx: Db,
  ctx: AppContext,
  o: {
    orderId: number;
    contractId: number;
    userId: number | null;
    amountCents: number;
    honoured: boolean;
  },
): Promise<boolean> {
  if (o.userId === null) return false;
  const card = await cardOfContract(trx, o.contractId);
  if (!card) return false;
  return queueNotice(trx, ctx, o.userId, card, {
    notice: o.honoured
      ? { kind: 'autoload-honoured', amountCents: o.amountCents, balanceCents: card.units_left }
      : { kind: 'autoload-declined', amountCents: o.amountCents },
    page: '/single-subscribe',
    dedupeKey: `autoload:${o.orderId}`,
  });
}

/** When the monthly maximum stopped an automatic reload: one notice per subscription and month. */
export async function queueAutoloadMaximumNotice(
  trx: Db,
  ctx: AppContext,
  o: {
    subscriptionId: number;
    contractId: number;
    userId: number | null;
    maxPerMonth: number;
    period: string;
  },
): Promise<boolean> {
  if (o.userId === null) return false;
  const card = await cardOfContract(trx, o.contractId);
  if (!card) return false;
  return queueNotice(trx, ctx, o.userId, card, {
    notice: { kind: 'autoload-maximum', maxPerMonth: o.maxPerMonth },
    page: '/recharge/default',
    dedupeKey: `autoload-maximum:${o.subscriptionId}:${o.period}`,
  });
}
