// Live status: server-sent events to a signed-in user's open pages when one of
// their orders turns Honoured or Rejected, or an automatic reload runs. A change writes a row in
// live_events in its own transaction (publishLiveEvent); each API process polls the rows after
// the last one it delivered, for the users it holds streams for, so an event reaches the page
// whichever process made the change (several processes on one port, or on PostgreSQL several
// machines). Events carry ids and statuses only: the page reloads what it shows through the API.
// The streams a user, and a client address, may hold are capped across every process by leases
// in the database (live-stream-leases.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { bearerToken } from '../../platform/http/access';
import { recordRoute } from '../../platform/http/route-table';
import { findSession } from '../../platform/http/sessions';
import { hashToken } from '../../platform/http/token-hash';
import { endAtClose } from '../../platform/operations/shutdown';
import { API_MSG, ApiError } from '../../platform/http/envelope';
import { MSG } from '@qcard/contracts/envelope';
import {
  acquireStreamLease,
  pruneStreamLeases,
  releaseHolderLeases,
  releaseStreamLease,
  renewStreamLeases,
} from './live-stream-leases';

export type LiveEventType = 'order' | 'autoload';

/** How often each process looks for new events while it holds a stream. */
const POLL_MS = 1000;
const HEARTBEAT_MS = 15_000;
/** A stream ends after this; the browser reconnects (Last-Event-ID) and is authenticated again. */
const STREAM_MS = 5 * 60_000;
/**
 * The session behind a stream is checked whole (idle, lifetime, user) this often. A logout, on
 * any process, ends its streams at the next pass (a second): every pass asks in one query which
 * of the streams' sessions were revoked, so a signed-out tab's place frees at once.
 */
const SESSION_CHECK_MS = 30_000;
const KEEP_MS = 10 * 60_000;
/** What a first connection gets from before it opened. */
const REPLAY_MS = 60_000;

/** Queues an event for `userId`'s open pages; call it in the transaction of the change. */
export async function publishLiveEvent(
  trx: Kysely<Database>,
  nowIso: string,
  userId: number,
  type: LiveEventType,
  payload: Record<string, string | number | null>,
): Promise<void> {
  await trx
    .insertInto('live_events')
    .values({ user_id: userId, type, payload: JSON.stringify(payload), created_at: nowIso })
    .execute();
}

interface Stream {
  userId: number;
  leaseId: string;
  /** Frees the stream's place (its lease); once, whichever way the stream ended. */
  release: () => void;
  token: string;
  tokenHash: string;
  lastId: number;
  reply: FastifyReply;
  openedAt: number;
  lastBeat: number;
  lastCheck: number;
}

export function registerLiveRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  const streams = new Set<Stream>();
  let timer: NodeJS.Timeout | null = null;
  let lastPrune = 0;
  let lastRenew = Date.now();
  /** This process's name on its leases: at shutdown they are freed together. */
  const holder = randomUUID();
  const leaseMs = ctx.settings.liveStreamLeaseSeconds * 1000;
  /** Shutting down: every lease of this process is freed at once (preClose), none one by one. */
  let closing = false;

  const releaseOnce = (leaseId: string) => {
    let done = false;
    return () => {
      if (done || closing) return;
      done = true;
      releaseStreamLease(ctx, leaseId)
        // Not freed now, it lapses on its own (LIVE_STREAM_LEASE_SECONDS): nothing renews it any more.
        .catch((err: unknown) => ctx.log.warn({ err }, 'live stream lease not released'));
    };
  };

  const end = (s: Stream) => {
    streams.delete(s);
    s.release();
    if (!s.reply.raw.writableEnded) s.reply.raw.end();
  };

  const tick = async () => {
    const now = Date.now();
    // Every third of the lease, whatever else this pass meets: a renewal late or failed twice
    // still keeps the places.
    if (now - lastRenew > leaseMs / 3) {
      lastRenew = now;
      await renewStreamLeases(
        ctx,
        [...streams].map((s) => s.leaseId),
      ).catch((err: unknown) => ctx.log.warn({ err }, 'live stream leases not renewed'));
    }
    const tokenHashes = [...streams].map((s) => s.tokenHash);
    const revoked =
      streams.size === 0
        ? []
        : await ctx.db
            .selectFrom('sessions')
            .select('token_hash')
            .where('token_hash', 'in', tokenHashes)
            .where('revoked_at', 'is not', null)
            .execute();
    const ended = new Set(revoked.map((r) => r.token_hash));
    for (const s of [...streams]) {
      if (now - s.openedAt > STREAM_MS || ended.has(s.tokenHash)) end(s);
      else if (now - s.lastCheck > SESSION_CHECK_MS) {
        s.lastCheck = now;
        if (!(await findSession(ctx, s.token))) end(s);
      }
    }
    if (streams.size > 0) {
      const minId = Math.min(...[...streams].map((s) => s.lastId));
      const users = [...new Set([...streams].map((s) => s.userId))];
      const rows = await ctx.db
        .selectFrom('live_events')
        .selectAll()
        .where('id', '>', minId)
        .where('user_id', 'in', users)
        .orderBy('id')
        .limit(500)
        .execute();
      for (const s of streams) {
        let out = '';
        for (const r of rows) {
          if (r.user_id !== s.userId || r.id <= s.lastId) continue;
          out += `id: ${r.id}\nevent: ${r.type}\ndata: ${r.payload}\n\n`;
          s.lastId = r.id;
        }
        if (out === '' && now - s.lastBeat > HEARTBEAT_MS) out = ': keep-alive\n\n';
        if (out !== '') {
          s.lastBeat = now;
          s.reply.raw.write(out);
        }
      }
    }
    if (now - lastPrune > 60_000) {
      lastPrune = now;
      await ctx.db
        .deleteFrom('live_events')
        .where('created_at', '<', new Date(ctx.clock().getTime() - KEEP_MS).toISOString())
        .execute();
      await pruneStreamLeases(ctx);
    }
  };

  const schedule = () => {
    if (timer || streams.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      tick()
        .catch((err: unknown) => ctx.log.error({ err }, 'live events pass failed'))
        .finally(schedule);
    }, POLL_MS);
    timer.unref();
  };

  recordRoute({
    method: 'GET',
    path: '/events',
    action: null,
    functions: [],
    access: 'authenticated',
    summary:
      "Server-sent events of the caller's orders and automatic reloads (order, autoload): ids and statuses; Last-Event-ID resumes; 481 (HTTP 429, Retry-After) past the streams a user or an address may hold",
    schema: null,
  });
  app.get(`${ctx.settings.apiBase}/events`, async (request, reply) => {
    const token = bearerToken(request);
    const found = token ? await findSession(ctx, token) : null;
    // Thrown, so the answer is the catalogue's text in the caller's language, like every other refusal.
    if (!token || !found?.user) throw new ApiError(MSG.SESSION_INVALID, { httpStatus: 401 });
    const userId = found.user.id;
    const leaseId = await acquireStreamLease(ctx, { holder, userId, ip: request.ip });
    if (!leaseId) {
      // A place frees when one of the caller's streams ends (at the latest after STREAM_MS) or a
      // dead process's lease lapses.
      reply.header('Retry-After', String(ctx.settings.liveStreamLeaseSeconds));
      throw new ApiError(API_MSG.TOO_MANY_REQUESTS, { httpStatus: 429 });
    }
    const release = releaseOnce(leaseId);
    let stream: Stream | null = null;
    // From here every way the answer ends (the stream's end, the client leaving, a failure
    // before the stream starts) frees the place.
    reply.raw.on('close', () => {
      if (stream) streams.delete(stream);
      release();
    });
    const asked = Number(request.headers['last-event-id']);
    let lastId = Number.isInteger(asked) && asked >= 0 ? asked : -1;
    if (lastId < 0) {
      // A first connection also gets the last minute's events: the page opens its stream a few
      // seconds after it loaded, and a change in between must still reach it (a repeat only
      // makes the page read its data again).
      const since = new Date(ctx.clock().getTime() - REPLAY_MS).toISOString();
      const before = await ctx.db
        .selectFrom('live_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('created_at', '<', since)
        .executeTakeFirst();
      lastId = Number(before?.id ?? 0);
    }
    reply.hijack();
    reply.raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // Never stored, never transformed (compressed or buffered) on the way.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    // A closing server ends the stream at once rather than wait for it (it would never end).
    endAtClose(reply.raw);
    reply.raw.write('retry: 5000\n\n');
    const now = Date.now();
    stream = {
      userId,
      leaseId,
      release,
      token,
      tokenHash: hashToken(token),
      lastId,
      reply,
      openedAt: now,
      lastBeat: now,
      lastCheck: now,
    };
    streams.add(stream);
    // The client left while the stream was being set up: its 'close' has come and gone.
    if (request.raw.socket.destroyed) end(stream);
    schedule();
  });

  app.addHook('preClose', async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    // Every place this process holds, freed in one statement before the database closes.
    closing = true;
    await releaseHolderLeases(ctx, holder).catch((err: unknown) =>
      ctx.log.warn({ err }, 'live stream leases not released at shutdown'),
    );
    for (const s of [...streams]) end(s);
  });
}
