export { type Attribution, Attributor, type CatalogueLookup, DEFAULT_LOOKUPS, type KeyKind } from './attribution.ts';
export { hashFile, type IngestOptions, type IngestResult, ingestFile } from './ingest.ts';
export { creditOnce, findLedgerEntries, getBalance } from './ledger.repository.ts';
export {
  ledgerSource,
  type PeriodNotifier,
  type PublishedCredit,
  type PublishedPeriod,
  publishPeriod,
} from './publish.ts';
export {
  listStoreTerms,
  loadRates,
  loadStoreMapping,
  saveRate,
  saveStoreMapping,
  saveStoreTerms,
  unmonetisedStores,
} from './reference.repository.ts';
export { findRunReviews, type RunReviewDecision, reviewRun, toCheckRecord } from './review.ts';
export {
  companyTotals,
  countRuns,
  deleteRun,
  findRuns,
  getRun,
  publishedRunsVersion,
  unmatchedTotals,
} from './runs.repository.ts';
export { IdrConverter, splitRow } from './shares.ts';
export {
  type IngestRunReviewRow,
  type IngestRunRow,
  type IngestSource,
  isYoutubeSource,
  type UnmatchedRow,
  YOUTUBE_SOURCES,
} from './tables.ts';
export { findUnmatched, resolveUnmatched, type UnmatchedAction } from './unmatched.ts';
