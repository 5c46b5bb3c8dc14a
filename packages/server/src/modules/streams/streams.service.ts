import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import type { StreamEvent } from './streams.push.ts';
import {
  appendStreamEvents,
  findStreamEventsAfter,
  findStreamHead,
  type NewStreamEvent,
} from './streams.repository.ts';

export type { NewStreamEvent };

/**
 * Adds events to their users' streams in `db`'s transaction, the one of what they announce; each
 * reaches the user's open streams once that transaction commits. Events of any company: each says whose.
 */
export function addStreamEvents(db: Db, events: readonly NewStreamEvent[]): Promise<void> {
  return appendStreamEvents(db, ALL_COMPANIES, events);
}

/** Whose stream: a user of a company. */
type StreamOwner = { companyId: number; userId: number };

/** The id of a user's last stream event (0 before the first): where a new stream starts. */
export function streamPosition(db: Db, { companyId, userId }: StreamOwner): Promise<number> {
  return findStreamHead(db, companyScope(companyId), userId);
}

/** Up to `limit` of a user's stream events after `afterId`, in order: what a reconnecting client missed. */
export function streamEventsAfter(db: Db, owner: StreamOwner, afterId: number, limit: number): Promise<StreamEvent[]> {
  return findStreamEventsAfter(db, companyScope(owner.companyId), owner.userId, afterId, limit);
}
