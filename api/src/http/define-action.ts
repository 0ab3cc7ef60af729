// defineAction(): the one way to add an API call. It registers POST <API_BASE><path>,
// accepts both call styles of SPEC section 7 (optional body fields action, function,
// version: 1), checks access BEFORE the handler runs, wraps the result in the envelope,
// and records the route in routeTable (a security test enumerates it). Each call has one
// contract (shared/src/contracts, docs/api-contracts.md): its body is checked against the
// contract's request schema, whichever call style reached it, and its SUCCESS envelope is
// serialized with the response schema.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { Envelope } from '@qcard/shared/contracts/envelope';
import { MSG } from '@qcard/shared/contracts/envelope';
import type { CallContract } from '@qcard/shared/contracts/schema-parts';
import type { AppContext } from '../app-context';
import type { SessionRow, UserRow } from '../db/schema';
import { findSession, touchSession } from '../auth/sessions';
import { isDatabaseUnavailable } from './database-unavailable';
import { API_MSG, ApiError, catalogueText, success } from './envelope';
import { contractChecks, dispatcherContract, successEnvelopeSchema } from './contract-checks';
import { AUTH_TOKEN_HEADER } from '@qcard/shared/contracts/api-codes';
import { applyUserLanguage } from '../i18n/request-language';
import { strangerView } from '../hardening/stranger-view';

/**
 * public: anyone (a valid token, if sent, is still resolved into `auth`).
 * session: any valid session, registered or the unregistered-reload (anonymous card) one.
 * authenticated: a registered user (patron or sponsor).
 * patron: a registered user whose sponsor flag is false.
 * sponsor: a registered user whose sponsor flag is true (and who belongs to a company).
 * anonymousCard: the unregistered-reload session made by /user/anonymoususer.
 */
export type Access = 'public' | 'session' | 'authenticated' | 'patron' | 'sponsor' | 'anonymousCard';

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

export interface ActionRequest<A extends Access> {
  ctx: AppContext;
  body: JsonBody;
  auth: AuthFor<A>;
  ip: string;
  /** Origin for links in e-mails: PUBLIC_ORIGIN (or the listening address in development), never a request header. */
  origin: string;
  userAgent: string | null;
  /** Sends a (new) session token in the X-Auth-Token response header. */
  setToken(token: string): void;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns an envelope (use success()) whose data is the contract's response, or throws ApiError. */
export type ActionHandler<A extends Access, C extends CallContract = CallContract> = (req: ActionRequest<A>) => Promise<Envelope<Static<C['response']>>>;

export interface ActionDefinition<A extends Access, C extends CallContract> {
  /** Path under API_BASE, e.g. '/user/authenticate'. */
  path: string;
  /** SPEC action name, e.g. 'USER_MANAGEMENT'. */
  action: string;
  /** SPEC function name(s), e.g. 'login' or ['submit_order', 'rs_submit_order']. */
  fn: string | string[];
  access: A;
  /** Short human description for the route table. */
  summary?: string;
  /** The call's contract from shared/src/contracts: request body and SUCCESS data. */
  schema: C;
  handler: ActionHandler<A, C>;
}

export interface RouteTableEntry {
  method: 'GET' | 'POST';
  /** Path under API_BASE. */
  path: string;
  action: string | null;
  functions: string[];
  access: Access;
  summary: string;
  /** The call's contract; null only for routes that answer something other than the JSON envelope (NON_JSON_ROUTES). */
  schema: CallContract | null;
}

/** Every API route registered through defineAction() or recordRoute(), keyed by method + path. */
export const routeTable = new Map<string, RouteTableEntry>();

/**
 * Routes that answer something other than the JSON envelope, so have no call contract, each with
 * the reason. Every other route in routeTable has one (a test holds this).
 */
export const NON_ENVELOPE_ROUTES: Readonly<Record<string, string>> = {
  'GET /captcha/challenge': "The ALTCHA challenge as the widget's challengeurl expects it, not an envelope",
  'GET /docs': 'The OpenAPI document itself',
  'GET /events': 'A text/event-stream of server-sent events (live status), not an envelope',
};

export function recordRoute(entry: RouteTableEntry): void {
  routeTable.set(`${entry.method} ${entry.path}`, entry);
}

export function listRoutes(): RouteTableEntry[] {
  return [...routeTable.values()].sort((a, b) => a.path.localeCompare(b.path));
}

export const AUTH_HEADER_OUT = AUTH_TOKEN_HEADER;

export function bearerToken(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (typeof h !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m?.[1] ?? null;
}

/**
 * The one trusted origin for links (PUBLIC_ORIGIN, or the listening address in development).
 * Never the request's Host or X-Forwarded-Host: a forged header would put an attacker's site
 * in a mailed reset link.
 */
export function trustedOrigin(ctx: AppContext): string {
  return ctx.settings.publicOrigin;
}

async function resolveAuth(ctx: AppContext, request: FastifyRequest): Promise<AuthInfo | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const found = await findSession(ctx, token);
  if (!found) return null;
  return { token, session: found.session, user: found.user, anonymousSerial: found.session.anonymous_card_serial };
}

function sessionInvalid(): ApiError {
  return new ApiError(MSG.SESSION_INVALID, { httpStatus: 401 });
}

function denied(): ApiError {
  return new ApiError(API_MSG.ACCESS_DENIED, { httpStatus: 403 });
}

/** Access check; returns the auth info typed for the access level, or throws. */
export async function checkAccess<A extends Access>(ctx: AppContext, request: FastifyRequest, access: A): Promise<AuthFor<A>> {
  const auth = await resolveAuth(ctx, request);
  // A request whose Accept-Language names no language of ours answers in the user's choice.
  if (auth?.user) applyUserLanguage(request, auth.user.language);
  if (access === 'public') return auth as AuthFor<A>;
  if (!auth) throw sessionInvalid();
  // "Last seen" is bookkeeping: a store that cannot write (full disk, read-only, locked) must not
  // refuse a read for it. Not written, the session may end idle up to that much early.
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

type Runner = (request: FastifyRequest, reply: FastifyReply, body: JsonBody) => Promise<Envelope<unknown>>;

/** (action, function) → runner, for the single-endpoint call style. */
const dispatchTables = new WeakMap<FastifyInstance, Map<string, Runner>>();

function dispatchKey(action: string, fn: string): string {
  return `${action.toUpperCase()}/${fn.toLowerCase()}`;
}

function normaliseBody(raw: unknown): JsonBody {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ApiError(API_MSG.MALFORMED_REQUEST, { httpStatus: 400 });
  }
  const body = raw as JsonBody;
  if (body.version !== undefined && body.version !== null && Number(body.version) !== 1) {
    throw new ApiError(API_MSG.MALFORMED_REQUEST, { httpStatus: 400, message: catalogueText('UNSUPPORTED_VERSION') });
  }
  return body;
}

export function defineAction<A extends Access, C extends CallContract>(app: FastifyInstance, ctx: AppContext, def: ActionDefinition<A, C>): void {
  const functions = Array.isArray(def.fn) ? def.fn : [def.fn];
  const fullPath = `${ctx.settings.apiBase}${def.path}`;
  const checks = contractChecks(def.path, def.schema);
  const run: Runner = async (request, reply, body) => {
    // Access first: a caller without the right session learns nothing about the body's shape.
    const auth = await checkAccess(ctx, request, def.access);
    checks.checkBody(body);
    const req: ActionRequest<A> = {
      ctx,
      body,
      auth,
      ip: request.ip,
      origin: trustedOrigin(ctx),
      userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
      setToken: (token) => {
        reply.header(AUTH_HEADER_OUT, token);
      },
      request,
      reply,
    };
    const answer = await def.handler(req);
    // Every answer to a serial-only session, whichever route gave it, is the stranger view.
    const envelope = auth?.anonymousSerial && !auth.user ? { ...answer, data: strangerView(answer.data) } : answer;
    checks.checkAnswer(envelope);
    return envelope;
  };
  const envelopeSchema = successEnvelopeSchema(def.schema.response);
  app.post(fullPath, { schema: { response: { 200: envelopeSchema } } }, async (request, reply) => {
    const envelope = await run(request, reply, normaliseBody(request.body));
    return reply.send(envelope);
  });
  let table = dispatchTables.get(app);
  if (!table) {
    table = new Map();
    dispatchTables.set(app, table);
  }
  // The dispatcher serializes the target's answer with the target's response schema.
  const dispatched: Runner = async (request, reply, body) => {
    const envelope = await run(request, reply, body);
    reply.serializer((payload: unknown) => (reply.statusCode === 200 ? reply.serializeInput(payload as Record<string, unknown>, envelopeSchema) : JSON.stringify(payload)));
    return envelope;
  };
  for (const fn of functions) table.set(dispatchKey(def.action, fn), dispatched);
  recordRoute({ method: 'POST', path: def.path, action: def.action, functions, access: def.access, summary: def.summary ?? '', schema: def.schema });
}

/**
 * The first call style of SPEC section 7: POST <API_BASE>/action with {action, function,
 * version: 1, ...payload} runs the same handler (and the same access check) as the
 * action's own path.
 */
export function registerDispatcher(app: FastifyInstance, ctx: AppContext): void {
  const path = '/action';
  app.post(`${ctx.settings.apiBase}${path}`, async (request, reply) => {
    const body = normaliseBody(request.body);
    const action = typeof body.action === 'string' ? body.action : '';
    const fn = typeof body.function === 'string' ? body.function : '';
    const runner = dispatchTables.get(app)?.get(dispatchKey(action, fn));
    if (!runner) throw new ApiError(API_MSG.UNKNOWN_PATH, { httpStatus: 404, message: catalogueText('UNKNOWN_ACTION', action, fn) });
    return reply.send(await runner(request, reply, body));
  });
  recordRoute({
    method: 'POST',
    path,
    action: null,
    functions: [],
    access: 'public',
    summary: "Dispatch by {action, function}; the target route applies its own access and its own contract",
    schema: dispatcherContract,
  });
}

export { success };
