// The sponsor administrator's weekly digest setting: read it with this week's
// figures, and turn it on or off. Only the caller's own setting and company are touched.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerCall, success } from '../../platform/http/call-routes';
import type { UserAuth } from '../../platform/http/access';
import { isLanguage } from '../../platform/i18n/request-language';
import { type DigestSettingsView } from '@qcard/contracts/sponsor-api';
import { DigestRead, DigestUpdate } from '@qcard/contracts/sponsor-contracts';
import { companyOf, malformed } from './sponsor-scope';
import { collectDigest } from './weekly-digest';

async function settingsOf(ctx: AppContext, auth: UserAuth): Promise<DigestSettingsView> {
  const companyId = companyOf(auth);
  const user = await ctx.db
    .selectFrom('users')
    .select(['email', 'weekly_digest', 'language'])
    .where('id', '=', auth.user.id)
    .executeTakeFirstOrThrow();
  const content = await collectDigest(
    ctx.db,
    companyId,
    ctx.nowIso(),
    isLanguage(user.language) ? user.language : 'en',
  );
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

export function registerDigestRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerCall(app, DigestRead, async (req) => success(await settingsOf(ctx, req.auth)));

  registerCall(app, DigestUpdate, async (req) => {
    const body = req.body as Record<string, unknown>;
    if (typeof body.weeklyDigest !== 'boolean')
      throw malformed('weeklyDigest must be true or false');
    await ctx.db
      .updateTable('users')
      .set({ weekly_digest: body.weeklyDigest ? 1 : 0, updated_at: ctx.nowIso() })
      .where('id', '=', req.auth.user.id)
      .execute();
    return success(await settingsOf(ctx, req.auth));
  });
}
