// The clients of the stopping and overload probe (stopping-and-overload.mjs) and the address of
// its one API: one timed request, 1,000 concurrent clients and the rows they make, and 500
// connections trickling header bytes.
import http from 'node:http';
import net from 'node:net';

export const PORT = 18420;
export const URL = `http://127.0.0.1:${PORT}`;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const pct = (xs, p) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** One request; resolves { status, body, ms } or { error, reused, ms }. */
export function request(agent, method, urlPath, token, body) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      `${URL}${urlPath}`,
      {
        method,
        agent,
        headers: {
          ...(body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            body: text,
            retryAfter: res.headers['retry-after'],
            ms: performance.now() - started,
          }),
        );
        res.on('error', (e) =>
          resolve({
            error: e.code ?? e.message,
            reused: req.reusedSocket,
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('time-out')));
    req.on('error', (e) =>
      resolve({
        error: e.code ?? e.message,
        reused: req.reusedSocket,
        ms: performance.now() - started,
      }),
    );
    req.end(body);
  });
}

/** 1,000 clients, each on its own connection, sending its next request once answered, for `seconds`. */
export async function thousandClients(token, seconds) {
  const admitted = [];
  const shed = [];
  const errors = {};
  const statuses = {};
  const slowest = {};
  const end = Date.now() + seconds * 1000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
  await Promise.all(
    Array.from({ length: 1000 }, async () => {
      while (Date.now() < end) {
        const a = await request(agent, 'POST', '/api/card', token, JSON.stringify({ version: 1 }));
        if (a.error) errors[a.error] = (errors[a.error] ?? 0) + 1;
        else if (a.status === 503) shed.push({ ms: a.ms, retryAfter: a.retryAfter });
        else {
          admitted.push(a.ms);
          statuses[a.status] = (statuses[a.status] ?? 0) + 1;
          if (a.ms > 5000) slowest[a.status] = (slowest[a.status] ?? 0) + 1;
        }
        // A client turned away waits as told (Retry-After); one that hammers on regardless is a
        // rate limit's business, not this bound's.
        if (a.status === 503)
          await sleep(Math.min(Number(a.retryAfter ?? 1) * 1000, Math.max(0, end - Date.now())));
        else if (a.error) await sleep(100);
      }
    }),
  );
  agent.destroy();
  return { admitted, shed, errors, statuses, slowest };
}

export function overloadRows(label, r) {
  const errs =
    Object.entries(r.errors)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || 'none';
  return [
    {
      metric: `1,000 concurrent clients for 10 s, ${label}: requests admitted, p50 / p95 / p99`,
      value: `${r.admitted.length} admitted; ${pct(r.admitted, 50).toFixed(0)} / ${pct(r.admitted, 95).toFixed(0)} / ${pct(r.admitted, 99).toFixed(0)} ms`,
      figure: Math.round(pct(r.admitted, 95)),
      key: `overload ${label} admitted p95`,
      ...(label === 'shedding on (defaults)'
        ? { budget: 'p95 ≤ 1000 ms', ok: pct(r.admitted, 95) <= 1000 }
        : {}),
    },
    {
      metric: `1,000 concurrent clients for 10 s, ${label}: admitted answers by status (over 5 s)`,
      value: `${Object.entries(r.statuses)
        .map(([k, v]) => `${k}: ${v}${r.slowest[k] ? ` (${r.slowest[k]})` : ''}`)
        .join(', ')}`,
      figure: Object.values(r.slowest).reduce((a, b) => a + b, 0),
      key: `overload ${label} over 5 s`,
    },
    {
      metric: `1,000 concurrent clients for 10 s, ${label}: 503 answers (p95 time), errors`,
      value: `${r.shed.length} 503s (p95 ${
        Number.isFinite(
          pct(
            r.shed.map((s) => s.ms),
            95,
          ),
        )
          ? pct(
              r.shed.map((s) => s.ms),
              95,
            ).toFixed(0)
          : '-'
      } ms); errors: ${errs}`,
      figure: r.shed.length,
      key: `overload ${label} 503s`,
    },
  ];
}

export async function slowClients(headersTimeoutMs) {
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: 500 }, async () => {
      const socket = net.connect(PORT, '127.0.0.1');
      socket.on('error', () => undefined);
      const closed = new Promise((resolve) =>
        socket.once('close', () => resolve(Date.now() - started)),
      );
      const header = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(500)}`;
      let i = 0;
      const drip = setInterval(
        () => !socket.destroyed && i < header.length && socket.write(header[i++]),
        200,
      );
      const ms = await Promise.race([
        closed,
        sleep(headersTimeoutMs + 15_000).then(() => Infinity),
      ]);
      clearInterval(drip);
      socket.destroy();
      return ms;
    }),
  );
  const closedIn = results.filter(Number.isFinite);
  return [
    {
      metric:
        '500 connections trickling header bytes (1 byte / 200 ms): closed by the header time-out, slowest close',
      value: `${closedIn.length} of 500 closed; slowest after ${(Math.max(...closedIn) / 1000).toFixed(1)} s (HTTP_HEADERS_TIMEOUT_MS ${headersTimeoutMs})`,
      figure: Math.max(...closedIn) / 1000,
      key: 'slow clients slowest close',
      budget: 'all closed within the header time-out + 2 s',
      ok: closedIn.length === 500 && Math.max(...closedIn) <= headersTimeoutMs + 2000,
    },
  ];
}
