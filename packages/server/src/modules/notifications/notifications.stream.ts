import type { FastifyPluginAsync } from 'fastify';
import type { EventBus } from '../../lib/event-bus.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { companyNoticesTopic, userNoticesTopic } from './notifications.push.ts';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the panel opens a new one: the session is checked again then,
 * so a signed-out or expired session stops receiving within this time.
 */
const STREAM_LIFETIME_MS = 15 * 60_000;

export type NoticeStreamOptions = { bus: EventBus; heartbeatMs?: number; lifetimeMs?: number };

/**
 * `GET /api/notifications/stream`: server-sent events of the caller's new notices (`event:
 * notification`, data `{ ids }`), after an `event: ready` once the subscriptions are live. The SPA
 * reads it with fetch, so the session token goes in `X-Authorization` like every other call.
 */
export const noticeStreamRoutes: FastifyPluginAsync<NoticeStreamOptions> = async (app, options) => {
  const { bus, heartbeatMs = HEARTBEAT_MS, lifetimeMs = STREAM_LIFETIME_MS } = options;
  const open = new Set<() => void>();
  // Shutdown ends every stream, or the server would wait for them until its deadline.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/api/notifications/stream',
    { exposeHeadRoute: false, schema: { tags: ['notifications'], hide: true } },
    async (request, reply) => {
      const caller = callerOf(request);
      reply.hijack();
      const raw = reply.raw;
      // Hijacked answers skip the send hooks: the headers set so far (security, request id) go out here.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) raw.setHeader(name, value);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        // A stream's connection is not reused: once it ends, it closes, and shutdown has nothing to wait for.
        connection: 'close',
      });
      const send = (text: string) => {
        if (!raw.writableEnded) raw.write(text);
      };
      const onNotices = (event: Record<string, unknown>) =>
        send(`event: notification\ndata: ${JSON.stringify(event)}\n\n`);
      const unsubscribes = [
        bus.subscribe(userNoticesTopic(caller.user.id), onNotices),
        bus.subscribe(companyNoticesTopic(caller.company.id), onNotices),
      ];
      const heartbeat = setInterval(() => send(': ping\n\n'), heartbeatMs);
      const lifetime = setTimeout(() => end(), lifetimeMs);
      function end() {
        if (!open.delete(end)) return;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        for (const unsubscribe of unsubscribes) unsubscribe();
        if (!raw.writableEnded) raw.end();
      }
      open.add(end);
      raw.on('close', end);
      try {
        await bus.ready();
        send('event: ready\ndata: {}\n\n');
      } catch (error) {
        request.log.error({ err: error }, 'notification stream could not subscribe');
        end();
      }
    },
  );
};
