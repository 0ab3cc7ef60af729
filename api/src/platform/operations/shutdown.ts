// Graceful shutdown on SIGTERM / SIGINT: stop accepting connections, finish every request already
// received (with Connection: close), stop the background workers, close the database. Past the
// timeout, or on a second signal, the process exits anyway.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SHUTDOWN_MESSAGE } from './cluster-primary';

/**
 * How long a closing server keeps an idle keep-alive connection open for a request that was
 * already on its way (sent before the client could know of the shutdown): such a request is
 * served, with Connection: close, instead of meeting a reset.
 */
export const IDLE_GRACE_MS = 250;

/**
 * Answers that never finish on their own (the live-status event streams): a closing server ends
 * them first, since it waits for every answer to end; their browsers reconnect elsewhere.
 */
const endlessAnswers = new WeakSet<ServerResponse>();

/** Marks an answer as a stream a closing server ends instead of waiting for it. */
export function endAtClose(res: ServerResponse): void {
  endlessAnswers.add(res);
}

/**
 * Lets a closing server finish every request it has received and then end its connections.
 * Node's server.close() destroys every connection without a request parsed at that instant (under
 * load their next request is already buffered) and resets connections not yet accepted. Here
 * those are taken in first; a request in flight or arriving within IDLE_GRACE_MS is served with
 * Connection: close; a connection closes after its last answer, or when idle past the grace.
 */
export function trackConnections(app: FastifyInstance): void {
  /** Per connection: its answers not yet sent, and how many bytes it had sent when the last one went out. */
  const connections = new Map<Socket, { open: Set<ServerResponse>; readAtRest: number }>();
  let closing = false;
  let listenerClosed = false;
  const server = app.server;
  const isIdle = (socket: Socket, c: { open: Set<ServerResponse>; readAtRest: number }) =>
    c.open.size === 0 && socket.bytesRead === c.readAtRest;
  server.on('connection', (socket: Socket) => {
    if (listenerClosed) {
      socket.destroy();
      return;
    }
    connections.set(socket, { open: new Set(), readAtRest: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  // Ahead of Fastify's handler, which may answer at once (a 503 under overload).
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const c = connections.get(socket);
    if (!c) return;
    c.open.add(res);
    if (closing && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => {
      c.open.delete(res);
      c.readAtRest = socket.bytesRead;
      // end(), not destroy(): the answer's last bytes may still be in the socket's buffer.
      if (closing && c.open.size === 0) socket.end();
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    // server.close() would close the idle connections at once.
    server.closeIdleConnections = () => undefined;
    for (const c of connections.values()) {
      for (const res of c.open) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
        else if (endlessAnswers.has(res) && !res.writableEnded) res.end();
      }
    }
    // Connections the kernel has already set up are taken in, and served, before the listener
    // closes: closing it resets them, and their clients have sent their requests (under load the
    // process takes them in late). Two turns of the loop: at least one full read of the sockets.
    await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
    listenerClosed = true;
    const headersTimeoutMs = server.headersTimeout;
    const grace = setTimeout(() => {
      // After one more read of every socket (the poll phase comes before setImmediate), so a
      // request that was in a buffer when the grace ran out counts as received.
      setImmediate(() => {
        for (const [socket, c] of connections) if (isIdle(socket, c)) socket.destroy();
        const stragglers = setTimeout(() => {
          for (const [socket, c] of connections) if (c.open.size === 0) socket.destroy();
        }, headersTimeoutMs);
        stragglers.unref();
      });
    }, IDLE_GRACE_MS);
    grace.unref();
    // The listener closes now, not after the other preClose hooks (which wait for the background
    // workers), and the close waits for every connection to end. Fastify's own server.close()
    // then finds the server closed, which it takes as done.
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

/** Closes the app gracefully; resolves with the exit code (0 = clean, 1 = timed out or failed). */
export async function closeGracefully(app: FastifyInstance, timeoutMs: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out; exiting with work still in flight');
      resolve(1);
    }, timeoutMs);
    timer.unref();
  });
  const closed = app.close().then(
    () => 0,
    (err: unknown) => {
      app.log.error({ err }, 'shutdown failed');
      return 1;
    },
  );
  const code = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  return code;
}

/** Handles SIGTERM and SIGINT: closes the app, then exits with closeGracefully's code. */
export function installGracefulShutdown(
  app: FastifyInstance,
  options: { timeoutMs: number },
): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    void closeGracefully(app, options.timeoutMs).then((code) => {
      if (code === 0) app.log.info('shut down cleanly');
      process.exit(code);
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  // A cluster worker is also asked by its primary (cluster-primary.ts); that request may arrive
  // after the same signal reached the worker directly, so it never counts as a second signal.
  process.on('message', (message: unknown) => {
    if (message === SHUTDOWN_MESSAGE && !closing) onSignal('SIGTERM');
  });
}
