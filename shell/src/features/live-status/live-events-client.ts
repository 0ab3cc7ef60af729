// The shell's one live-status stream: GET /api/events with the session's
// Authorization header (fetch, not EventSource, so the token never goes into a URL), read as
// server-sent events and republished on the bus for the remote that shows the data. It
// reconnects with Last-Event-ID after the server ends a stream, backs off (2 s up to 60 s) while
// the API is down, waits at least what a refusal's Retry-After asks (the server's cap on streams
// answers 429 with one: asking sooner only meets the same refusal), stops for good on 401 (the
// session is over) or when stopped. A page never
// depends on it: without the stream it simply does not update on its own.
import { API_BASE } from '@qcard/runtime/api/api-client';

export interface LiveEvent {
  id: string;
  type: string;
  data: unknown;
}

/** One event block of a text/event-stream ("id:", "event:", "data:" lines), or null for a comment or retry. */
export function parseEventBlock(block: string): LiveEvent | null {
  let id = '';
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  try {
    return { id, type, data: JSON.parse(data.join('\n')) as unknown };
  } catch {
    return null;
  }
}

export interface LiveEventsOptions {
  token: () => string | null;
  onEvent: (event: LiveEvent) => void;
  fetchImpl?: typeof fetch;
  /** Backoff after a failed connection, ms (doubles up to maxDelayMs). */
  firstDelayMs?: number;
  /** Wait before the first connection: the page's own loading goes first (the server replays the last minute). */
  startDelayMs?: number;
  maxDelayMs?: number;
}

/** Longest wait a Retry-After may ask for: past it the page would look frozen for no reason. */
const MAX_RETRY_AFTER_MS = 10 * 60_000;

/** A Retry-After header (seconds or an HTTP date) in ms from now, or 0 when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 0;
  const seconds = /^\d+$/.test(header.trim())
    ? Number(header.trim()) * 1000
    : Date.parse(header) - now;
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_RETRY_AFTER_MS) : 0;
}

export interface LiveEventsConnection {
  stop(): void;
}

export function connectLiveEvents(options: LiveEventsOptions): LiveEventsConnection {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const first = options.firstDelayMs ?? 2000;
  const max = options.maxDelayMs ?? 60_000;
  let stopped = false;
  let abort: AbortController | null = null;
  let lastId = '';
  let delay = first;
  /** What the last refusal's Retry-After asked for, ms. */
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const later = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void run(), ms);
  };

  const run = async () => {
    const token = options.token();
    if (stopped || !token) return;
    abort = new AbortController();
    try {
      const res = await fetchImpl(`${API_BASE}/events`, {
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'text/event-stream',
          ...(lastId ? { 'Last-Event-ID': lastId } : {}),
        },
        signal: abort.signal,
        cache: 'no-store',
      });
      if (res.status === 401) return; // the session is over: a new login starts a new stream
      if (!res.ok || !res.body) {
        asked = retryAfterMs(res.headers?.get('Retry-After') ?? null);
        throw new Error(`live events: ${res.status}`);
      }
      delay = first;
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const event = parseEventBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          if (!event) continue;
          if (event.id) lastId = event.id;
          options.onEvent(event);
        }
      }
      // The server ended the stream (it does every few minutes): reconnect at once.
      later(0);
    } catch {
      if (stopped) return;
      later(Math.max(delay, asked));
      asked = 0;
      delay = Math.min(max, delay * 2);
    }
  };

  later(options.startDelayMs ?? 0);
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      abort?.abort();
    },
  };
}
