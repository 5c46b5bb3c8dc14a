export * from './columns.ts';
export { type AnalyticsIngestOptions, type AnalyticsIngestResult, ingestAnalyticsFile } from './ingest.ts';
export { type AnalyticsRow, parseAnalyticsFeedBatches } from './parse.ts';
export {
  type AnalyticsFilter,
  type AnalyticsGroup,
  type AnalyticsSums,
  lastAnalyticsDay,
  NO_ANALYTICS_SUMS,
  sumAnalytics,
} from './rollups.repository.ts';
export { findAnalyticsRuns } from './runs.repository.ts';
export type { AnalyticsRollupsTable, AnalyticsRunRow, AnalyticsRunsTable } from './tables.ts';
