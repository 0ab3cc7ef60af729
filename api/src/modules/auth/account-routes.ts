// The signed-in user's account: who they are, their address and phone, their other logins.
// In demo mode also the demo mailbox, where the reset mails of the demo accounts can be read.
import type { FastifyInstance } from 'fastify';
import { DemoMailbox } from '@qcard/contracts/auth-api';
import {
  EndOtherSessions,
  UpdateLanguage,
  UpdateProfile,
  UserDetails,
} from '@qcard/contracts/auth-contracts';
import { successEnvelopeSchema } from '../../platform/http/contract-checks';
import { recordRoute } from '../../platform/http/route-table';
import { registerCall } from '../../platform/http/call-routes';
import { API_MSG, ApiError, success } from '../../platform/http/envelope';
import {
  fieldLabel,
  notValid,
  text,
  validateScreen,
} from '../../platform/validation/validate-screen';
import { isLanguage } from '../../platform/i18n/request-language';
import { revokeOtherFamilies } from '../../platform/http/sessions';
import { toStateCode } from '@qcard/contracts/forms/us-states';
import { toSessionUser } from './user-view';

export function registerAccountRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerCall(app, EndOtherSessions, async (req) => {
    const ended = await revokeOtherFamilies(ctx, req.auth.user.id, req.auth.session);
    return success({ ended });
  });

  registerCall(app, UserDetails, async (req) => success(await toSessionUser(ctx, req.auth.user)));

  registerCall(app, UpdateLanguage, async (req) => {
    // The contract admits only 'en' and 'es' (491 otherwise); checked again before it is stored.
    const language = req.body.language;
    if (!isLanguage(language)) throw new ApiError(API_MSG.MALFORMED_REQUEST);
    await ctx.db
      .updateTable('users')
      .set({ language, updated_at: ctx.nowIso() })
      .where('id', '=', req.auth.user.id)
      .execute();
    return success({ language });
  });

  registerCall(app, UpdateProfile, async (req) => {
    const { body } = req;
    const stateInput = text(body, 'state');
    const state = toStateCode(stateInput);
    const values = {
      address1: text(body, 'address1'),
      address2: text(body, 'address2'),
      city: text(body, 'city'),
      state: state ?? stateInput,
      zipcode: text(body, 'zipcode'),
      phonenumber: text(body, 'phonenumber'),
    };
    validateScreen(ctx.config, 'update_profile', values, req.language);
    if (!state) {
      const label = fieldLabel(ctx.config, 'update_profile', 'state', req.language);
      throw new ApiError(API_MSG.VALIDATION_FAILED, {
        params: [notValid(ctx.config, label, req.language)],
      });
    }
    const changes = {
      address1: values.address1,
      address2: values.address2,
      town: values.city,
      state,
      zipcode: values.zipcode,
      phone: values.phonenumber,
      updated_at: ctx.nowIso(),
    };
    await ctx.db.updateTable('users').set(changes).where('id', '=', req.auth.user.id).execute();
    const user = { ...req.auth.user, ...changes };
    return success(await toSessionUser(ctx, user), API_MSG.PROFILE_UPDATED);
  });

  // Demo only (DEMO=1, see hardening/demo-mode.ts): anyone could read every reset link here.
  if (ctx.settings.demo) {
    app.get(
      `${ctx.settings.apiBase}/demo/mailbox`,
      { schema: { response: { 200: successEnvelopeSchema(DemoMailbox.response) } } },
      async (_request, reply) => {
        const mails = await ctx.db
          .selectFrom('outbox')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(100)
          .execute();
        return reply.header('Cache-Control', 'no-store').send(
          success(
            mails.map((m) => ({
              id: m.id,
              to: m.to_address,
              from: m.from_address,
              subject: m.subject,
              text: m.text_body,
              html: m.html_body,
              kind: m.kind,
              createdAt: m.created_at,
              sentAt: m.sent_at,
              error: m.error,
            })),
          ),
        );
      },
    );
    recordRoute({
      method: 'GET',
      path: '/demo/mailbox',
      action: null,
      functions: [],
      access: 'public',
      summary: 'Demo only (DEMO=1): sent mail, newest first',
      schema: DemoMailbox,
    });
  }
}
