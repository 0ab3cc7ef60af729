// Cards a rider owns: add a card by serial and printed security
// code, name it, take it off the account. Patrons only: a sponsor's cards are the company's.
// Every refusal that could tell whether someone else's card exists answers like a card that
// does not (485), and the security code is never logged or answered.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerCall, success } from '../../platform/http/call-routes';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import { notFound, requiredId } from '../../platform/http/requested-record';
import { text } from '../../platform/validation/validate-screen';
import { hitRateLimit } from '../../platform/http/rate-limit';
import { cleanName, isNothingTyped } from '@qcard/contracts/validation/clean-text';
import { AddCard, CardNickname, RemoveCard } from '@qcard/contracts/cards-contracts';
import { cardWithContracts } from './card-queries';
import { SECURITY_CODE_PATTERN, securityCodeMatches } from './card-security-code';
import type { CardRow } from '../../platform/db/schema';
import type { Db } from '../../platform/db/database';

export const NICKNAME_MAX = 30;
const DAY_SECONDS = 86400;

function addRefused(): ApiError {
  return new ApiError(API_MSG.NOT_FOUND, {
    httpStatus: 404,
    message: catalogueText('CARD_ADD_REFUSED'),
  });
}

/** One of the caller's own cards, or the same 485 as a card that does not exist. */
async function ownCard(db: Db, userId: number, cardId: number): Promise<CardRow> {
  const card = await db
    .selectFrom('cards')
    .selectAll()
    .where('id', '=', cardId)
    .where('owner_user_id', '=', userId)
    .executeTakeFirst();
  if (!card) throw notFound();
  return card;
}

/**
 * The nickname as stored: cleaned; null when nothing was typed (clears it); 488 when what was
 * typed leaves nothing visible once cleaned (zero-width characters, bare markup) or is longer
 * than 30 characters.
 */
export function cleanNickname(raw: string): string | null {
  const nickname = cleanName(raw);
  if (nickname === '' && isNothingTyped(raw)) return null;
  // Stored, an invisible name showed blank and slipped past the "unique per account" rule.
  if (nickname === '') {
    throw new ApiError(API_MSG.VALIDATION_FAILED, {
      message: catalogueText('FIELD_BLANK', catalogueText('CARD_NICKNAME_LABEL')),
    });
  }
  if ([...nickname].length > NICKNAME_MAX) {
    throw new ApiError(API_MSG.VALIDATION_FAILED, {
      message: catalogueText('CARD_NICKNAME_LENGTH', NICKNAME_MAX),
    });
  }
  return nickname;
}

/** Why a card may not leave the account, or null (docs/my-cards.md). */
async function removalRefusal(
  db: Db,
  card: CardRow,
): Promise<'CARD_REMOVE_SUBSCRIPTION' | 'CARD_REMOVE_BLOCKED_VALUE' | null> {
  const contracts = await db
    .selectFrom('contracts')
    .select(['id', 'units_left'])
    .where('card_id', '=', card.id)
    .execute();
  const ids = contracts.map((c) => c.id);
  const activeSubscription = ids.length
    ? await db
        .selectFrom('subscriptions')
        .select('id')
        .where('contract_id', 'in', ids)
        .where('state', '=', 'Active')
        .executeTakeFirst()
    : undefined;
  if (activeSubscription) return 'CARD_REMOVE_SUBSCRIPTION';
  if (card.status !== 'Blocked') return null;
  const balance = contracts.some((c) => c.units_left > 0);
  const pendingReload = ids.length
    ? await db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select('order_items.id')
        .where('order_items.contract_id', 'in', ids)
        .where('order_items.item_type', '=', 'Recharge')
        .where('orders.status', 'in', ['PaymentPending', 'ProcessingOrder'])
        .executeTakeFirst()
    : undefined;
  return balance || pendingReload ? 'CARD_REMOVE_BLOCKED_VALUE' : null;
}

export function registerCardOwnershipRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerCall(app, AddCard, async (req) => {
    const userId = req.auth.user.id;
    const serial = text(req.body, 'cardSerialNo').replace(/[\s-]/g, '');
    const code = text(req.body, 'securityCode').replace(/\s/g, '');
    if (serial === '' || code === '') {
      throw new ApiError(API_MSG.VALIDATION_FAILED, {
        message: catalogueText('CARD_ADD_BLANK'),
      });
    }
    const limits = ctx.settings.rateLimit;
    const refuse = (text: 'CARD_ADD_LIMITED' | 'CARD_ADD_CARD_LIMITED') => () =>
      Promise.reject(
        new ApiError(API_MSG.TOO_MANY_REQUESTS, { httpStatus: 429, message: catalogueText(text) }),
      );
    // Every limit counts each attempt before the code is checked (a count taken after the check
    // would let parallel guesses through), so guessing costs the same whatever the answer. The
    // guesser's own account and IP run out first: a stranger locks out only themselves, and
    // reaches the card's count only within their own limits.
    await hitRateLimit(ctx, `card-add:user:${userId}`, limits.cardAddPerAccount).catch(
      refuse('CARD_ADD_LIMITED'),
    );
    await hitRateLimit(ctx, `card-add:ip:${req.ip}`, limits.cardAddPerIp).catch(
      refuse('CARD_ADD_LIMITED'),
    );
    if (!/^[0-9]{1,20}$/.test(serial) || !SECURITY_CODE_PATTERN.test(code)) throw addRefused();
    // The card's own ceiling is for everyone and per day, high enough that strangers rarely reach
    // it and low enough that guessing one of a million codes stays hopeless.
    await hitRateLimit(
      ctx,
      `card-add:card:${serial}`,
      limits.cardAddPerCardPerDay,
      DAY_SECONDS,
    ).catch(refuse('CARD_ADD_CARD_LIMITED'));
    const card = await ctx.db
      .selectFrom('cards')
      .selectAll()
      .where('serial', '=', serial)
      .executeTakeFirst();
    const matches = securityCodeMatches(serial, code, card?.security_code_hash ?? null);
    if (!card || !matches || card.owner_user_id !== null || card.company_id !== null)
      throw addRefused();
    // Taken only while still free: two riders with the same code cannot both get it.
    const taken = await ctx.db
      .updateTable('cards')
      .set({ owner_user_id: userId, nickname: null })
      .where('id', '=', card.id)
      .where('owner_user_id', 'is', null)
      .where('company_id', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw addRefused();
    const added = { ...card, owner_user_id: userId, nickname: null };
    return success((await cardWithContracts(ctx.db, added, ctx.nowIso(), req.language, false))!);
  });

  registerCall(app, CardNickname, async (req) => {
    const userId = req.auth.user.id;
    const card = await ownCard(ctx.db, userId, requiredId(req.body, 'cardId', 'cardid'));
    const raw = typeof req.body.nickname === 'string' ? req.body.nickname : '';
    const nickname = cleanNickname(raw);
    if (nickname !== null) {
      const clash = await ctx.db
        .selectFrom('cards')
        .select('id')
        .where('owner_user_id', '=', userId)
        .where('id', '!=', card.id)
        .where(sql<string>`lower(nickname)`, '=', nickname.toLowerCase())
        .executeTakeFirst();
      if (clash)
        throw new ApiError(API_MSG.VALIDATION_FAILED, {
          httpStatus: 409,
          message: catalogueText('CARD_NICKNAME_TAKEN', nickname),
        });
    }
    await ctx.db
      .updateTable('cards')
      .set({ nickname })
      .where('id', '=', card.id)
      .where('owner_user_id', '=', userId)
      .execute();
    return success({ cardId: card.id, nickname });
  });

  registerCall(app, RemoveCard, async (req) => {
    const userId = req.auth.user.id;
    const cardId = requiredId(req.body, 'cardId', 'cardid');
    await ctx.db.transaction().execute(async (trx) => {
      const card = await ownCard(trx, userId, cardId);
      const refusal = await removalRefusal(trx, card);
      if (refusal)
        throw new ApiError(API_MSG.ACCESS_DENIED, {
          httpStatus: 409,
          message: catalogueText(
            refusal,
            card.nickname ? `${card.nickname} (${card.serial})` : card.serial,
          ),
        });
      // Orders keep their own copies of the card's serial and name (item descriptions), so they read as before.
      await trx
        .updateTable('cards')
        .set({ owner_user_id: null, nickname: null })
        .where('id', '=', card.id)
        .where('owner_user_id', '=', userId)
        .execute();
      // The rider's cart must not keep reloads of a card no longer theirs.
      const contracts = trx.selectFrom('contracts').select('id').where('card_id', '=', card.id);
      await trx
        .deleteFrom('cart_items')
        .where('owner_kind', '=', 'user')
        .where('owner_id', '=', String(userId))
        .where('contract_id', 'in', contracts)
        .execute();
    });
    return success({ cardId });
  });
}
