// The sponsor administrator's weekly digest setting (issue 23 item 6): read it with this week's
// figures, and turn it on or off. Only the caller's own setting and company are touched.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { defineAction, success, type UserAuth } from '../http/define-action';
import { isLanguage } from '../i18n/request-language';
import { DigestRead, DigestUpdate, type DigestSettingsView } from '@qcard/shared/contracts/sponsor-api';
import { companyOf, malformed } from './sponsor-scope';
import { collectDigest } from './weekly-digest';

async function settingsOf(ctx: AppContext, auth: UserAuth): Promise<DigestSettingsView> {
  const companyId = companyOf(auth);
  const user = await ctx.db.selectFrom('users').select(['email', 'weekly_digest', 'language']).where('id', '=', auth.user.id).executeTakeFirstOrThrow();
  const content = await collectDigest(ctx.db, companyId, ctx.nowIso(), isLanguage(user.language) ? user.language : 'en');
  return {
    weeklyDigest: user.weekly_digest === 1,
    email: user.email,
    summary: {
      employeesWithoutCard: content.employeesWithoutCard.total,
      lowBalanceCards: content.lowBalanceCards.total,
      failedPayments: content.failedPayments.total,
      lowBalanceCents: content.lowBalanceCards.underCents,
    },
  };
}

export function registerDigestRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineAction(app, ctx, {
    path: '/sponsor/digest',
    action: 'COMPANY_MANAGEMENT',
    fn: 'get_weekly_digest',
    access: 'sponsor',
    summary: "→ the caller's weekly digest setting, the address it goes to and this week's counts (employees without a card, low company cards, failed payments)",
    schema: DigestRead,
    handler: async (req) => success(await settingsOf(ctx, req.auth)),
  });

  defineAction(app, ctx, {
    path: '/sponsor/digest/update',
    action: 'COMPANY_MANAGEMENT',
    fn: 'update_weekly_digest',
    access: 'sponsor',
    summary: 'weeklyDigest true|false → turns the weekly digest mail on or off for the caller; answers like /sponsor/digest',
    schema: DigestUpdate,
    handler: async (req) => {
      const body = req.body as Record<string, unknown>;
      if (typeof body.weeklyDigest !== 'boolean') throw malformed('weeklyDigest must be true or false');
      await ctx.db
        .updateTable('users')
        .set({ weekly_digest: body.weeklyDigest ? 1 : 0, updated_at: ctx.nowIso() })
        .where('id', '=', req.auth.user.id)
        .execute();
      return success(await settingsOf(ctx, req.auth));
    },
  });
}
