// Every call a robot could repeat for free (login, reset mail, feedback, unregistered reload)
// first spends a solved ALTCHA captcha.
import type { FastifyInstance } from 'fastify';
import type { CallContract } from '@qcard/shared/contracts/schema-parts';
import type { AppContext } from '../app-context';
import { defineAction, type ActionDefinition } from '../http/define-action';
import { API_MSG, ApiError } from '../http/envelope';

export async function requireCaptcha(ctx: AppContext, body: Record<string, unknown>): Promise<void> {
  const payload = body.captcha ?? body.altcha;
  if (!(await ctx.captcha.verifyAndSpend(payload))) throw new ApiError(API_MSG.CAPTCHA_FAILED, { httpStatus: 400 });
}

/**
 * A public form guarded by a captcha: its handler runs only once a solved captcha is spent, so
 * the captcha comes before any rate-limit counter and requests without one count against nobody.
 */
export function defineCaptchaForm<C extends CallContract>(app: FastifyInstance, ctx: AppContext, def: Omit<ActionDefinition<'public', C>, 'access'>): void {
  defineAction(app, ctx, {
    ...def,
    access: 'public',
    handler: async (req) => {
      await requireCaptcha(ctx, req.body);
      return def.handler(req);
    },
  });
}
