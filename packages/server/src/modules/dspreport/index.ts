// What other modules may use of the DSP reports: the published periods and their sums.
export {
  type DspSums,
  dspPeriodTotals,
  dspStoreSums,
  publishedDspPeriods,
  storesReportedIn,
} from './report-sums.service.ts';
