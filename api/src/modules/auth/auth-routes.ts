// Auth API: signing in and out, the token check / refresh and the unregistered-reload
// (anonymous card) session. Password calls are in password-routes.ts, the account's own calls
// in account-routes.ts; registerAuthRoutes registers all three.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  AnonymousUser,
  Login,
  Logout,
  IsTokenValid,
  RefreshToken,
} from '@qcard/contracts/auth-contracts';
import type { AppContext } from '../../app-context';
import { isoPlus } from '../../app-context';
import { recordRoute } from '../../platform/http/route-table';
import { registerCall } from '../../platform/http/call-routes';
import { API_MSG, ApiError, success } from '../../platform/http/envelope';
import { rawText, text, validateScreen } from '../../platform/validation/validate-screen';
import { registerAccountRoutes } from './account-routes';
import { assertCaptchaProvider } from '../../platform/http/captcha';
import { hashPassword, verifyPassword } from './passwords';
import { registerPasswordRoutes } from './password-routes';
import { pendingSignUp, registerSignUpRoutes } from './sign-up-routes';
import { hitRateLimit } from '../../platform/http/rate-limit';
import { createSession, revokeSession, rotateSession } from '../../platform/http/sessions';
import { findUserByEmail, normaliseEmail } from '../../platform/validation/user-lookup';
import { toSessionUser } from './user-view';

let dummyHash: Promise<string> | null = null;
/** Verifies against a throw-away hash so unknown e-mails take as long as wrong passwords. */
async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('Dummy#Password1');
  await verifyPassword(await dummyHash, password);
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
      locked_until: sql<
        string | null
      >`case when ${next} >= ${threshold} then ${lockedUntil} else null end`,
    })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
    .returning('failed_logins')
    .executeTakeFirst();
  return row ? Number(row.failed_logins) : null;
}

export function registerAuthRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  assertCaptchaProvider(ctx.config);
  app.get(`${ctx.settings.apiBase}/captcha/challenge`, async (_request, reply) => {
    const challenge = await ctx.captcha.challenge();
    return reply.header('Cache-Control', 'no-store').send(challenge);
  });
  recordRoute({
    method: 'GET',
    path: '/captcha/challenge',
    action: null,
    functions: [],
    access: 'public',
    summary: 'ALTCHA challenge (raw JSON for the widget challengeurl)',
    schema: null,
  });

  registerCall(app, Login, async (req) => {
    const { body } = req;
    // Input checks before any counter (the captcha is already spent): requests that fail them
    // count against nobody, so locking an owner out costs a solved captcha per attempt.
    const username = text(body, 'username');
    const password = rawText(body, 'password').trim();
    if (!username || !password || username.length > 254 || password.length > 200)
      throw invalidCredentials();
    await hitRateLimit(ctx, `login:ip:${req.ip}`, ctx.settings.rateLimit.loginPerIp);
    await hitRateLimit(
      ctx,
      `login:account:${normaliseEmail(username)}`,
      ctx.settings.rateLimit.loginPerAccount,
    );
    const user = await findUserByEmail(ctx, username);
    // A locked account answers exactly as an unknown one (401 after a password check's time):
    // a distinct answer would tell which e-mails have accounts. The owner's way out is the reset mail.
    const attempt = user ? await claimLoginAttempt(ctx, user.id) : null;
    if (!user) {
      // A sign-up still waiting for its link: the right password learns why it cannot log in
      // yet (docs/sign-up.md); anything else answers as an unknown e-mail, after one check as well.
      const pending = await pendingSignUp(ctx, username);
      if (pending && (await verifyPassword(pending.password_hash, password)))
        throw new ApiError(API_MSG.EMAIL_NOT_VERIFIED, { httpStatus: 403 });
      if (!pending) await burnPasswordCheck(password);
      throw invalidCredentials();
    }
    if (attempt === null) {
      await burnPasswordCheck(password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(user.password_hash, password))) throw invalidCredentials();
    await ctx.db
      .updateTable('users')
      .set({ failed_logins: 0, locked_until: null })
      .where('id', '=', user.id)
      .execute();
    const { token } = await createSession(ctx, {
      userId: user.id,
      ip: req.ip,
      userAgent: req.userAgent,
    });
    req.setToken(token);
    return success(await toSessionUser(ctx, user));
  });

  registerCall(app, Logout, async (req) => {
    await revokeSession(ctx, req.auth.session);
    return success(null);
  });

  for (const contract of [IsTokenValid, RefreshToken]) {
    registerCall(app, contract, async (req) => {
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
    });
  }

  registerCall(app, AnonymousUser, async (req) => {
    const { body } = req;
    const serial = text(body, 'cardSerialNo') || text(body, 'cardnumber');
    const email = text(body, 'email');
    validateScreen(ctx.config, 'unreg_recharge', { cardSerialNo: serial, email }, req.language, [
      'cardSerialNo',
      'email',
    ]);
    await hitRateLimit(ctx, `anonymous:ip:${req.ip}`, ctx.settings.rateLimit.anonymousPerIp);
    const card = await ctx.db
      .selectFrom('cards')
      .selectAll()
      .where('serial', '=', serial)
      .executeTakeFirst();
    // A card on a rider's account is still reloadable by its serial (docs/my-cards.md); a company's is not.
    if (!card || card.status !== 'InCirculation' || card.company_id !== null) {
      throw new ApiError(API_MSG.CARD_NOT_ELIGIBLE);
    }
    const { token } = await createSession(ctx, {
      anonymousCardSerial: card.serial,
      anonymousEmail: email ? normaliseEmail(email) : null,
      ip: req.ip,
      userAgent: req.userAgent,
    });
    req.setToken(token);
    return success({ anonymous: true, cardSerialNo: card.serial, email: email || null });
  });

  registerPasswordRoutes(app);
  registerSignUpRoutes(app);
  registerAccountRoutes(app);
}
