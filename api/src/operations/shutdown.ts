// Graceful shutdown on SIGTERM / SIGINT: stop accepting connections (new requests on open
// connections get 503 while closing), let in-flight requests finish, stop the fulfilment
// worker between orders (preClose hook in app.ts), then close the database (onClose). If that
// takes longer than the timeout, or a second signal comes, the process exits anyway.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SHUTDOWN_MESSAGE } from './cluster-primary';

/**
 * Lets a closing server end its keep-alive connections instead of waiting for the clients.
 * Node's server.close() waits for every open connection, and closeIdleConnections() misses a
 * connection that has not sent a request yet (a browser's preconnect, a client's pool): one
 * such client held the shutdown for the whole timeout and made it exit 1. Once the app
 * closes, every connection without a request in flight is closed at once, a connection
 * closes as soon as its last in-flight answer has gone out, and a connection that arrives
 * before the listener is closed is refused.
 */
export function trackConnections(app: FastifyInstance): void {
  const inFlight = new Map<Socket, number>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  app.server.on('request', (req, res) => {
    const socket = req.socket;
    if (!inFlight.has(socket)) return;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    res.once('close', () => {
      if (!inFlight.has(socket)) return;
      const left = Math.max(0, (inFlight.get(socket) ?? 1) - 1);
      inFlight.set(socket, left);
      // end(), not destroy(): the answer's last bytes may still be in the socket's buffer.
      if (closing && left === 0) socket.end();
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const [socket, n] of inFlight) if (n === 0) socket.destroy();
  });
}

export interface ShutdownOptions {
  /** Longest wait for in-flight work, in milliseconds. */
  timeoutMs: number;
  /** process.exit by default (tests pass their own). */
  exit?: (code: number) => void;
  /** Signals to handle; default SIGTERM and SIGINT. */
  signals?: NodeJS.Signals[];
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

/** Installs the signal handlers; returns a function that removes them. */
export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions): () => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    void closeGracefully(app, options.timeoutMs).then((code) => {
      if (code === 0) app.log.info('shut down cleanly');
      exit(code);
    });
  };
  // A cluster worker is also asked by its primary (cluster-primary.ts); that request may arrive
  // after the same signal reached the worker directly, so it never counts as a second signal.
  const onMessage = (message: unknown) => {
    if (message === SHUTDOWN_MESSAGE && !closing) onSignal('SIGTERM');
  };
  for (const s of signals) process.on(s, onSignal);
  process.on('message', onMessage);
  return () => {
    for (const s of signals) process.off(s, onSignal);
    process.off('message', onMessage);
  };
}
