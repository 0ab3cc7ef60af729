// Password calls: reset by e-mail (forgot, resend, validate the link's token, new password)
// and the signed-in change. Every new password passes the policy and the history check.
import type { FastifyInstance } from 'fastify';
import { MSG } from '@qcard/contracts/envelope';
import {
  ForgotPassword,
  ResendResetLink,
  NewPassword,
  UpdatePassword,
  ValidateResetToken,
} from '@qcard/contracts/auth-contracts';
import type { AppContext } from '../../app-context';
import { isoPlus } from '../../app-context';
import type { UserRow } from '../../platform/db/schema';
import { registerCall, type CallRequest } from '../../platform/http/call-routes';
import { API_MSG, ApiError, success } from '../../platform/http/envelope';
import { rawText, text, validateScreen } from '../../platform/validation/validate-screen';
import { hashPassword, meetsPolicy, PASSWORD_HISTORY_SIZE, verifyPassword } from './passwords';
import { clearRateLimit, hitRateLimit } from '../../platform/http/rate-limit';
import { revokeUserSessions } from '../../platform/http/sessions';
import { hashToken, newToken } from '../../platform/http/token-hash';
import { findUserByEmail, normaliseEmail } from '../../platform/validation/user-lookup';
import { isLanguage, type Language } from '../../platform/i18n/request-language';
import { escapeHtml, mailButton, mailDocument } from '../../platform/mail/templates/mail-frame';
import { mayMailRecipient } from '../../platform/mail/recipient-budget';

/** Sets a new password after the policy and history checks; records it in the history. */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  newPassword: string,
): Promise<void> {
  if (!meetsPolicy(newPassword)) throw new ApiError(API_MSG.PASSWORD_POLICY);
  const history = await ctx.db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .limit(PASSWORD_HISTORY_SIZE)
    .execute();
  // The last 6 passwords (SPEC 5): the current one and the 5 before it. The history's newest row is
  // usually the current password itself, so it must not take one of the 6 places twice.
  const previous = [...new Set([user.password_hash, ...history.map((h) => h.password_hash)])];
  for (const h of previous.slice(0, PASSWORD_HISTORY_SIZE)) {
    if (await verifyPassword(h, newPassword)) {
      throw new ApiError(API_MSG.PASSWORD_REUSED, {
        params: [PASSWORD_HISTORY_SIZE],
      });
    }
  }
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        password_changed_at: now,
        updated_at: now,
        failed_logins: 0,
        locked_until: null,
      })
      .where('id', '=', user.id)
      .execute();
    await trx
      .insertInto('password_history')
      .values({ user_id: user.id, password_hash: passwordHash, created_at: now })
      .execute();
  });
}

async function sendResetMail(
  ctx: AppContext,
  req: CallRequest<'public'>,
  kind: 'requested' | 'resent',
): Promise<void> {
  const { body } = req;
  // Input first (the captcha is already spent): a request that fails it counts against nobody.
  const email = text(body, 'email');
  validateScreen(ctx.config, 'forgot_password', { email }, req.language);
  await hitRateLimit(ctx, `reset:ip:${req.ip}`, ctx.settings.rateLimit.resetPerIp);
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  // The address's own limit is its mail budget (mail/recipient-budget.ts): silent, so the answer stays the same.
  if (!(await mayMailRecipient(ctx, user.email, 'password-reset'))) return;
  const token = newToken();
  const now = ctx.clock();
  await ctx.db
    .insertInto('reset_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: isoPlus(now, ctx.settings.resetTokenMinutes * 60),
      used_at: null,
    })
    .execute();
  const link = `${req.origin}/reset-password?token=${encodeURIComponent(token)}`;
  const minutes = ctx.settings.resetTokenMinutes;
  // In the user's saved language, else in the language of the page that asked.
  const language: Language = isLanguage(user.language) ? user.language : req.language;
  try {
    await ctx.mailer.send({
      to: user.email,
      kind: 'password-reset',
      language,
      ...renderResetMail(language, kind, user.first_name, link, minutes),
    });
  } catch (e) {
    ctx.log.error({ err: e }, 'password reset mail failed');
  }
}

export function renderResetMail(
  language: Language,
  kind: 'requested' | 'resent',
  firstName: string,
  link: string,
  minutes: number,
): { subject: string; text: string; html: string } {
  if (language === 'es') {
    const subject =
      kind === 'resent'
        ? 'Su enlace para restablecer la contraseña de Q Card (reenviado)'
        : 'Restablezca su contraseña de Q Card';
    return {
      subject,
      text:
        `Hola, ${firstName}:\n\nRecibimos una solicitud para restablecer la contraseña de su cuenta de Q Card.\n` +
        `Abra este enlace en los próximos ${minutes} minutos para elegir una nueva contraseña:\n\n${link}\n\n` +
        `Si usted no lo solicitó, ignore este correo; su contraseña no cambiará.\n\nQ Card, Autoridad Regional de Tránsito`,
      html: mailDocument(
        language,
        subject,
        `<p>Hola, ${escapeHtml(firstName)}:</p><p>Recibimos una solicitud para restablecer la contraseña de su cuenta de Q Card.</p>` +
          `<p>${mailButton(link, 'Elija una nueva contraseña')}</p><p>El enlace es válido por ${minutes} minutos.</p>` +
          `<p>Si usted no lo solicitó, ignore este correo; su contraseña no cambiará.</p><p>Q Card, Autoridad Regional de Tránsito</p>`,
      ),
    };
  }
  const subject =
    kind === 'resent' ? 'Your Q Card password reset link (resent)' : 'Reset your Q Card password';
  return {
    subject,
    text:
      `Hello ${firstName},\n\nWe received a request to reset the password of your Q Card account.\n` +
      `Open this link within ${minutes} minutes to choose a new password:\n\n${link}\n\n` +
      `If you did not ask for this, ignore this e-mail; your password stays unchanged.\n\nQ Card, Regional Transit Authority`,
    html: mailDocument(
      language,
      subject,
      `<p>Hello ${escapeHtml(firstName)},</p><p>We received a request to reset the password of your Q Card account.</p>` +
        `<p>${mailButton(link, 'Choose a new password')}</p><p>The link is valid for ${minutes} minutes.</p>` +
        `<p>If you did not ask for this, ignore this e-mail; your password stays unchanged.</p><p>Q Card, Regional Transit Authority</p>`,
    ),
  };
}

async function liveResetToken(ctx: AppContext, token: string) {
  if (!token || token.length > 200) return null;
  const row = await ctx.db
    .selectFrom('reset_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.used_at || row.expires_at <= ctx.nowIso()) return null;
  return row;
}

export function registerPasswordRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  // The first mail and a resent one differ only in the mail's subject and the answer's message.
  for (const [contract, kind, answer] of [
    [ForgotPassword, 'requested', MSG.RESET_LINK_REQUESTED],
    [ResendResetLink, 'resent', MSG.RESET_LINK_RESENT],
  ] as const) {
    registerCall(app, contract, async (req) => {
      await sendResetMail(ctx, req, kind);
      return success(null, answer);
    });
  }

  registerCall(app, ValidateResetToken, async (req) => {
    const row = await liveResetToken(ctx, text(req.body, 'token'));
    if (!row) throw new ApiError(MSG.INVALID_RESET_LINK);
    return success({ valid: true, expiresAt: row.expires_at });
  });

  registerCall(app, NewPassword, async (req) => {
    const { body } = req;
    const row = await liveResetToken(ctx, text(body, 'token'));
    if (!row) throw new ApiError(MSG.INVALID_RESET_LINK);
    const newPassword = rawText(body, 'newpassword');
    const confirm = rawText(body, 'confirmpassword');
    if (newPassword !== confirm) throw new ApiError(API_MSG.PASSWORDS_DO_NOT_MATCH);
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    await changePassword(ctx, user, newPassword);
    const now = ctx.nowIso();
    // Single use: this token and every other open token of the user end here.
    await ctx.db
      .updateTable('reset_tokens')
      .set({ used_at: now })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await revokeUserSessions(ctx, user.id);
    // The owner proved the mailbox: failed attempts in their name (lockout and the account's
    // login limit) no longer hold them back.
    await clearRateLimit(ctx, `login:account:${normaliseEmail(user.email)}`);
    return success(null, MSG.PASSWORD_RESET_DONE);
  });

  registerCall(app, UpdatePassword, async (req) => {
    const { body } = req;
    const user = req.auth.user;
    const existing = rawText(body, 'existingpassword');
    const newPassword = rawText(body, 'newpassword');
    if (body.confirmpassword !== undefined && rawText(body, 'confirmpassword') !== newPassword) {
      throw new ApiError(API_MSG.PASSWORDS_DO_NOT_MATCH);
    }
    await hitRateLimit(ctx, `password:account:${user.id}`, ctx.settings.rateLimit.loginPerAccount);
    if (!(await verifyPassword(user.password_hash, existing)))
      throw new ApiError(API_MSG.WRONG_CURRENT_PASSWORD);
    await changePassword(ctx, user, newPassword);
    await revokeUserSessions(ctx, user.id, req.auth.session.id);
    return success(null, API_MSG.PASSWORD_CHANGED);
  });
}
