// What the API writes to its log: one access line per request, request ids a client cannot
// abuse, and no secret anywhere in a line. Two layers, so a new log call cannot leak by forgetting
// a rule: pino's `redact` blanks the known headers, and `streamWrite` scrubs every finished line.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

export const REDACTED = '[REDACTED]';

/** A client's or proxy's X-Request-Id is kept only when it looks like an id. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: a valid X-Request-Id as sent, otherwise a new UUID (never a client's long or odd string). */
export function requestIdFor(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
}

// Names of secrets as query parameters or JSON keys, also inside longer names (resetToken).
const SECRET_NAME =
  '[A-Za-z0-9_-]*(?:password|passwd|pwd|token|secret|captcha|authorization|cookie|cvv)[A-Za-z0-9_-]*';

// name=value in a URL or a message: the value runs to the next &, ;, #, whitespace, quote or escape.
const SECRET_PARAM = new RegExp(`((?:^|[?&;\\s"'])${SECRET_NAME}=)[^&;#\\s"'\\\\]*`, 'gi');
// "name":"value" anywhere in a JSON line, at any depth.
const SECRET_JSON_STRING = new RegExp(`("${SECRET_NAME}":)"(?:[^"\\\\]|\\\\.)*"`, 'gi');
// Credentials after an auth scheme, wherever they were copied (a header echoed in an error message).
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;

/** A URL with the values of secret-named query parameters replaced (the path is kept for the log). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  return url.slice(0, q) + url.slice(q).replace(SECRET_PARAM, `$1${REDACTED}`);
}

/** Scrubs one finished log line (pino's streamWrite hook); exported for tests. */
export function redactLogLine(line: string): string {
  return line
    .replace(SECRET_JSON_STRING, `$1"${REDACTED}"`)
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(BEARER, `$1 ${REDACTED}`);
}

type LoggerOption = NonNullable<FastifyServerOptions['logger']>;

/** The pino options every API logger gets: the caller's, plus redaction. `false` stays off. */
export function withLogRedaction(logger: LoggerOption | undefined): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : (logger as Exclude<LoggerOption, boolean>);
  return {
    ...base,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-auth-token"]',
        'res.headers["x-auth-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
    // A `url` logged anywhere (error handler, rejected requests) loses its secret parameters.
    serializers: {
      ...(base.serializers ?? {}),
      url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
    },
    hooks: { ...(base.hooks ?? {}), streamWrite: redactLogLine },
  };
}

const ABOVE_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

/** One line per request, written when the answer has gone, instead of Fastify's two. */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && ABOVE_INFO.has(request.log.level)) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}

type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/** A request's child logger, made on its first line at an enabled level: most requests write none. */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}
  get level(): string {
    return this.parent.level;
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings)).child(bindings, options);
  }
}
for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] satisfies Level[])
  Object.defineProperty(RequestLogger.prototype, level, {
    value(
      this: { parent: Logger; bindings: Bindings; made?: FastifyBaseLogger },
      ...args: [never]
    ) {
      if (this.parent.isLevelEnabled(level))
        (this.made ??= this.parent.child(this.bindings))[level](...args);
    },
  });

/** Fastify's childLoggerFactory. */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions = {},
) {
  // A route's own level, and the null logger of a server without one, keep Fastify's way.
  if (options.level || !('isLevelEnabled' in parent)) return parent.child(bindings, options);
  return new RequestLogger(parent as Logger, bindings) as unknown as FastifyBaseLogger;
}
