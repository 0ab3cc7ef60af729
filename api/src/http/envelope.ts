// The response envelope {status, msgCode, data, errorMessage} and the error type handlers
// throw. Every API answer, including failures, goes through here.
import type { Envelope } from '@qcard/shared/contracts/envelope';
import { API_MSG } from '@qcard/shared/contracts/api-codes';

/** Message codes the API adds to SPEC section 8 (defined in shared so the browser knows them too). */
export { API_MSG };

export interface ApiErrorOptions {
  /** HTTP status of the reply; the envelope says ERROR whatever it is. Default 400. */
  httpStatus?: number;
  /** Placeholders {0}, {1}... of the message text. */
  params?: Array<string | number>;
  /** Text to use instead of the configured message. */
  message?: string;
  data?: unknown;
}

/** Thrown by handlers: becomes an ERROR envelope with the code's configured text. */
export class ApiError extends Error {
  readonly msgCode: string;
  readonly httpStatus: number;
  readonly params: Array<string | number>;
  readonly explicitMessage: string | undefined;
  readonly data: unknown;
  constructor(msgCode: string, options: ApiErrorOptions = {}) {
    super(options.message ?? `API error ${msgCode}`);
    this.name = 'ApiError';
    this.msgCode = msgCode;
    this.httpStatus = options.httpStatus ?? 400;
    this.params = options.params ?? [];
    this.explicitMessage = options.message;
    this.data = options.data ?? null;
  }
}

export function success<T>(data: T, msgCode: string | null = null): Envelope<T> {
  return { status: 'SUCCESS', msgCode, data, errorMessage: null };
}

export function failure(msgCode: string, errorMessage: string, data: unknown = null): Envelope<unknown> {
  return { status: 'ERROR', msgCode, data, errorMessage };
}
