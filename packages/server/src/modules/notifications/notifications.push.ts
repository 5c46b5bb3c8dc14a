import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type AttachedBus, type EventBus, eventBusOf } from '../../lib/event-bus.ts';

/** The bus topic of one user's notices. */
export const userNoticesTopic = (userId: number) => `notifications:user:${userId}`;
/** The bus topic of notices left for a company as a whole (no user). */
export const companyNoticesTopic = (companyId: number) => `notifications:company:${companyId}`;

/** What the bus carries for new notices: their ids; a panel reads them through the API. */
export type NoticeEvent = { ids: number[] };

// How long a notice written in a transaction is waited for; a transaction that long has most likely rolled back.
const COMMIT_WAIT_MS = 120_000;
const FIRST_RETRY_MS = 20;
const LONGEST_RETRY_MS = 2_000;

/**
 * Tells the recipients' open panels of notices just written. A notice written inside a transaction
 * is pushed only once it is committed (seen from the database outside the transaction), so a panel
 * that refetches on the event finds it; one that is rolled back is never pushed.
 */
export function pushNotices(
  db: Db,
  createdAt: string,
  notices: readonly { id: number; companyId: number; userId: number | null }[],
): void {
  const attached = eventBusOf(db);
  if (!attached || notices.length === 0) return;
  const byTopic = new Map<string, number[]>();
  for (const { id, companyId, userId } of notices) {
    const topic = userId === null ? companyNoticesTopic(companyId) : userNoticesTopic(userId);
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), id]);
  }
  const ids = notices.map((notice) => notice.id);
  const committed = db.isTransaction ? waitUntilCommitted(attached, ids, createdAt) : Promise.resolve(true);
  attached.track(
    committed
      .then((isCommitted) => (isCommitted ? publishAll(attached.bus, byTopic) : undefined))
      .catch((error: unknown) => console.error('could not push notices', error)),
  );
}

async function publishAll(bus: EventBus, byTopic: Map<string, number[]>): Promise<void> {
  await Promise.all([...byTopic].map(([topic, ids]) => bus.publish(topic, { ids } satisfies NoticeEvent)));
}

/**
 * True once the rows are visible outside the writing transaction. On SQLite the query waits for the
 * transaction to end (one connection); on PostgreSQL it is asked again, less often each time. The
 * time written is checked too: SQLite gives the id of a rolled-back row to the next one.
 */
async function waitUntilCommitted(attached: AttachedBus<Database>, ids: readonly number[], createdAt: string) {
  const givesUpAt = Date.now() + COMMIT_WAIT_MS;
  for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, LONGEST_RETRY_MS)) {
    const row = await attached.db
      .selectFrom('notifications')
      .select('id')
      .where('id', 'in', ids)
      .where('created_at', '=', createdAt)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
    if (attached.isClosing || Date.now() + delay > givesUpAt) return false;
    await new Promise((resolve) => setTimeout(resolve, delay).unref());
  }
}
