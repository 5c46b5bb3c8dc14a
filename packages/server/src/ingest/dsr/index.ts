export { FOOT_LAYOUT, HEAD_LAYOUT } from './layouts.ts';
export { type DsrFileOptions, parseDsrFile } from './parse-file.ts';
export {
  type DsrInput,
  type DsrPart,
  type DsrReport,
  type DsrReportEvent,
  type DsrSummaryMismatch,
  parseDsrReport,
} from './report.ts';
export type { DsrSummaryCheck } from './summary-check.ts';
export type * from './types.ts';
