import type { AnalyticsRun, IngestRun, RunIssue } from '@irama/contracts';
import type { AnalyticsRunRow } from '../../ingest/analytics/index.ts';
import type { IngestRunRow } from '../../ingest/engine/index.ts';

/** A run record as the API shows it. */
export function toRun(run: IngestRunRow): IngestRun {
  const { company_id: _owner, errors, ...rest } = run;
  return { ...rest, errors: JSON.parse(errors) as RunIssue[] };
}

/** An analytics run record as the API shows it. */
export function toAnalyticsRun(run: AnalyticsRunRow): AnalyticsRun {
  const { company_id: _owner, errors, ...rest } = run;
  const issues = JSON.parse(errors) as RunIssue[];
  return { ...rest, error_rows: issues.length, errors: issues };
}
