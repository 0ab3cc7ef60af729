// registerCall(): each contract of shared/contracts/src becomes a Fastify route: the body checked
// against its schema, the SUCCESS envelope serialized with the answer's. Access is the
// preValidation hook, so a caller without the right session learns nothing about the body's
// shape; a captcha is the preHandler. POST /action reaches the same calls by action and function.
import type { Language } from '../i18n/request-language';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import fastJson from 'fast-json-stringify';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type { Envelope } from '@qcard/contracts/envelope';
import { AUTH_TOKEN_HEADER } from '@qcard/contracts/api-codes';
import type { Access } from '@qcard/contracts/call';
import type { Contract } from '@qcard/contracts/schema-parts';
import { checkAccess, type AuthFor, type AuthInfo, type JsonBody } from './access';
import { API_MSG, ApiError, catalogueText, success } from './envelope';
import {
  contractChecks,
  dispatcherContract,
  fieldInvalid,
  forSerializer,
  successEnvelopeSchema,
} from './contract-checks';
import { recordRoute } from './route-table';
import { strangerView } from '../hardening/stranger-view';
import { requireCaptcha } from './require-captcha';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, resolved by the call's access hook (null: none, or not a call route). */
    auth: AuthInfo | null;
  }
  interface FastifyInstance {
    /** (action, function) → the call, for the single-endpoint call style. */
    callsByAction: Map<string, DispatchTarget>;
  }
}

export interface CallRequest<A extends Access, B = JsonBody> {
  body: B;
  auth: AuthFor<A>;
  ip: string;
  /** Origin for links in e-mails: PUBLIC_ORIGIN (or the listening address in development), never a request header. */
  origin: string;
  userAgent: string | null;
  /** The language the answer's texts are in (request-language.ts); a handler passes it on. */
  readonly language: Language;
  /** Sends a (new) session token in the X-Auth-Token response header. */
  setToken(token: string): void;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The body as the contract types it; the SPEC's aliases and the call-style fields may come along. */
type RequestOfContract<C extends Contract> = CallRequest<C['access'], Static<C['body']> & JsonBody>;
/** A handler returns an envelope (use success()) whose data is the contract's answer, or throws ApiError. */
export type CallHandler<C extends Contract> = (
  req: RequestOfContract<C>,
) => Promise<Envelope<Static<C['response']>>>;

type Runner = (request: FastifyRequest, reply: FastifyReply) => Promise<Envelope<unknown>>;
interface DispatchTarget {
  contract: Contract;
  checkBody(body: unknown): void;
  run: Runner;
  envelopeSchema: TSchema;
}

function dispatchKey(action: string, fn: string): string {
  return `${action.toUpperCase()}/${fn.toLowerCase()}`;
}

function schemaErrorFormatter(errors: FastifySchemaValidationError[]): Error {
  return fieldInvalid(errors[0]?.instancePath ?? '');
}

/** The call-style fields every call accepts: an object body, `version: 1` if any. */
function checkCallStyle(request: FastifyRequest): JsonBody {
  const raw = request.body;
  if (raw === undefined || raw === null || raw === '') {
    request.body = {};
    return {};
  }
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new ApiError(API_MSG.MALFORMED_REQUEST, { httpStatus: 400 });
  const body = raw as JsonBody;
  if (body.version !== undefined && body.version !== null && Number(body.version) !== 1) {
    throw new ApiError(API_MSG.MALFORMED_REQUEST, {
      httpStatus: 400,
      message: catalogueText('UNSUPPORTED_VERSION'),
    });
  }
  return body;
}

/** What the call routes decorate the app and each request with; registered before the route modules. */
export const callRoutesPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    app.decorate('callsByAction', new Map<string, DispatchTarget>());
  },
  { name: 'qcard-call-routes', decorators: { fastify: ['qcard'] } },
);

export function registerCall<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: CallHandler<C>,
): void {
  const ctx = app.qcard;
  const checks = contractChecks(contract.path, contract);
  const run: Runner = async (request, reply) => {
    const auth = request.auth as AuthFor<C['access']>;
    const answer = await handler({
      body: request.body as Static<C['body']> & JsonBody,
      auth,
      ip: request.ip,
      origin: ctx.settings.publicOrigin,
      userAgent:
        typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
      setToken: (token) => {
        reply.header(AUTH_TOKEN_HEADER, token);
      },
      get language() {
        return request.language;
      },
      request,
      reply,
    });
    // Every answer to a serial-only session, whichever route gave it, is the stranger view.
    const envelope =
      auth?.anonymousSerial && !auth.user ? { ...answer, data: strangerView(answer.data) } : answer;
    checks.checkAnswer(envelope);
    return envelope;
  };
  const envelopeSchema = successEnvelopeSchema(contract.response);
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    `${ctx.settings.apiBase}${contract.path}`,
    {
      schema: { body: contract.body, response: { 200: envelopeSchema } },
      // TypeBox's own compiler: the contracts' wire schemas (Wire, Checked) are TypeBox schemas.
      validatorCompiler: TypeBoxValidatorCompiler as FastifySchemaCompiler<unknown>,
      serializerCompiler: answerSerializer,
      schemaErrorFormatter,
      preValidation: async (request) => {
        checkCallStyle(request);
        request.auth = await checkAccess(ctx, request, contract.access);
      },
      ...(contract.captcha
        ? {
            preHandler: async (request: FastifyRequest) =>
              requireCaptcha(ctx, request.body as JsonBody),
          }
        : {}),
    },
    // The envelope's type is the contract's; its schema (above) is what shapes it on the wire.
    async (request, reply) => reply.send((await run(request, reply)) as never),
  );
  const target: DispatchTarget = { contract, checkBody: checks.checkBody, run, envelopeSchema };
  for (const fn of contract.functions)
    app.callsByAction.set(dispatchKey(contract.action, fn), target);
  recordRoute({
    method: 'POST',
    path: contract.path,
    action: contract.action,
    functions: contract.functions,
    access: contract.access,
    summary: contract.summary,
    schema: contract,
  });
}

const answerSerializer = ({ schema }: { schema: unknown }) =>
  fastJson(forSerializer(schema) as object);

/** SPEC section 7: POST <API_BASE>/action with {action, function, ...} runs the call's own steps. */
export function registerDispatcher(app: FastifyInstance): void {
  const ctx = app.qcard;
  const path = '/action';
  app.post(
    `${ctx.settings.apiBase}${path}`,
    { serializerCompiler: answerSerializer },
    async (request, reply) => {
      const body = checkCallStyle(request);
      const action = typeof body.action === 'string' ? body.action : '';
      const fn = typeof body.function === 'string' ? body.function : '';
      const target = app.callsByAction.get(dispatchKey(action, fn));
      if (!target)
        throw new ApiError(API_MSG.UNKNOWN_PATH, {
          httpStatus: 404,
          message: catalogueText('UNKNOWN_ACTION', action, fn),
        });
      request.auth = await checkAccess(ctx, request, target.contract.access);
      target.checkBody(body);
      if (target.contract.captcha) await requireCaptcha(ctx, body);
      const envelope = await target.run(request, reply);
      reply.serializer((payload: unknown) =>
        reply.statusCode === 200
          ? reply.serializeInput(payload as Record<string, unknown>, target.envelopeSchema)
          : JSON.stringify(payload),
      );
      return reply.send(envelope);
    },
  );
  recordRoute({
    method: 'POST',
    path,
    action: null,
    functions: [],
    access: 'public',
    summary:
      'Dispatch by {action, function}; the target route applies its own access and its own contract',
    schema: dispatcherContract,
  });
}

export { success };
