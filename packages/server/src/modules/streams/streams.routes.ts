import { STREAM_EVENTS } from '@irama/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { type StreamEvent, userStreamTopic } from './streams.push.ts';
import { streamEventsAfter, streamPosition } from './streams.service.ts';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the client opens a new one: the session is checked again then,
 * so a signed-out or expired session stops receiving within this time.
 */
const STREAM_LIFETIME_MS = 15 * 60_000;
/** Events read from the database at a time while catching up. */
const CATCH_UP_PAGE = 500;

export type StreamOptions = { db: Db; bus: EventBus; heartbeatMs?: number; lifetimeMs?: number };

/** `Last-Event-ID` as a position: absent, a decimal id, or something no stream ever sent. */
function askedPosition(header: string | string[] | undefined): number | null | 'unknown' {
  const value = Array.isArray(header) ? header.at(-1) : header;
  if (value === undefined || value.trim() === '') return null;
  return /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : 'unknown';
}

/**
 * `GET /api/notifications/stream`: the caller's per-user event stream (server-sent events). Every
 * event has an id, the caller's position in their stream. With `Last-Event-ID` it first replays,
 * from the database, the events after that position, in order; then `ready` (id: the position)
 * once it is live. A position it cannot resume (not one it sent, or older than the retention)
 * answers `reset` instead of a replay: the client reloads what it shows. Live events come through
 * the event bus, and any the bus skipped are read from the database, so each arrives once, in order.
 * The SPA reads it with fetch, so the session token goes in `X-Authorization` like every other call.
 */
export const streamRoutes: FastifyPluginAsync<StreamOptions> = async (app, options) => {
  const { db, bus, heartbeatMs = HEARTBEAT_MS, lifetimeMs = STREAM_LIFETIME_MS } = options;

  app.get(
    '/api/notifications/stream',
    { exposeHeadRoute: false, schema: { tags: ['notifications'], hide: true } },
    async (request, reply) => {
      const { company, user } = callerOf(request);
      const asked = askedPosition(request.headers['last-event-id']);
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
      /** The id of the last event sent: the client's position. */
      let position = 0;
      const sendEvent = (id: number, kind: string, data: string) => {
        send(`id: ${id}\nevent: ${kind}\ndata: ${data}\n\n`);
        position = id;
      };
      /** Sends the events after the position up to `until` from the database; false if some are gone. */
      const catchUp = async (until: number) => {
        while (position < until && !raw.writableEnded) {
          const events = await streamEventsAfter(
            db,
            { companyId: company.id, userId: user.id },
            position,
            CATCH_UP_PAGE,
          );
          if (events[0]?.id !== position + 1) return false;
          for (const event of events) sendEvent(event.id, event.kind, event.data);
        }
        return true;
      };
      const reset = (head: number) => sendEvent(head, STREAM_EVENTS.reset, '{}');

      // One step at a time, in order: the start, then each event the bus brings.
      let steps = Promise.resolve();
      const step = (work: () => Promise<void>) => {
        steps = steps
          .then(() => (raw.writableEnded ? undefined : work()))
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'the event stream failed');
            end();
          });
      };
      const onEvent = (message: Record<string, unknown>) =>
        step(async () => {
          const event = message as StreamEvent;
          if (event.id <= position) return;
          if (event.id === position + 1) sendEvent(event.id, event.kind, event.data);
          else if (!(await catchUp(event.id))) reset(event.id);
        });
      const unsubscribe = bus.subscribe(userStreamTopic(user.id), onEvent);
      const heartbeat = setInterval(() => send(': ping\n\n'), heartbeatMs);
      const lifetime = setTimeout(() => end(), lifetimeMs);
      // Shutdown ends every stream, or the server would wait for them until its deadline.
      const stopWaitingForDrain = app.onDrain(end);
      let isOpen = true;
      function end() {
        if (!isOpen) return;
        isOpen = false;
        stopWaitingForDrain();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        if (!raw.writableEnded) raw.end();
      }
      raw.on('close', end);

      step(async () => {
        // Subscribed first: an event committed from here on is either read below or brought by the bus.
        await bus.ready();
        const head = await streamPosition(db, { companyId: company.id, userId: user.id });
        if (asked === null) position = head;
        else if (asked === 'unknown' || asked > head) reset(head);
        else {
          position = asked;
          if (!(await catchUp(head))) reset(head);
        }
        sendEvent(position, STREAM_EVENTS.ready, '{}');
      });
    },
  );
};
