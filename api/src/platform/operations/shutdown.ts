// Graceful shutdown on SIGTERM / SIGINT: stop accepting connections, finish every request already
// received (with Connection: close), stop the background workers, close the database. Past the
// timeout, or on a second signal, the process exits anyway.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SHUTDOWN_MESSAGE } from './cluster-primary';

/** How long a closing server waits for a request already on its way on an idle connection. */
export const IDLE_GRACE_MS = 250;

/** Answers that never finish on their own (event streams): a closing server ends them first. */
const endlessAnswers = new WeakSet<ServerResponse>();

/** Marks an answer as a stream a closing server ends instead of waiting for it. */
export function endAtClose(res: ServerResponse): void {
  endlessAnswers.add(res);
}

/**
 * Lets a closing server finish every request it has received, then end its connections: Node's
 * server.close() destroys connections whose next request is already buffered, and resets those
 * not yet accepted.
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
    // Connections the kernel has set up are taken in before the listener closes (closing it
    // resets them): two turns of the loop are at least one full read of the sockets.
    await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
    listenerClosed = true;
    const headersTimeoutMs = server.headersTimeout;
    const grace = setTimeout(() => {
      // After one more read of every socket, so a request buffered at the grace's end counts.
      setImmediate(() => {
        for (const [socket, c] of connections) if (isIdle(socket, c)) socket.destroy();
        // Nothing left to wait for (an app only ever injected into has no connections).
        if (connections.size === 0) return;
        const stragglers = setTimeout(() => {
          for (const [socket, c] of connections) if (c.open.size === 0) socket.destroy();
        }, headersTimeoutMs);
        stragglers.unref();
      });
    }, IDLE_GRACE_MS);
    grace.unref();
    // Closed now, not after the other preClose hooks (which wait for the workers); Fastify's own
    // server.close() then finds it closed.
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
  // The primary's request may follow the same signal reaching the worker: never a second signal.
  process.on('message', (message: unknown) => {
    if (message === SHUTDOWN_MESSAGE && !closing) onSignal('SIGTERM');
  });
}
