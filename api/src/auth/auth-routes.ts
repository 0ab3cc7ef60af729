// Auth API (issue 4): login, logout, token check / refresh, password reset by e-mail,
// password change, profile update and the unregistered-reload (anonymous card) session.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MSG } from '@qcard/shared/contracts/envelope';
import type { AppContext } from '../app-context';
import { isoPlus } from '../app-context';
import { defineAction, recordRoute, type ActionRequest, type Access } from '../http/define-action';
import { API_MSG, ApiError, success } from '../http/envelope';
import { successEnvelopeSchema } from '../http/contract-checks';
import { rawText, text, validateScreen } from '../validation/validate-screen';
import { clearRateLimit, hitRateLimit } from './rate-limit';
import { assertCaptchaProvider } from './captcha';
import { createSession, revokeOtherFamilies, revokeSession, revokeUserSessions, rotateSession } from './sessions';
import { hashPassword, meetsPolicy, PASSWORD_HISTORY_SIZE, verifyPassword } from './passwords';
import { hashToken, newToken } from './token-hash';
import { toSessionUser } from './user-view';
import { toStateCode } from './us-states';
import type { UserRow } from '../db/schema';
import { AnonymousUser, DemoMailbox, TokenCheck, EndOtherSessions, ForgotPassword, Login, Logout, NewPassword, UpdatePassword, UpdateProfile, UserDetails, ValidateResetToken } from '@qcard/shared/contracts/auth-api';

let dummyHash: Promise<string> | null = null;
/** Verifies against a throw-away hash so unknown e-mails take as long as wrong passwords. */
async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('Dummy#Password1');
  await verifyPassword(await dummyHash, password);
}

export async function requireCaptcha(ctx: AppContext, body: Record<string, unknown>): Promise<void> {
  const payload = body.captcha ?? body.altcha;
  if (!(await ctx.captcha.verifyAndSpend(payload))) throw new ApiError(API_MSG.CAPTCHA_FAILED, { httpStatus: 400 });
}

function invalidCredentials(): ApiError {
  return new ApiError(API_MSG.INVALID_CREDENTIALS, { httpStatus: 401 });
}

/**
 * Claims one password check for the account, atomically (one UPDATE ... RETURNING, on SQLite and
 * PostgreSQL alike): the attempt is counted BEFORE the password is verified, and the statement
 * that counts the threshold-th attempt also locks. Concurrent attempts on any worker or instance
 * each get their own number, so no more than LOCKOUT_THRESHOLD passwords are ever checked per
 * lockout period. Returns the attempt's number, or null when the account is locked (no check).
 * A successful login resets the count.
 */
export async function claimLoginAttempt(ctx: AppContext, userId: number): Promise<number | null> {
  const now = ctx.clock();
  const nowIso = now.toISOString();
  const threshold = ctx.settings.lockoutThreshold;
  const lockedUntil = isoPlus(now, ctx.settings.lockoutMinutes * 60);
  // After an expired lock the count starts again at 1.
  const next = sql<number>`(case when locked_until is not null then 1 else failed_logins + 1 end)`;
  const row = await ctx.db
    .updateTable('users')
    .set({
      failed_logins: next,
      locked_until: sql<string | null>`case when ${next} >= ${threshold} then ${lockedUntil} else null end`,
    })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
    .returning('failed_logins')
    .executeTakeFirst();
  return row ? Number(row.failed_logins) : null;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function findUserByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  return ctx.db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

/** Sets a new password after the policy and history checks; records it in the history. */
export async function changePassword(ctx: AppContext, user: UserRow, newPassword: string): Promise<void> {
  if (!meetsPolicy(newPassword)) throw new ApiError(API_MSG.PASSWORD_POLICY, { httpStatus: 400 });
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
      throw new ApiError(API_MSG.PASSWORD_REUSED, { httpStatus: 400, params: [PASSWORD_HISTORY_SIZE] });
    }
  }
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now, failed_logins: 0, locked_until: null })
      .where('id', '=', user.id)
      .execute();
    await trx.insertInto('password_history').values({ user_id: user.id, password_hash: passwordHash, created_at: now }).execute();
  });
}

async function sendResetMail(req: ActionRequest<Access>, kind: 'requested' | 'resent'): Promise<void> {
  const { ctx, body } = req;
  // Captcha and input first: a request that fails them counts against nobody.
  await requireCaptcha(ctx, body);
  const email = text(body, 'email');
  validateScreen(ctx.config, 'forgot_password', { email });
  await hitRateLimit(ctx, `reset:ip:${req.ip}`, ctx.settings.rateLimit.resetPerIp);
  await hitRateLimit(ctx, `reset:account:${normaliseEmail(email)}`, ctx.settings.rateLimit.resetPerIp);
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
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
  try {
    await ctx.mailer.send({
      to: user.email,
      kind: 'password-reset',
      subject: kind === 'resent' ? 'Your Q Card password reset link (resent)' : 'Reset your Q Card password',
      text:
        `Hello ${user.first_name},\n\nWe received a request to reset the password of your Q Card account.\n` +
        `Open this link within ${minutes} minutes to choose a new password:\n\n${link}\n\n` +
        `If you did not ask for this, ignore this e-mail; your password stays unchanged.\n\nQ Card, Regional Transit Authority`,
      html:
        `<p>Hello ${escapeHtml(user.first_name)},</p><p>We received a request to reset the password of your Q Card account.</p>` +
        `<p><a href="${escapeHtml(link)}">Choose a new password</a> (valid for ${minutes} minutes).</p>` +
        `<p>If you did not ask for this, ignore this e-mail; your password stays unchanged.</p><p>Q Card, Regional Transit Authority</p>`,
    });
  } catch (e) {
    ctx.log.error({ err: e }, 'password reset mail failed');
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

async function liveResetToken(ctx: AppContext, token: string) {
  if (!token || token.length > 200) return null;
  const row = await ctx.db.selectFrom('reset_tokens').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!row || row.used_at || row.expires_at <= ctx.nowIso()) return null;
  return row;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  assertCaptchaProvider(ctx.config);
  app.get(`${ctx.settings.apiBase}/captcha/challenge`, async (_request, reply) => {
    const challenge = await ctx.captcha.challenge();
    return reply.header('Cache-Control', 'no-store').send(challenge);
  });
  recordRoute({ method: 'GET', path: '/captcha/challenge', action: null, functions: [], access: 'public', summary: 'ALTCHA challenge (raw JSON for the widget challengeurl)', schema: null });

  defineAction(app, ctx, {
    path: '/user/authenticate',
    action: 'USER_MANAGEMENT',
    fn: 'login',
    access: 'public',
    summary: 'Log in with username (e-mail), password and captcha; token in X-Auth-Token',
    schema: Login,
    handler: async (req) => {
      const { body } = req;
      // Captcha and input checks before any counter: requests that fail them count against
      // nobody, so locking an owner out costs a solved captcha per attempt.
      await requireCaptcha(ctx, body);
      const username = text(body, 'username');
      const password = rawText(body, 'password').trim();
      if (!username || !password || username.length > 254 || password.length > 200) throw invalidCredentials();
      await hitRateLimit(ctx, `login:ip:${req.ip}`, ctx.settings.rateLimit.loginPerIp);
      await hitRateLimit(ctx, `login:account:${normaliseEmail(username)}`, ctx.settings.rateLimit.loginPerAccount);
      const user = await findUserByEmail(ctx, username);
      // A locked account answers exactly as an unknown one (401 after a password check's time):
      // a distinct answer would tell which e-mails have accounts. The owner's way out is the reset mail.
      const attempt = user ? await claimLoginAttempt(ctx, user.id) : null;
      if (!user || attempt === null) {
        await burnPasswordCheck(password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(user.password_hash, password))) throw invalidCredentials();
      await ctx.db.updateTable('users').set({ failed_logins: 0, locked_until: null }).where('id', '=', user.id).execute();
      const { token } = await createSession(ctx, { userId: user.id, ip: req.ip, userAgent: req.userAgent });
      req.setToken(token);
      return success(await toSessionUser(ctx, user));
    },
  });

  defineAction(app, ctx, {
    path: '/user/logout',
    action: 'USER_MANAGEMENT',
    fn: 'logout',
    access: 'session',
    summary: 'End the login: every token of it (rotated ones included)',
    schema: Logout,
    handler: async (req) => {
      await revokeSession(ctx, req.auth.session);
      return success(null);
    },
  });

  defineAction(app, ctx, {
    path: '/user/endOtherSessions',
    action: 'USER_MANAGEMENT',
    fn: 'end_other_sessions',
    access: 'authenticated',
    summary: "End every login of the user but the caller's (account page); data {ended: number of logins}",
    schema: EndOtherSessions,
    handler: async (req) => {
      const ended = await revokeOtherFamilies(ctx, req.auth.user.id, req.auth.session);
      return success({ ended });
    },
  });

  defineAction(app, ctx, {
    path: '/user/details',
    action: 'USER_MANAGEMENT',
    fn: 'user_details',
    access: 'authenticated',
    summary: 'The signed-in user',
    schema: UserDetails,
    handler: async (req) => success(await toSessionUser(ctx, req.auth.user)),
  });

  for (const [path, fn] of [
    ['/user/isTokenValid', 'is_token_valid'],
    ['/user/refreshtoken', 'refresh_token'],
  ] as const) {
    defineAction(app, ctx, {
      path,
      action: 'USER_MANAGEMENT',
      fn,
      access: 'session',
      summary: 'Check the token, rotate it and extend its validity; new token in X-Auth-Token (invalid: ERROR 464)',
      schema: TokenCheck,
      handler: async (req) => {
        const { token, session } = await rotateSession(ctx, req.auth.session, req.ip, req.userAgent);
        req.setToken(token);
        const user = req.auth.user ? await toSessionUser(ctx, req.auth.user) : null;
        return success({
          valid: true,
          anonymous: req.auth.user === null,
          cardSerialNo: req.auth.anonymousSerial,
          expiresAt: session.expires_at,
          user,
        });
      },
    });
  }

  defineAction(app, ctx, {
    path: '/user/forgotpassword',
    action: 'USER_MANAGEMENT',
    fn: 'forgot_password',
    access: 'public',
    summary: 'Mail a reset link (captcha); same answer whether the e-mail exists or not; never returns the token',
    schema: ForgotPassword,
    handler: async (req) => {
      await sendResetMail(req, 'requested');
      return success(null, MSG.RESET_LINK_REQUESTED);
    },
  });

  defineAction(app, ctx, {
    path: '/user/resendlink',
    action: 'USER_MANAGEMENT',
    fn: 'resend_link',
    access: 'public',
    summary: 'Mail a fresh reset link (captcha); same answer whether the e-mail exists or not',
    schema: ForgotPassword,
    handler: async (req) => {
      await sendResetMail(req, 'resent');
      return success(null, MSG.RESET_LINK_RESENT);
    },
  });

  defineAction(app, ctx, {
    path: '/user/validateResetToken',
    action: 'USER_MANAGEMENT',
    fn: 'validate_reset_token',
    access: 'public',
    summary: 'Is this reset token usable? (ERROR 406 if not)',
    schema: ValidateResetToken,
    handler: async (req) => {
      const row = await liveResetToken(ctx, text(req.body, 'token'));
      if (!row) throw new ApiError(MSG.INVALID_RESET_LINK, { httpStatus: 400 });
      return success({ valid: true, expiresAt: row.expires_at });
    },
  });

  defineAction(app, ctx, {
    path: '/user/newpassword',
    action: 'USER_MANAGEMENT',
    fn: 'new_password',
    access: 'public',
    summary: 'Set a new password with a reset token; revokes every session',
    schema: NewPassword,
    handler: async (req) => {
      const { body } = req;
      const row = await liveResetToken(ctx, text(body, 'token'));
      if (!row) throw new ApiError(MSG.INVALID_RESET_LINK, { httpStatus: 400 });
      const newPassword = rawText(body, 'newpassword');
      const confirm = rawText(body, 'confirmpassword');
      if (newPassword !== confirm) throw new ApiError(API_MSG.PASSWORDS_DO_NOT_MATCH, { httpStatus: 400 });
      const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirstOrThrow();
      await changePassword(ctx, user, newPassword);
      const now = ctx.nowIso();
      // Single use: this token and every other open token of the user end here.
      await ctx.db.updateTable('reset_tokens').set({ used_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
      await revokeUserSessions(ctx, user.id);
      // The owner proved the mailbox: failed attempts in their name (lockout and the account's
      // login limit) no longer hold them back.
      await clearRateLimit(ctx, `login:account:${normaliseEmail(user.email)}`);
      return success(null, MSG.PASSWORD_RESET_DONE);
    },
  });

  defineAction(app, ctx, {
    path: '/user/updatepassword',
    action: 'USER_MANAGEMENT',
    fn: 'update_password',
    access: 'authenticated',
    summary: 'Change password (existingpassword, newpassword); revokes the user’s other sessions',
    schema: UpdatePassword,
    handler: async (req) => {
      const { body } = req;
      const user = req.auth.user;
      const existing = rawText(body, 'existingpassword');
      const newPassword = rawText(body, 'newpassword');
      if (body.confirmpassword !== undefined && rawText(body, 'confirmpassword') !== newPassword) {
        throw new ApiError(API_MSG.PASSWORDS_DO_NOT_MATCH, { httpStatus: 400 });
      }
      await hitRateLimit(ctx, `password:account:${user.id}`, ctx.settings.rateLimit.loginPerAccount);
      if (!(await verifyPassword(user.password_hash, existing))) throw new ApiError(API_MSG.WRONG_CURRENT_PASSWORD, { httpStatus: 400 });
      await changePassword(ctx, user, newPassword);
      await revokeUserSessions(ctx, user.id, req.auth.session.id);
      return success(null, API_MSG.PASSWORD_CHANGED);
    },
  });

  defineAction(app, ctx, {
    path: '/user/updateprofile',
    action: 'USER_MANAGEMENT',
    fn: 'update_profile',
    access: 'authenticated',
    summary: 'Update address and phone of the signed-in user',
    schema: UpdateProfile,
    handler: async (req) => {
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
      validateScreen(ctx.config, 'update_profile', values);
      if (!state) throw new ApiError(API_MSG.VALIDATION_FAILED, { httpStatus: 400, params: ['State is not valid'] });
      await ctx.db
        .updateTable('users')
        .set({
          address1: values.address1,
          address2: values.address2,
          town: values.city,
          state,
          zipcode: values.zipcode,
          phone: values.phonenumber,
          updated_at: ctx.nowIso(),
        })
        .where('id', '=', req.auth.user.id)
        .execute();
      const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', req.auth.user.id).executeTakeFirstOrThrow();
      return success(await toSessionUser(ctx, user), API_MSG.PROFILE_UPDATED);
    },
  });

  defineAction(app, ctx, {
    path: '/user/anonymoususer',
    action: 'USER_MANAGEMENT',
    fn: 'anonymous_user',
    access: 'public',
    summary: 'Unregistered reload: a session scoped to one active card that no account or company owns',
    schema: AnonymousUser,
    handler: async (req) => {
      const { body } = req;
      await requireCaptcha(ctx, body);
      const serial = text(body, 'cardSerialNo') || text(body, 'cardnumber');
      const email = text(body, 'email');
      validateScreen(ctx.config, 'unreg_recharge', { cardSerialNo: serial, email }, ['cardSerialNo', 'email']);
      await hitRateLimit(ctx, `anonymous:ip:${req.ip}`, ctx.settings.rateLimit.anonymousPerIp);
      const card = await ctx.db.selectFrom('cards').selectAll().where('serial', '=', serial).executeTakeFirst();
      if (!card || card.status !== 'InCirculation' || card.owner_user_id !== null || card.company_id !== null) {
        throw new ApiError(API_MSG.CARD_NOT_ELIGIBLE, { httpStatus: 400 });
      }
      const { token } = await createSession(ctx, {
        anonymousCardSerial: card.serial,
        anonymousEmail: email ? normaliseEmail(email) : null,
        ip: req.ip,
        userAgent: req.userAgent,
      });
      req.setToken(token);
      return success({ anonymous: true, cardSerialNo: card.serial, email: email || null });
    },
  });

  // Demo only (DEMO=1, see hardening/demo-mode.ts): anyone could read every reset link here.
  if (ctx.settings.demo) {
    app.get(`${ctx.settings.apiBase}/demo/mailbox`, { schema: { response: { 200: successEnvelopeSchema(DemoMailbox.response) } } }, async (_request, reply) => {
      const mails = await ctx.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(100).execute();
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
    });
    recordRoute({ method: 'GET', path: '/demo/mailbox', action: null, functions: [], access: 'public', summary: 'Demo only (DEMO=1): sent mail, newest first', schema: DemoMailbox });
  }
}
