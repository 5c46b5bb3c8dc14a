export * from './columns.ts';
export { type AnalyticsIngestOptions, type AnalyticsIngestResult, ingestAnalyticsFile } from './ingest.ts';
export { type AnalyticsRow, parseAnalyticsFeedBatches } from './parse.ts';
export { findAnalyticsRuns } from './runs.repository.ts';
export type { AnalyticsRollupsTable, AnalyticsRunRow, AnalyticsRunsTable } from './tables.ts';
