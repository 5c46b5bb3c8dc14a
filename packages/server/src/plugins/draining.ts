import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

/**
 * Graceful shutdown, HTTP side. Once `app.close()` begins, a request that still reaches us (on a
 * connection opened before) gets a 503 problem, and every answer — those of requests in flight
 * too — says `Connection: close`, so keep-alive clients and proxies let go of their connections
 * and the server can finish closing instead of waiting out their idle timeout.
 * Needs Fastify's own `return503OnClosing: false`, which answers with plain JSON.
 */
export const draining = fp(async (app: FastifyInstance) => {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // Callback hooks: they run on every request, and an async function would cost a promise each time.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!isClosing) return done();
    reply.header('connection', 'close');
    done(new AppError('service_unavailable'));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });
});
