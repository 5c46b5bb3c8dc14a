// What other modules may use of YouTube reports: the published periods, their rates and totals.
export { rateOf, SOURCE_OF } from './report-figures.ts';
export {
  assetRevenueByPeriod,
  dollarRate,
  mostViewedAssets,
  youtubeMonthlyTotals,
  youtubePeriods,
} from './youtube.figures.service.ts';
