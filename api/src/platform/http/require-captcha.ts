// Every call a robot could repeat for free (login, reset mail, feedback, unregistered reload)
// first spends a solved ALTCHA captcha: such a call's contract says `captcha: true`, and its
// route runs this as its preHandler, so the captcha comes before any rate-limit counter and
// requests without one count against nobody.
import type { AppContext } from '../../app-context';
import { API_MSG, ApiError } from './envelope';

export async function requireCaptcha(
  ctx: AppContext,
  body: Record<string, unknown>,
): Promise<void> {
  const payload = body.captcha ?? body.altcha;
  if (!(await ctx.captcha.verifyAndSpend(payload)))
    throw new ApiError(API_MSG.CAPTCHA_FAILED, { httpStatus: 400 });
}
