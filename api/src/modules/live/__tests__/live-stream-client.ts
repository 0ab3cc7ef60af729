// The live-status stream as a test reads it: opened with fetch as the shell does, its events
// collected as they come, closed by aborting (the browser's tab closing).

export interface OpenedStream {
  events: Array<{ id: string; event: string; data: Record<string, unknown> }>;
  status: number;
  headers: Headers;
  /** The JSON envelope of a refusal (any answer but 200); null for a stream. */
  refusal: Record<string, unknown> | null;
  close: () => void;
}

/** Opens GET /api/events at `base` as a browser tab does and collects the events it gets. */
export async function openStream(
  base: string,
  token: string | null,
  lastEventId?: string,
): Promise<OpenedStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const opened: OpenedStream = {
    events: [],
    status: res.status,
    headers: res.headers,
    refusal: null,
    close: () => abort.abort(),
  };
  if (res.status !== 200 || !res.body) {
    opened.refusal = (await res.json()) as Record<string, unknown>;
    return opened;
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((l) => l.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          const data = field('data');
          if (data)
            opened.events.push({
              id: field('id') ?? '',
              event: field('event') ?? '',
              data: JSON.parse(data) as Record<string, unknown>,
            });
        }
      }
    } catch {
      // aborted
    }
  })();
  return opened;
}

/** Polls `read` until it gives a value, or fails after `ms`. */
export async function waitFor<T>(
  read: () => T | undefined | Promise<T | undefined>,
  ms = 8000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
