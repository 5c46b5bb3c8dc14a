import { type Db, isInTransaction, onCommit } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { companyScope } from '../../db/scope.ts';
import { type AttachedBus, type EventBus, eventBusOf } from '../../lib/event-bus.ts';
import { isStreamEventVisible } from './stream-commits.repository.ts';

/** An event as the stream sends it: its id in the user's stream, its kind and its JSON data. */
export type StreamEvent = { id: number; kind: string; data: string };

/** The bus topic of one user's stream events. */
export const userStreamTopic = (userId: number) => `stream:user:${userId}`;

// How long an event written in a transaction is waited for; a transaction that long has most likely rolled back.
const COMMIT_WAIT_MS = 120_000;
const FIRST_RETRY_MS = 20;
const LONGEST_RETRY_MS = 2_000;

type Written = { companyId: number; userId: number; id: number; kind: string; data: Record<string, unknown> };

/**
 * Publishes stream events just written on the event bus, each to its user's topic. An event written
 * inside a transaction is published only once it is committed, so a stream that reads the database
 * on it finds it; one rolled back never is. A transaction begun by `inTransaction` says when it
 * commits; of one begun elsewhere the commit is seen from outside (`waitUntilCommitted`). The bus
 * only hurries delivery: a stream that misses a publish finds the event in the database.
 */
export function publishOnceCommitted(db: Db, createdAt: string, events: readonly Written[]): void {
  const attached = eventBusOf(db);
  const [first] = events;
  if (!attached || !first) return;
  const publish = () => publishWhen(attached, Promise.resolve(true), events);
  if (!isInTransaction(db)) publish();
  else if (!onCommit(db, publish)) publishWhen(attached, waitUntilCommitted(attached, first, createdAt), events);
}

/** Publishes the events once `committed` says they were, keeping the publish tracked so closing waits for it. */
function publishWhen(attached: AttachedBus<Database>, committed: Promise<boolean>, events: readonly Written[]): void {
  attached.track(
    committed
      .then((isCommitted) => (isCommitted ? publishAll(attached.bus, events) : undefined))
      .catch((error: unknown) => console.error('could not publish stream events', error)),
  );
}

async function publishAll(bus: EventBus, events: readonly Written[]): Promise<void> {
  await Promise.all(
    events.map(({ userId, id, kind, data }) =>
      bus.publish(userStreamTopic(userId), { id, kind, data: JSON.stringify(data) } satisfies StreamEvent),
    ),
  );
}

/**
 * True once the event is visible outside the writing transaction. On SQLite the query waits for the
 * transaction to end (one connection); on PostgreSQL it is asked again, less often each time. The
 * time written is checked too: a rolled-back event's id is taken again by the user's next one.
 */
async function waitUntilCommitted(attached: AttachedBus<Database>, event: Written, createdAt: string) {
  const givesUpAt = Date.now() + COMMIT_WAIT_MS;
  for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, LONGEST_RETRY_MS)) {
    if (await isStreamEventVisible(attached.db, companyScope(event.companyId), event, createdAt)) return true;
    if (attached.isClosing || Date.now() + delay > givesUpAt) return false;
    await Promise.race([new Promise((resolve) => setTimeout(resolve, delay).unref()), attached.closing]);
  }
}
