import type { RunSummaryCheck } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { ALL_COMPANIES } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import type { DsrSummaryCheck } from '../dsr/index.ts';
import { deleteRunData, getRun } from './runs.repository.ts';
import type { IngestRunReviewRow, IngestRunRow } from './tables.ts';

/** A summary check as a run keeps it (JSON) and the API shows it: micros as integers of the summary currency. */
export function toCheckRecord(check: DsrSummaryCheck): RunSummaryCheck {
  return {
    key: check.key,
    file: check.file,
    line: check.line,
    currency: check.currency,
    declared_usages: check.declaredUsages,
    body_usages: check.bodyUsages,
    declared_net_revenue_micros:
      check.declaredNetRevenueMicros === null ? null : Number(check.declaredNetRevenueMicros),
    body_net_revenue_micros: Number(check.bodyNetRevenueMicros),
    is_match: check.isMatch,
  };
}

/** Staff's decision on a run held for review, and who made it. */
export interface RunReviewDecision {
  decision: 'accepted' | 'rejected';
  reason: string;
  reviewerId: number;
  reviewerName: string;
}

/**
 * Accepts (→ parsed, publishable as usual) or rejects (→ rejected, its facts, rollups and unmatched rows
 * deleted like a replaced run's) a run held for review, keeping the decision with it. The move is
 * conditional on the run still being in review, so of two decisions at once one wins and the other
 * answers 409 `ingest.not_in_review`.
 */
export async function reviewRun(db: Db, runId: number, review: RunReviewDecision): Promise<IngestRunRow> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('ingest_runs')
      .set({ status: review.decision === 'accepted' ? 'parsed' : 'rejected' })
      .where('id', '=', runId)
      .where('status', '=', 'needs_review')
      .returningAll()
      .executeTakeFirst();
    if (!moved) {
      await getRun(trx, ALL_COMPANIES, runId);
      throw new AppError('ingest.not_in_review');
    }
    if (review.decision === 'rejected') await deleteRunData(trx, ALL_COMPANIES, runId);
    await trx
      .insertInto('ingest_run_reviews')
      .values({
        company_id: moved.company_id,
        run_id: runId,
        decision: review.decision,
        reason: review.reason,
        reviewer_id: review.reviewerId,
        reviewer_name: review.reviewerName,
        created_at: nowIso(),
      })
      .execute();
    return moved;
  });
}

/** The decisions on a run, oldest first. */
export function findRunReviews(db: Db, runId: number): Promise<IngestRunReviewRow[]> {
  return db.selectFrom('ingest_run_reviews').selectAll().where('run_id', '=', runId).orderBy('id').execute();
}
