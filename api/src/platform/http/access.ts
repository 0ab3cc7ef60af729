// Who is calling (the session behind a bearer token), and whether it may use a call of a given
// access level (shared/contracts/src/call.ts).
import type { FastifyRequest } from 'fastify';
import { MSG } from '@qcard/contracts/envelope';
import type { Access } from '@qcard/contracts/call';
import type { AppContext } from '../../app-context';
import type { SessionRow, UserRow } from '../db/schema';
import { findSession, touchSession } from './sessions';
import { isDatabaseUnavailable } from './database-unavailable';
import { API_MSG, ApiError } from './envelope';
import { applyUserLanguage } from '../i18n/request-language';

export type { Access };

export interface AuthInfo {
  token: string;
  session: SessionRow;
  user: UserRow | null;
  /** Card serial the anonymous session is scoped to (null for registered users). */
  anonymousSerial: string | null;
}
export interface UserAuth extends AuthInfo {
  user: UserRow;
  anonymousSerial: null;
}
export interface AnonymousAuth extends AuthInfo {
  user: null;
  anonymousSerial: string;
}

export type AuthFor<A extends Access> = A extends 'public'
  ? AuthInfo | null
  : A extends 'session'
    ? AuthInfo
    : A extends 'anonymousCard'
      ? AnonymousAuth
      : UserAuth;

export type JsonBody = Record<string, unknown>;

export function bearerToken(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (typeof h !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m?.[1] ?? null;
}

async function resolveAuth(ctx: AppContext, request: FastifyRequest): Promise<AuthInfo | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const found = await findSession(ctx, token);
  if (!found) return null;
  return {
    token,
    session: found.session,
    user: found.user,
    anonymousSerial: found.session.anonymous_card_serial,
  };
}

function sessionInvalid(): ApiError {
  return new ApiError(MSG.SESSION_INVALID, { httpStatus: 401 });
}

function denied(): ApiError {
  return new ApiError(API_MSG.ACCESS_DENIED, { httpStatus: 403 });
}

/** Access check; returns the auth info typed for the access level, or throws. */
export async function checkAccess<A extends Access>(
  ctx: AppContext,
  request: FastifyRequest,
  access: A,
): Promise<AuthFor<A>> {
  const auth = await resolveAuth(ctx, request);
  // A request whose Accept-Language names no language of ours answers in the user's choice.
  if (auth?.user) applyUserLanguage(request, auth.user.language);
  if (access === 'public') return auth as AuthFor<A>;
  if (!auth) throw sessionInvalid();
  // "Last seen" is bookkeeping: a store that cannot write must not refuse a read for it.
  await touchSession(ctx, auth.session).catch((err: unknown) => {
    if (!isDatabaseUnavailable(err)) throw err;
    request.log.warn({ err }, 'session last-seen not written: database unavailable');
  });
  switch (access) {
    case 'session':
      break;
    case 'anonymousCard':
      if (!auth.anonymousSerial || auth.user) throw denied();
      break;
    case 'authenticated':
      if (!auth.user) throw denied();
      break;
    case 'patron':
      if (!auth.user || auth.user.is_sponsor) throw denied();
      break;
    case 'sponsor':
      if (!auth.user || !auth.user.is_sponsor || auth.user.company_id === null) throw denied();
      break;
    default:
      throw denied();
  }
  return auth as AuthFor<A>;
}
