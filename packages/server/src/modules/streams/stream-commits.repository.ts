import type { Db } from '../../db/database.ts';
import type { Scope } from '../../db/scope.ts';
import { selectScoped } from '../../db/scoped-queries.ts';
import './streams.tables.ts';

/** True when `db` reads the user's stream event `id` written at `createdAt`: once its transaction has committed. */
export async function isStreamEventVisible(
  db: Db,
  scope: Scope,
  event: { userId: number; id: number },
  createdAt: string,
): Promise<boolean> {
  const row = await selectScoped(db, 'stream_events', scope)
    .select('id')
    .where('user_id', '=', event.userId)
    .where('id', '=', event.id)
    .where('created_at', '=', createdAt)
    .executeTakeFirst();
  return row !== undefined;
}
