// The one HTTP client of the portal: bearer token, envelope, 475 on network failure,
// token rotation from the X-Auth-Token response header, 464 ends the session.
import type { AxiosInstance } from 'axios';
import type { Envelope } from '@qcard/contracts/envelope';
import type { Call, CallAnswer, CallBody } from '@qcard/contracts/call';
import { MSG } from '@qcard/contracts/envelope';
import { bus } from '@qcard/runtime/bus/event-bus';
import { getToken, setToken } from '@qcard/runtime/session/session-storage';
import { messageText } from '@qcard/runtime/config/config-store';
import { getLanguage } from '@qcard/runtime/i18n/i18n';

export const TOKEN_HEADER = 'x-auth-token';
export const API_BASE = '/api';

let instance: Promise<AxiosInstance> | null = null;

/**
 * axios is fetched with the first call, not with the page: the landing page makes no API call
 * until the rider submits a form, and axios (20 KB gzip) was a tenth of its JavaScript.
 */
function client(): Promise<AxiosInstance> {
  if (instance) return instance;
  instance = import('axios').then(
    ({ default: axios }) => {
      const created = axios.create({
        baseURL: API_BASE,
        timeout: 30_000,
        headers: { 'Content-Type': 'application/json' },
      });
      created.interceptors.request.use((config) => {
        const token = getToken();
        if (token && !config.headers.has('Authorization'))
          config.headers.set('Authorization', `Bearer ${token}`);
        // The server answers its messages in the language the page shows (docs/i18n.md).
        config.headers.set('Accept-Language', getLanguage());
        return config;
      });
      return created;
    },
    (error: unknown) => {
      // A failed chunk load (network down) must not stick: the next call tries again.
      instance = null;
      throw error;
    },
  );
  return instance;
}

export interface CallOptions {
  /** Send no token even when one is stored (login). */
  anonymous?: boolean;
  /** Do not end the session on 464 (the token check handles it itself). */
  ignoreSessionErrors?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface CallResult<T> extends Envelope<T> {
  /** New token from the response header, already stored. */
  token?: string | null;
  httpStatus?: number;
  /**
   * The answer was 464 and the shell was told (session/expired): it ends the session and says
   * why, so the page that made the call raises no alert of its own for it.
   */
  sessionEnded?: true;
}

/** POST a JSON body to an action path; always resolves to an envelope, never throws. */
export async function callApi<T = unknown>(
  path: string,
  body: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<CallResult<T>> {
  try {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.anonymous) headers.Authorization = '';
    const res = await (
      await client()
    ).post<Envelope<T>>(
      path,
      { version: 1, ...body },
      {
        headers,
        signal: options.signal,
        validateStatus: () => true,
      },
    );
    const token = (res.headers?.[TOKEN_HEADER] as string | undefined) ?? null;
    if (token) setToken(token);
    const envelope: Envelope<T> =
      res.data && typeof res.data === 'object'
        ? res.data
        : { status: 'ERROR', msgCode: MSG.GENERIC_FAILURE };
    const sessionEnded =
      String(envelope.msgCode) === MSG.SESSION_INVALID && !options.ignoreSessionErrors;
    if (sessionEnded) bus.emit('session/expired', { msg: messageText(MSG.SESSION_INVALID) });
    return { ...envelope, token, httpStatus: res.status, ...(sessionEnded && { sessionEnded }) };
  } catch {
    return { status: 'ERROR', msgCode: MSG.GENERIC_FAILURE, errorMessage: null };
  }
}

/**
 * Make a call of the contracts (shared/contracts/src/*-calls.ts): its path comes from the call,
 * and the body and the answer's data are typed from the call's schemas.
 */
export function callContract<C extends Call>(
  call: C,
  body: CallBody<C>,
  options: CallOptions = {},
): Promise<CallResult<CallAnswer<C>>> {
  return callApi<CallAnswer<C>>(call.path, body as Record<string, unknown>, options);
}

/** GET a JSON resource (demo mailbox, captcha challenge). */
export async function getApi<T = unknown>(path: string): Promise<CallResult<T>> {
  try {
    const res = await (await client()).get<Envelope<T>>(path, { validateStatus: () => true });
    return res.data && typeof res.data === 'object'
      ? res.data
      : { status: 'ERROR', msgCode: MSG.GENERIC_FAILURE };
  } catch {
    return { status: 'ERROR', msgCode: MSG.GENERIC_FAILURE };
  }
}

/** For tests: forget the axios instance so a fresh one picks up mocks. */
export function resetApiClient(): void {
  instance = null;
}
