// A call a robot could repeat for free (contract `captcha: true`) first spends a solved captcha,
// before any rate-limit counter, so requests without one count against nobody.
import type { AppContext } from '../../app-context';
import { API_MSG, ApiError } from './envelope';

export async function requireCaptcha(
  ctx: AppContext,
  body: Record<string, unknown>,
): Promise<void> {
  const payload = body.captcha ?? body.altcha;
  if (!(await ctx.captcha.verifyAndSpend(payload))) throw new ApiError(API_MSG.CAPTCHA_FAILED);
}
