// Building blocks of the call contracts (docs/api-contracts.md). The API validates request
// bodies and serializes response data with these TypeBox schemas; browsers import only the
// Static types (`import type`), so TypeBox itself never reaches a browser bundle.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { Access, Call } from '@qcard/contracts/call';

export { Type, type Static, type TSchema };

/**
 * A record the API answers with: exactly these fields. fast-json-stringify drops a field the
 * schema does not name, and outside production the API refuses to answer with one (a test
 * fails), so a field added to a handler must be added here too.
 */
export function Row<P extends Parameters<typeof Type.Object>[0]>(
  properties: P,
  description?: string,
) {
  return Type.Object(properties, {
    additionalProperties: false,
    ...(description ? { description } : {}),
  });
}

/**
 * A request body: the call's own fields; more (the SPEC's aliases, action/function/version)
 * may come along. Callers are typed with the required fields, but the wire does not refuse a
 * missing one: the handler answers it with the form's "can not be blank" text and code.
 * The OpenAPI document lists them (x-required).
 */
export function Body<P extends Parameters<typeof Type.Object>[0]>(
  properties: P,
  description?: string,
) {
  const { required, ...schema } = Type.Object(properties, {
    additionalProperties: true,
    ...(description ? { description } : {}),
  });
  return { ...schema, 'x-required': required ?? [] } as unknown as ReturnType<
    typeof Type.Object<P>
  >;
}

/** T or null. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/**
 * A request field whose wire schema is looser than what callers are typed with: the API takes
 * `wire` and the handler answers anything beyond `caller` with its own message code (the form's
 * text, or stored data such as a contract's bounds). The OpenAPI document shows `caller`.
 */
export function Wire<T extends TSchema>(wire: TSchema, caller: T, description?: string): T {
  return { ...wire, ...(description ? { description } : {}), 'x-expects': caller } as unknown as T;
}

/** A field the handler checks entirely itself (any JSON value on the wire). */
export function Checked<T extends TSchema>(
  caller: T,
  description = "Checked by the handler, which answers a wrong value with the form's message code.",
): T {
  return Wire(Type.Any(), caller, description);
}

/** A scalar on the wire: texts and ids may come as a string or a number; an array or object is refused (491). */
const Scalar = Type.Union([Type.String(), Type.Number()]);

/** A positive id; the API also takes it as a string of digits. */
export const IdIn = Wire(Scalar, Type.Integer({ minimum: 1 }));

/** A text field; the API also takes a number (as its digits). */
export const TextIn = Wire(Scalar, Type.String());

/** Integer cents. */
export const Cents = Type.Integer({ description: 'Integer cents' });

/** Fields of a server-paged list answer (contracts/paging.ts). */
export function Paged<T extends TSchema>(item: T) {
  return Row({
    data: Type.Array(item),
    numberOfPages: Type.Integer(),
    pageNumber: Type.Integer(),
    numberOfRecords: Type.Integer(),
    pageSetSize: Type.Optional(Type.Integer()),
    sortBy: Type.Optional(Type.String()),
    sortDir: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  });
}

/** Filter and page fields of a search of a server-paged list. */
export const PagedSearchFields = {
  filterType: Type.Optional(TextIn),
  filterValue: Type.Optional(TextIn),
  pageNo: Type.Optional(Checked(Type.Integer({ minimum: 1 }))),
  sortBy: Type.Optional(TextIn),
  sortDir: Type.Optional(Checked(Type.Union([Type.Literal('asc'), Type.Literal('desc')]))),
};

/** A call whose body carries nothing of its own. */
export const EmptyBody = Body({});

/** data of a call that answers only with a status and a message code. */
export const NoData = Type.Null();

/** The schemas of one call: its request body and the `data` of its SUCCESS envelope. */
export interface CallContract<B extends TSchema = TSchema, R extends TSchema = TSchema> {
  body: B;
  response: R;
}

/** One call's contract: where it is reached (its Call) and its body and answer schemas. */
export type Contract<
  B extends TSchema = TSchema,
  R extends TSchema = TSchema,
  A extends Access = Access,
> = Call<B, R, A> & CallContract<B, R>;

export function contract<B extends TSchema, R extends TSchema, A extends Access>(
  route: Call<B, R, A>,
  body: B,
  response: R,
): Contract<B, R, A> {
  return { ...route, body, response };
}

/** Schemas without a route of their own (the /action dispatcher's, tests'). */
export function schemas<B extends TSchema, R extends TSchema>(
  body: B,
  response: R,
): CallContract<B, R> {
  return { body, response };
}

/** The request body type of a call contract. */
export type RequestOf<C extends CallContract> = Static<C['body']>;
/** The `data` type of a call contract's SUCCESS envelope. */
export type ResponseOf<C extends CallContract> = Static<C['response']>;
