export {
  formatStorePeriod,
  JOOX_LIKE_MAPPING,
  SPOTIFY_LIKE_MAPPING,
  storeFixtureCsv,
  storeFixtureRows,
  storeFixtureTotals,
} from './fixtures.ts';
export { readPeriod } from './mapping.ts';
export { parseStoreReport, parseStoreReportBatches, type StoreRow } from './parse.ts';
