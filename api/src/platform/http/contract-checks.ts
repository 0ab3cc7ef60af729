// How a call is held to its contract (docs/api-contracts.md): the body against the request
// schema, the SUCCESS envelope against the response schema.
import { Type, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { Envelope } from '@qcard/contracts/envelope';
import { Body, Nullable, Row, schemas, type CallContract } from '@qcard/contracts/schema-parts';
import { API_MSG, ApiError, catalogueText } from './envelope';

/** The SUCCESS envelope of a call whose data is `data`. */
export function successEnvelopeSchema(data: TSchema) {
  return Row({
    status: Type.String(),
    msgCode: Nullable(Type.String()),
    data,
    errorMessage: Nullable(Type.String()),
    // A success text of the server's (errorMessage) in every language, as on an ERROR.
    errorTexts: Type.Optional(Type.Record(Type.String(), Type.String())),
  });
}

/** POST /action: the call-style fields; the rest of the body is the target call's, checked against its contract. */
export const dispatcherContract: CallContract = schemas(
  Body({ action: Type.String(), function: Type.String(), version: Type.Optional(Type.Literal(1)) }),
  Type.Unknown({ description: 'The data of the target call' }),
);

export interface ContractChecks {
  /** Throws the MALFORMED_REQUEST envelope when the body does not fit the request schema. */
  checkBody(body: unknown): void;
  /** Outside production an answer outside its schema fails loudly instead of losing fields. */
  checkAnswer(envelope: Envelope<unknown>): void;
}

/** A body outside its schema: MALFORMED_REQUEST naming the first field at fault, as a caller names it ('rechargeCards/0/employeeId'). */
export function fieldInvalid(path: string): ApiError {
  return new ApiError(API_MSG.MALFORMED_REQUEST, {
    httpStatus: 400,
    message: catalogueText('FIELD_INVALID', path.replace(/^\//, '') || 'body'),
  });
}

export function contractChecks(
  route: string,
  schema: CallContract,
  production = process.env.NODE_ENV === 'production',
): ContractChecks {
  const body = TypeCompiler.Compile(schema.body);
  const answer = production ? null : TypeCompiler.Compile(schema.response);
  return {
    checkBody(value) {
      if (body.Check(value)) return;
      throw fieldInvalid(body.Errors(value).First()?.path ?? '');
    },
    checkAnswer(envelope) {
      if (!answer || envelope.status !== 'SUCCESS' || answer.Check(envelope.data)) return;
      const problems = [...answer.Errors(envelope.data)]
        .slice(0, 5)
        .map((e) => `${e.path || '/'}: ${e.message}`);
      throw new Error(`${route} answered data outside its contract: ${problems.join('; ')}`);
    },
  };
}

/**
 * The answer's schema as fast-json-stringify serializes it: `anyOf [T, null]` as T that also
 * allows null, which it checks by type, where an anyOf runs ajv on every field (and makes an error
 * object for every null). The same JSON; the contract and the OpenAPI document keep the union.
 */
export function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (!schema || typeof schema !== 'object') return schema;
  const { anyOf, ...rest } = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, forSerializer(value)]),
  ) as { anyOf?: Array<Record<string, unknown>> };
  const other = anyOf?.length === 2 ? anyOf.find((o) => o.type !== 'null') : undefined;
  if (!other || anyOf?.every((o) => o.type !== 'null')) return anyOf ? { ...rest, anyOf } : rest;
  if (typeof other.type !== 'string' || other.anyOf || other.const !== undefined)
    return { ...rest, anyOf };
  return ['object', 'array'].includes(other.type)
    ? { ...rest, ...other, nullable: true }
    : { ...rest, ...other, type: [other.type, 'null'] };
}
