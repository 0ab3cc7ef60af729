// Self sign-up (docs/sign-up.md): a visitor signs up with e-mail, name and
// password; the account exists only once the link mailed to that address is opened. The form
// answers the same whether or not the address has an account: an existing owner gets a mail
// pointing to the password reset instead, so only the mailbox learns which case it was.
import type { FastifyInstance } from 'fastify';
import { ResendVerification, SignUp, VerifyEmail } from '@qcard/contracts/auth-contracts';
import type { AppContext } from '../../app-context';
import { isoPlus } from '../../app-context';
import type { SignUpRow, UserRow } from '../../platform/db/schema';
import { registerCall, type CallRequest } from '../../platform/http/call-routes';
import { API_MSG, ApiError, success } from '../../platform/http/envelope';
import { isLanguage, type Language } from '../../platform/i18n/request-language';
import { mayMailRecipient } from '../../platform/mail/recipient-budget';
import {
  renderAlreadyRegisteredMail,
  renderVerifyMail,
} from '../../platform/mail/templates/sign-up';
import { rawText, text, validateScreen } from '../../platform/validation/validate-screen';
import { hashPassword, meetsPolicy } from './passwords';
import { hitRateLimit } from '../../platform/http/rate-limit';
import { hashToken, newToken } from '../../platform/http/token-hash';
import { findUserByEmail, normaliseEmail } from '../../platform/validation/user-lookup';

/**
 * Sign-up and resend share one budget per IP, as forgot password and resend do. The address's
 * own budget is the recipient's, counted per mail and silent (mail/recipient-budget.ts).
 */
const hitSignUpLimits = (ctx: AppContext, ip: string) =>
  hitRateLimit(ctx, `signup:ip:${ip}`, ctx.settings.rateLimit.resetPerIp);

/** The newest sign-up of `email` still waiting for its link (expired or not), if any. */
export async function pendingSignUp(
  ctx: AppContext,
  email: string,
): Promise<SignUpRow | undefined> {
  return ctx.db
    .selectFrom('sign_ups')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Housekeeping: sign-ups whose link ran out more than a day ago are of no use to anyone (opened ones are in users). */
export async function purgeOldSignUps(ctx: AppContext): Promise<void> {
  const cutoff = new Date(ctx.clock().getTime() - 86400 * 1000).toISOString();
  await ctx.db.deleteFrom('sign_ups').where('expires_at', '<', cutoff).execute();
}

async function mailVerifyLink(
  ctx: AppContext,
  req: CallRequest<'public'>,
  details: Omit<SignUpRow, 'id' | 'token_hash' | 'created_at' | 'expires_at' | 'used_at'>,
): Promise<void> {
  // Over the address's budget nothing changes: the earlier link keeps working.
  if (!(await mayMailRecipient(ctx, details.email, 'sign-up-verify'))) return;
  const token = newToken();
  const now = ctx.clock();
  // Valid as long as a password reset link.
  const minutes = ctx.settings.resetTokenMinutes;
  await ctx.db.transaction().execute(async (trx) => {
    // Only the newest link of an address works: a resend makes the earlier ones useless.
    await trx
      .updateTable('sign_ups')
      .set({ used_at: now.toISOString() })
      .where('email', '=', details.email)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('sign_ups')
      .values({
        ...details,
        token_hash: hashToken(token),
        created_at: now.toISOString(),
        expires_at: isoPlus(now, minutes * 60),
        used_at: null,
      })
      .execute();
  });
  const language: Language = isLanguage(details.language) ? details.language : req.language;
  const link = `${req.origin}/verify-email?token=${encodeURIComponent(token)}`;
  try {
    await ctx.mailer.send({
      to: details.email,
      kind: 'sign-up-verify',
      language,
      ...renderVerifyMail(language, details.first_name, link, minutes),
    });
  } catch (e) {
    ctx.log.error({ err: e }, 'sign-up verification mail failed');
  }
}

async function mailAlreadyRegistered(
  ctx: AppContext,
  req: CallRequest<'public'>,
  user: UserRow,
): Promise<void> {
  if (!(await mayMailRecipient(ctx, user.email, 'sign-up-existing'))) return;
  const language: Language = isLanguage(user.language) ? user.language : req.language;
  try {
    await ctx.mailer.send({
      to: user.email,
      kind: 'sign-up-existing',
      language,
      ...renderAlreadyRegisteredMail(language, user.first_name, `${req.origin}/forgot-password`),
    });
  } catch (e) {
    ctx.log.error({ err: e }, 'sign-up existing-account mail failed');
  }
}

export function registerSignUpRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerCall(app, SignUp, async (req) => {
    const { body } = req;
    // Input first (the captcha is already spent): a request that fails it counts against nobody.
    const email = text(body, 'email');
    const firstName = text(body, 'firstName');
    const lastName = text(body, 'lastName');
    const password = rawText(body, 'password');
    const confirm = rawText(body, 'confirmpassword');
    validateScreen(
      ctx.config,
      'sign_up',
      { email, firstName, lastName, password, confirmpassword: confirm },
      req.language,
    );
    if (!meetsPolicy(password)) throw new ApiError(API_MSG.PASSWORD_POLICY);
    if (password !== confirm) throw new ApiError(API_MSG.PASSWORDS_DO_NOT_MATCH);
    await hitSignUpLimits(ctx, req.ip);
    // Hashed in both cases so a known address answers in about the same time as a new one.
    const passwordHash = await hashPassword(password);
    const user = await findUserByEmail(ctx, email);
    const language = req.language;
    if (user) await mailAlreadyRegistered(ctx, req, user);
    else
      await mailVerifyLink(ctx, req, {
        email: normaliseEmail(email),
        first_name: firstName,
        last_name: lastName,
        password_hash: passwordHash,
        language,
      });
    return success(null, API_MSG.SIGN_UP_REQUESTED);
  });

  registerCall(app, ResendVerification, async (req) => {
    const email = text(req.body, 'email');
    validateScreen(ctx.config, 'forgot_password', { email }, req.language);
    await hitSignUpLimits(ctx, req.ip);
    const pending = await pendingSignUp(ctx, email);
    if (pending && !(await findUserByEmail(ctx, email))) {
      await mailVerifyLink(ctx, req, {
        email: pending.email,
        first_name: pending.first_name,
        last_name: pending.last_name,
        password_hash: pending.password_hash,
        language: pending.language,
      });
    }
    return success(null, API_MSG.VERIFY_LINK_RESENT);
  });

  registerCall(app, VerifyEmail, async (req) => {
    const token = text(req.body, 'token');
    const invalid = () => new ApiError(API_MSG.INVALID_VERIFY_LINK);
    if (!token || token.length > 200) throw invalid();
    const row = await ctx.db
      .selectFrom('sign_ups')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    const now = ctx.nowIso();
    if (!row || row.used_at || row.expires_at <= now) throw invalid();
    const opened = await ctx.db.transaction().execute(async (trx) => {
      // Claiming the row first makes the link single-use even when opened twice at once.
      const claim = await trx
        .updateTable('sign_ups')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', row.email)
        .executeTakeFirst();
      if (taken) return false;
      const user = await trx
        .insertInto('users')
        .values({
          email: row.email,
          password_hash: row.password_hash,
          first_name: row.first_name,
          last_name: row.last_name,
          address1: '',
          address2: '',
          town: '',
          state: '',
          zipcode: '',
          phone: '',
          is_sponsor: 0,
          company_id: null,
          locked_until: null,
          password_changed_at: now,
          created_at: now,
          updated_at: now,
          language: row.language,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('password_history')
        .values({ user_id: user.id, password_hash: row.password_hash, created_at: now })
        .execute();
      await trx
        .updateTable('sign_ups')
        .set({ used_at: now })
        .where('email', '=', row.email)
        .where('used_at', 'is', null)
        .execute();
      return true;
    });
    if (!opened) throw invalid();
    return success(null, API_MSG.EMAIL_VERIFIED);
  });
}
