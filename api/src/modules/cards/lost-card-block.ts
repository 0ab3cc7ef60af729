// Blocking a lost or stolen card (the status 'Blocked', which taps, reloads, the submit and
// autoload already refuse), and what both lost-card calls share: whose cards, and the answer.
import type { Language } from '../../platform/i18n/request-language';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { CardRow, Database } from '../../platform/db/schema';
import { isPostgres } from '../../platform/db/database';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import { notFound } from '../../platform/http/requested-record';
import { recordText } from '../../platform/i18n/record-texts';
import { BLOCKED_STATUS } from './blocked-card-items';

const BLOCK_REASONS = ['Lost', 'Stolen'] as const;

/** Whose cards a call may touch: a rider's own, or one company's (never both). */
export type Holder = { kind: 'rider'; userId: number } | { kind: 'company'; companyId: number };

function holds(holder: Holder, card: CardRow): boolean {
  return holder.kind === 'rider'
    ? card.owner_user_id === holder.userId && card.company_id === null
    : card.company_id === holder.companyId;
}

export async function heldCard(
  db: Kysely<Database>,
  holder: Holder,
  cardId: number,
): Promise<CardRow> {
  const card = await db
    .selectFrom('cards')
    .selectAll()
    .where('id', '=', cardId)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!card || !holds(holder, card)) throw notFound();
  return card;
}

export function refused(code: string, ...params: string[]): ApiError {
  return new ApiError(API_MSG.ACCESS_DENIED, {
    httpStatus: 409,
    message: catalogueText(code, ...params),
  });
}

/** One balance moved: how much, from which product of the lost card to which of the replacement (names as stored). */
interface MovedValue {
  cents: number;
  fromProduct: string;
  toProduct: string;
}

export interface Moved {
  cents: number;
  reloads: number;
  subscriptions: number;
  values: MovedValue[];
}

export const NOTHING_MOVED = (): Moved => ({ cents: 0, reloads: 0, subscriptions: 0, values: [] });

/** What the caller sees after a block or a transfer; product names in the request's language. */
export function outcome(
  card: CardRow,
  replacement: CardRow | null,
  moved: Moved | null,
  language: Language,
) {
  return {
    cardId: card.id,
    serialNumber: card.serial,
    status: card.status,
    blockedAt: card.blocked_at,
    blockedReason: card.blocked_reason,
    transferredToCardId: card.transferred_to_card_id,
    replacementSerialNumber: replacement?.serial ?? null,
    transferredAt: card.transferred_at,
    moved: moved && {
      ...moved,
      values: moved.values.map((v) => ({
        cents: v.cents,
        fromProduct: recordText(v.fromProduct, language),
        toProduct: recordText(v.toProduct, language),
      })),
    },
  };
}

export async function blockCard(
  ctx: AppContext,
  holder: Holder,
  cardId: number,
  rawReason: unknown,
  language: Language,
) {
  const reason =
    typeof rawReason === 'string' && (BLOCK_REASONS as readonly string[]).includes(rawReason)
      ? rawReason
      : 'Lost';
  return ctx.db.transaction().execute(async (trx) => {
    const card = await heldCard(trx, holder, cardId);
    // Blocking twice is the same block (a retried click): the first time and reason stay.
    if (card.status === BLOCKED_STATUS) return outcome(card, null, null, language);
    const block = { status: BLOCKED_STATUS, blocked_at: ctx.nowIso(), blocked_reason: reason };
    await trx.updateTable('cards').set(block).where('id', '=', card.id).execute();
    return outcome({ ...card, ...block }, null, null, language);
  });
}
