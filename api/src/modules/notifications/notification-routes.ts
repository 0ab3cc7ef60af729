// Notification preferences: receipts, autoload notices, the language of
// mails, and a low-balance alert threshold per card the caller owns. Only the caller's own
// settings and cards are read or changed.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerCall, success } from '../../platform/http/call-routes';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import type { NotificationSettings } from '@qcard/contracts/notifications-api';
import { LOW_BALANCE_MAX_CENTS, LOW_BALANCE_MIN_CENTS } from '@qcard/contracts/low-balance-limits';
import { NotificationsRead, NotificationsUpdate } from '@qcard/contracts/notifications-contracts';
import { isLanguage } from '../../platform/i18n/request-language';

/** The alert's bounds in dollars, as its range message names them. */
const ALERT_BOUNDS = [LOW_BALANCE_MIN_CENTS, LOW_BALANCE_MAX_CENTS].map((c) =>
  (c / 100).toFixed(2),
);

function malformed(what: string): ApiError {
  return new ApiError(API_MSG.MALFORMED_REQUEST, {
    message: `${what} is not valid`,
  });
}

async function settingsOf(ctx: AppContext, userId: number): Promise<NotificationSettings> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['email', 'notify_receipts', 'notify_autoload', 'mail_language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const cards = await ctx.db
    .selectFrom('cards as c')
    .leftJoin('low_balance_alerts as a', (j) =>
      j.onRef('a.card_id', '=', 'c.id').on('a.user_id', '=', userId),
    )
    .select(['c.id', 'c.serial', 'c.nickname', 'a.threshold_cents'])
    .where('c.owner_user_id', '=', userId)
    .where('c.status', '!=', 'Blocked')
    .orderBy('c.serial')
    .execute();
  return {
    receipts: user.notify_receipts === 1,
    autoloadNotices: user.notify_autoload === 1,
    mailLanguage: isLanguage(user.mail_language) ? user.mail_language : null,
    email: user.email,
    cards: cards.map((c) => ({
      cardId: c.id,
      serialNumber: c.serial,
      nickname: c.nickname,
      thresholdCents: c.threshold_cents ?? null,
    })),
  };
}

export function registerNotificationRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerCall(app, NotificationsRead, async (req) =>
    success(await settingsOf(ctx, req.auth.user.id)),
  );

  registerCall(app, NotificationsUpdate, async (req) => {
    const body = req.body as Record<string, unknown>;
    const userId = req.auth.user.id;
    if (typeof body.receipts !== 'boolean') throw malformed('receipts');
    if (typeof body.autoloadNotices !== 'boolean') throw malformed('autoloadNotices');
    if (body.mailLanguage !== null && !isLanguage(body.mailLanguage))
      throw malformed('mailLanguage');
    if (!Array.isArray(body.cards)) throw malformed('cards');
    const wanted = new Map<number, number | null>();
    for (const raw of body.cards as unknown[]) {
      const row = raw as { cardId?: unknown; thresholdCents?: unknown };
      if (
        !Number.isInteger(row.cardId) ||
        (row.thresholdCents !== null && !Number.isInteger(row.thresholdCents))
      )
        throw malformed('cards');
      wanted.set(row.cardId as number, row.thresholdCents as number | null);
    }
    const own = new Map(
      (
        await ctx.db
          .selectFrom('cards')
          .select(['id', 'serial'])
          .where('owner_user_id', '=', userId)
          .where('id', 'in', wanted.size > 0 ? [...wanted.keys()] : [0])
          .execute()
      ).map((c) => [c.id, c.serial]),
    );
    for (const [cardId, cents] of wanted) {
      // Another rider's card answers like a card that does not exist.
      if (!own.has(cardId)) throw new ApiError(API_MSG.NOT_FOUND, { httpStatus: 404 });
      if (cents !== null && (cents < LOW_BALANCE_MIN_CENTS || cents > LOW_BALANCE_MAX_CENTS)) {
        throw new ApiError(API_MSG.VALIDATION_FAILED, {
          params: [catalogueText('ALERT_RANGE', own.get(cardId) ?? '', ...ALERT_BOUNDS)],
        });
      }
    }
    const now = ctx.nowIso();
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          notify_receipts: body.receipts ? 1 : 0,
          notify_autoload: body.autoloadNotices ? 1 : 0,
          mail_language: (body.mailLanguage as string | null) ?? null,
          updated_at: now,
        })
        .where('id', '=', userId)
        .execute();
      for (const [cardId, cents] of wanted) {
        await trx
          .deleteFrom('low_balance_alerts')
          .where('user_id', '=', userId)
          .where('card_id', '=', cardId)
          .execute();
        if (cents !== null)
          await trx
            .insertInto('low_balance_alerts')
            .values({ user_id: userId, card_id: cardId, threshold_cents: cents, updated_at: now })
            .execute();
      }
    });
    return success(await settingsOf(ctx, userId));
  });
}
