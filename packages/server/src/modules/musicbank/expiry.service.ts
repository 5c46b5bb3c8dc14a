import { type Db, inTransaction } from '../../db/database.ts';
import { ALL_COMPANIES } from '../../db/scope.ts';
import { announceRequests } from './request-notices.ts';
import { expireDueRequests, hasDueRequests } from './requests.repository.ts';

/**
 * Expires every request in need of action whose pay-by moment has passed (closed then) and tells its
 * owners, answering how many this call expired. Safe to run anywhere at any time: the update moves
 * only requests still in need of action, so of two instances sweeping at once each tells only about
 * the requests it moved. Read-only when nothing is due, as it is on almost every call.
 */
export async function sweepExpiredRequests(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  if (!(await hasDueRequests(db, ALL_COMPANIES, at))) return 0;
  return inTransaction(db, async (trx) => {
    const expired = await expireDueRequests(trx, ALL_COMPANIES, at);
    await announceRequests(trx, expired);
    return expired.length;
  });
}
