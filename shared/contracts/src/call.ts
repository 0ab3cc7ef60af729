// Where a call is reached, as plain data: the API registers a Fastify route from it, the
// browser posts to it (callContract). Its body and answer types come from the contract's TypeBox
// schemas by `import type`, so the browser gets the types without TypeBox itself.
import type { Static, TSchema } from '@sinclair/typebox';

/**
 * public: anyone (a valid token, if sent, is still resolved).
 * session: any valid session, registered or the unregistered-reload (anonymous card) one.
 * authenticated: a registered user (patron or sponsor).
 * patron: a registered user whose sponsor flag is false.
 * sponsor: a registered user whose sponsor flag is true (and who belongs to a company).
 * anonymousCard: the unregistered-reload session made by /user/anonymoususer.
 */
export type Access =
  'public' | 'session' | 'authenticated' | 'patron' | 'sponsor' | 'anonymousCard';

export interface Call<
  B extends TSchema = TSchema,
  R extends TSchema = TSchema,
  A extends Access = Access,
> {
  /** Path under the API base, e.g. '/card/add'. */
  readonly path: string;
  /** SPEC action name, for the second call style (POST /action with action and function). */
  readonly action: string;
  /** SPEC function name(s) that reach this call through /action. */
  readonly functions: readonly string[];
  readonly access: A;
  /** A public form a robot could repeat: the handler runs only once a solved captcha is spent. */
  readonly captcha?: true;
  /** One line for the OpenAPI document and the route table. */
  readonly summary: string;
  /** Never set at run time: carries the body and answer schema types to the callers. */
  readonly schemaTypes?: { body: B; response: R };
}

/**
 * `call<typeof Body, typeof Answer>()({ path, action, functions, access, summary })`: the schema
 * types are given, the access level is taken from the data (two steps, as TypeScript infers all
 * type arguments of one call or none). Each declaration carries a pure annotation (`@__PURE__`): the minifier
 * cannot tell that this returns its argument, and would keep every call of a file, summaries
 * included, in a page that uses one.
 */
export function call<B extends TSchema, R extends TSchema>() {
  return <A extends Access>(route: Omit<Call<B, R, A>, 'schemaTypes'>): Call<B, R, A> => route;
}

/** What a caller sends to a call. */
export type CallBody<C> = C extends Call<infer B, TSchema, Access> ? Static<B> : never;
/** The data of a call's SUCCESS answer. */
export type CallAnswer<C> = C extends Call<TSchema, infer R, Access> ? Static<R> : never;
