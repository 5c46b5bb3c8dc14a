import { NOTICE_MESSAGES } from '@irama/contracts';
import type { Db } from '../db/database.ts';

type Withdrawal = { created_at: string; paid_at: string | null; rejected_at: string | null };

/** The 12th of the month after a report period, 10:00 WIB: when the demo's past periods were published or paid. */
const afterPeriod = (period: string) => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 12, 3)).toISOString();
};

/** When the thing a replayed notice tells of happened, or null to leave it as written. */
function happenedAt(message: { key?: string; values?: Record<string, string> }, withdrawals: Map<string, Withdrawal>) {
  const { key, values = {} } = message;
  if ((key === NOTICE_MESSAGES.reportPublished || key === NOTICE_MESSAGES.youtubePaid) && values.period) {
    return afterPeriod(values.period);
  }
  const withdrawal = values.reference ? withdrawals.get(values.reference) : undefined;
  if (!withdrawal) return null;
  if (key === NOTICE_MESSAGES.withdrawalRequested) return withdrawal.created_at;
  if (key === NOTICE_MESSAGES.withdrawalPaid) return withdrawal.paid_at;
  if (key === NOTICE_MESSAGES.withdrawalRejected) return withdrawal.rejected_at;
  return null;
}

/**
 * The demo replays its past (a year of reports published, YouTube periods paid, DSP income withdrawn)
 * through the real services, which date their notices now. Dated instead when what they tell happened,
 * the bell shows that past day by day, and today only what is new.
 */
export async function dateReplayedNotices(db: Db, since: string): Promise<void> {
  const [notices, withdrawals] = await Promise.all([
    db.selectFrom('notifications').select(['id', 'additional_data']).where('created_at', '>=', since).execute(),
    db.selectFrom('withdrawals').select(['reference', 'created_at', 'paid_at', 'rejected_at']).execute(),
  ]);
  const byReference = new Map(withdrawals.map((row) => [row.reference, row]));
  const now = new Date().toISOString();
  for (const notice of notices) {
    const at = happenedAt(JSON.parse(notice.additional_data).message ?? {}, byReference);
    if (at && at < now)
      await db.updateTable('notifications').set({ created_at: at }).where('id', '=', notice.id).execute();
  }
}
