// Every call a robot could repeat for free (login, reset mail, feedback, unregistered reload)
// first spends a solved ALTCHA captcha.
import type { AppContext } from '../app-context';
import { API_MSG, ApiError } from '../http/envelope';

export async function requireCaptcha(ctx: AppContext, body: Record<string, unknown>): Promise<void> {
  const payload = body.captcha ?? body.altcha;
  if (!(await ctx.captcha.verifyAndSpend(payload))) throw new ApiError(API_MSG.CAPTCHA_FAILED, { httpStatus: 400 });
}
