import type { AnalyticsRun, IngestRun, RunIssue, RunReview } from '@irama/contracts';
import type { AnalyticsRunRow } from '../../ingest/analytics/index.ts';
import type { IngestRunReviewRow, IngestRunRow } from '../../ingest/engine/index.ts';

/** A run record as the API shows it (its summary checks are in the run's detail). */
export function toRun(run: IngestRunRow): IngestRun {
  const { company_id: _owner, errors, summary_checks: _checks, ...rest } = run;
  return { ...rest, errors: JSON.parse(errors) as RunIssue[] };
}

/** A decision on a run as its history shows it. */
export function toRunReview(review: IngestRunReviewRow): RunReview {
  const { decision, reason, reviewer_name, created_at } = review;
  return { decision, reason, reviewer_name, created_at };
}

/** An analytics run record as the API shows it. */
export function toAnalyticsRun(run: AnalyticsRunRow): AnalyticsRun {
  const { company_id: _owner, errors, ...rest } = run;
  const issues = JSON.parse(errors) as RunIssue[];
  return { ...rest, error_rows: issues.length, errors: issues };
}
