import type { FastifyInstance } from 'fastify';
import { MSG } from '@qcard/contracts/envelope';
import { success } from '../../platform/http/envelope';
import { hitRateLimit } from '../../platform/http/rate-limit';
import { registerCall } from '../../platform/http/call-routes';
import { text, validateScreen } from '../../platform/validation/validate-screen';
import { Feedback } from '@qcard/contracts/auth-contracts';

export function registerFeedbackRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerCall(app, Feedback, async (req) => {
    const { body } = req;
    await hitRateLimit(ctx, `feedback:ip:${req.ip}`, ctx.settings.rateLimit.feedbackPerIp);
    const values = {
      subject: text(body, 'subject'),
      name: text(body, 'name'),
      email: text(body, 'email'),
      phonenumber: text(body, 'phonenumber'),
      comments: text(body, 'comments'),
    };
    validateScreen(ctx.config, 'feedback_form', values, req.language);
    await ctx.db
      .insertInto('feedback')
      .values({
        subject: values.subject,
        name: values.name || null,
        email: values.email || null,
        phone: values.phonenumber || null,
        comments: values.comments,
        user_id: req.auth?.user?.id ?? null,
        created_at: ctx.nowIso(),
      })
      .execute();
    return success(null, MSG.FEEDBACK_SAVED);
  });
}
