// The live-status client: event blocks parsed as the server writes them, republished on the bus,
// resumed from the last id after the stream ends, and stopped for good by a 401.
import { bus } from '@qcard/runtime/bus/event-bus';
import { connectLiveEvents, parseEventBlock, retryAfterMs } from '../live-events-client';
import { republish } from '../live-status-saga';

/** A response whose body yields these chunks, then ends (what a server ending its stream looks like). */
function streamOf(chunks: string[]): Response {
  const queue = chunks.map((c) => Buffer.from(c, 'utf8'));
  const body = {
    getReader: () => ({
      read: async () =>
        queue.length > 0 ? { value: queue.shift(), done: false } : { value: undefined, done: true },
    }),
  };
  return { ok: true, status: 200, body } as unknown as Response;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `condition` holds: the client's timers run on the real clock, which a loaded machine slows. */
async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await wait(5);
  }
}

it('parses id, event and data; skips comments and retry lines', () => {
  expect(parseEventBlock('id: 7\nevent: order\ndata: {"orderId":5,"status":"Honoured"}')).toEqual({
    id: '7',
    type: 'order',
    data: { orderId: 5, status: 'Honoured' },
  });
  expect(parseEventBlock(': keep-alive')).toBeNull();
  expect(parseEventBlock('retry: 5000')).toBeNull();
  expect(parseEventBlock('data: not json')).toBeNull();
});

it('republishes order and autoload events on the bus, and nothing malformed', () => {
  const seen: unknown[] = [];
  const offA = bus.on('live/orderStatus', (e) => seen.push(['order', e]));
  const offB = bus.on('live/autoload', (e) => seen.push(['autoload', e]));
  republish({ id: '1', type: 'order', data: { orderId: 5, status: 'Honoured' } });
  republish({ id: '2', type: 'autoload', data: { orderId: 6, contractId: 9, status: 'Honoured' } });
  republish({ id: '3', type: 'order', data: { orderId: '5' } });
  expect(seen).toEqual([
    ['order', { orderId: 5, status: 'Honoured' }],
    ['autoload', { orderId: 6, contractId: 9, status: 'Honoured' }],
  ]);
  offA();
  offB();
});

it('sends the token in the header, reconnects with Last-Event-ID after the stream ends, and stops on 401', async () => {
  const calls: Array<Record<string, string>> = [];
  const answers = [
    streamOf([
      'retry: 5000\n\nid: 4\nevent: order\nda',
      'ta: {"orderId":1,"status":"Honoured"}\n\n',
    ]),
    { ok: false, status: 401, body: null } as unknown as Response,
  ];
  const fetchImpl = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init?.headers as Record<string, string>);
    return answers.shift() ?? ({ ok: false, status: 401, body: null } as unknown as Response);
  });
  const events: unknown[] = [];
  const connection = connectLiveEvents({
    token: () => 'tok-1',
    onEvent: (e) => events.push(e.data),
    fetchImpl: fetchImpl as typeof fetch,
    firstDelayMs: 5,
  });
  await until(() => fetchImpl.mock.calls.length >= 2);
  // The 401 ends it for good: no third call, however long it is given.
  await wait(50);
  expect(events).toEqual([{ orderId: 1, status: 'Honoured' }]);
  expect(calls[0]).toMatchObject({ Authorization: 'Bearer tok-1' });
  expect(calls[1]).toMatchObject({ 'Last-Event-ID': '4' });
  expect(fetchImpl).toHaveBeenCalledTimes(2);
  connection.stop();
});

it('backs off while the API is down and stops when asked', async () => {
  const at: number[] = [];
  const fetchImpl = jest.fn(async () => {
    at.push(Date.now());
    throw new Error('down');
  });
  const connection = connectLiveEvents({
    token: () => 'tok',
    onEvent: () => undefined,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    firstDelayMs: 10,
    maxDelayMs: 40,
  });
  await until(() => at.length >= 5);
  // Waits of 10, 20, 40, then 40 ms between tries: never sooner (a timer does not fire early).
  const gaps = at.slice(1, 5).map((t, i) => t - (at[i] as number));
  [10, 20, 40, 40].forEach((least, i) => expect(gaps[i]).toBeGreaterThanOrEqual(least - 1));
  connection.stop();
  const tries = fetchImpl.mock.calls.length;
  await wait(100);
  expect(fetchImpl.mock.calls.length).toBe(tries);
});

it("waits what a refusal's Retry-After asks before trying again, not its own shorter back-off", async () => {
  const at: number[] = [];
  const refused = {
    ok: false,
    status: 429,
    body: null,
    headers: new Headers({ 'Retry-After': '1' }),
  } as unknown as Response;
  const fetchImpl = jest.fn(async () => {
    at.push(Date.now());
    return at.length === 1 ? refused : streamOf([]);
  });
  const connection = connectLiveEvents({
    token: () => 'tok',
    onEvent: () => undefined,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    firstDelayMs: 10,
  });
  await until(() => at.length >= 2);
  connection.stop();
  expect((at[1] as number) - (at[0] as number)).toBeGreaterThanOrEqual(999);
});

it('reads Retry-After as seconds or a date, and caps it', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  expect(retryAfterMs('60', now)).toBe(60_000);
  expect(retryAfterMs('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
  expect(retryAfterMs('86400', now)).toBe(600_000);
  expect([retryAfterMs(null, now), retryAfterMs('soon', now), retryAfterMs('-5', now)]).toEqual([
    0, 0, 0,
  ]);
});
