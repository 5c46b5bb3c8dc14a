import { STREAM_RETENTION_HOURS, type StreamEventKind } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { assertWithinScope, type Scope } from '../../db/scope.ts';
import { deleteScoped, selectScoped } from '../../db/scoped-queries.ts';
import { publishOnceCommitted, type StreamEvent } from './streams.push.ts';
import './streams.tables.ts';

/** An event for one user's stream, before it has its id. */
export type NewStreamEvent = {
  companyId: number;
  userId: number;
  kind: StreamEventKind;
  data: Record<string, unknown>;
};

const RETENTION_MS = STREAM_RETENTION_HOURS * 60 * 60 * 1000;
// Users per statement: well under the bound-parameter limits of both engines (6 columns an event).
const CHUNK = 500;
/**
 * A user's events past the retention are deleted when their ids pass a multiple of this, not on
 * every event: a statement fewer on almost every write, and the sweep reads the user's events
 * once per this many rather than each time. What stays a little longer is only replayed.
 */
export const SWEEP_EVERY = 64;

/** Whether a user's events numbered up to `lastId`, `added` of them just now, pass a sweep. */
const passesSweep = (lastId: number, added: number) =>
  Math.floor(lastId / SWEEP_EVERY) > Math.floor((lastId - added) / SWEEP_EVERY);

/**
 * Appends events to their users' streams in `db`'s transaction (the caller's, with the thing the
 * event announces), numbering them after each user's last id, and publishes them on the event bus
 * once committed. Numbering takes each user's head row, which a concurrent writer then waits for
 * until this transaction ends, so a user's ids are committed in order and a reader never skips one.
 * An event outside the scope is a caller's mistake, refused before anything is written.
 */
export async function appendStreamEvents(db: Db, scope: Scope, events: readonly NewStreamEvent[]): Promise<void> {
  if (events.length === 0) return;
  assertWithinScope(
    scope,
    events.map(({ companyId }) => companyId),
    'a stream event',
  );
  const createdAt = nowIso();
  // Rows locked in user order, so two writers to the same users never wait on each other in a circle.
  const byUser = new Map<number, { companyId: number; events: NewStreamEvent[] }>();
  for (const event of [...events].sort((a, b) => a.userId - b.userId)) {
    const group = byUser.get(event.userId) ?? { companyId: event.companyId, events: [] };
    group.events.push(event);
    byUser.set(event.userId, group);
  }
  const users = [...byUser];
  const numbered: (NewStreamEvent & { id: number })[] = [];
  for (let start = 0; start < users.length; start += CHUNK) {
    const chunk = users.slice(start, start + CHUNK);
    const heads = await db
      .insertInto('stream_heads')
      .values(
        chunk.map(([userId, group]) => ({
          company_id: group.companyId,
          user_id: userId,
          last_id: group.events.length,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet((eb) => ({ last_id: eb('stream_heads.last_id', '+', eb.ref('excluded.last_id')) })),
      )
      .returning(['user_id', 'last_id'])
      .execute();
    // A head's new last id is its user's last event here; the ones before it follow back from there.
    const rows = heads.flatMap((head) => {
      const ofUser = byUser.get(head.user_id)?.events ?? [];
      return ofUser.map((event, index) => ({ ...event, id: head.last_id - ofUser.length + 1 + index }));
    });
    await db
      .insertInto('stream_events')
      .values(
        rows.map((event) => ({
          company_id: event.companyId,
          user_id: event.userId,
          id: event.id,
          kind: event.kind,
          data: JSON.stringify(event.data),
          created_at: createdAt,
        })),
      )
      .execute();
    const toSweep = heads
      .filter((head) => passesSweep(head.last_id, byUser.get(head.user_id)?.events.length ?? 0))
      .map((head) => head.user_id);
    if (toSweep.length > 0)
      await deleteScoped(db, 'stream_events', scope)
        .where('user_id', 'in', toSweep)
        .where('created_at', '<', new Date(Date.parse(createdAt) - RETENTION_MS).toISOString())
        .execute();
    numbered.push(...rows);
  }
  publishOnceCommitted(db, createdAt, numbered);
}

/** The id of a user's last stream event (0 before the first). */
export async function findStreamHead(db: Db, scope: Scope, userId: number): Promise<number> {
  const row = await selectScoped(db, 'stream_heads', scope)
    .select('last_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.last_id ?? 0;
}

/** Up to `limit` of a user's stream events after `afterId`, in order. */
export async function findStreamEventsAfter(
  db: Db,
  scope: Scope,
  userId: number,
  afterId: number,
  limit: number,
): Promise<StreamEvent[]> {
  return selectScoped(db, 'stream_events', scope)
    .select(['id', 'kind', 'data'])
    .where('user_id', '=', userId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
