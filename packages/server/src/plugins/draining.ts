import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

/** Seconds a client is asked to wait before trying again (elsewhere) during a drain. */
const RETRY_AFTER_SECONDS = '5';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Begins the drain (see `draining`) and resolves once every request that was in flight when it
     * began has been answered. The server still listens: `close()` comes after.
     */
    drain(): Promise<void>;
    /** Calls `listener` when the drain begins (a long-lived answer ends itself); returns the function that stops that. */
    onDrain(listener: () => void): () => void;
  }
}

/**
 * Graceful shutdown, HTTP side. Once the drain begins (`app.drain()`, or `app.close()`):
 * - a request that still arrives, on a connection open before or a new one, gets a 503 problem
 *   with `Retry-After`, so clients and proxies go to another instance instead of seeing a reset;
 * - every answer, those of requests in flight too, says `Connection: close`, and idle keep-alive
 *   connections are closed at once, so nothing waits for a client's idle timeout;
 * - long-lived answers (event streams) end, and their clients reconnect elsewhere.
 * Needs Fastify's own `return503OnClosing: false`, which answers with plain JSON.
 */
export const draining = fp(async (app: FastifyInstance) => {
  let isDraining = false;
  const listeners = new Set<() => void>();
  // Requests of the listening server (not `inject`) until their answer is done or their connection is gone.
  const inFlight = new Set<ServerResponse>();
  app.server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  function begin() {
    if (isDraining) return;
    isDraining = true;
    for (const listener of [...listeners]) listener();
    app.server.closeIdleConnections();
  }

  app.decorate('onDrain', (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  });
  app.decorate('drain', async () => {
    const answering = [...inFlight];
    begin();
    await Promise.all(answering.map((response) => new Promise((resolve) => response.once('close', resolve))));
  });
  app.addHook('preClose', async () => begin());

  // Callback hooks: they run on every request, and an async function would cost a promise each time.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!isDraining) return done();
    reply.header('connection', 'close').header('retry-after', RETRY_AFTER_SECONDS);
    done(new AppError('service_unavailable'));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isDraining) reply.header('connection', 'close');
    done(null, payload);
  });
});
