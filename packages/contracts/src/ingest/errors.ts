/**
 * Why an ingest run failed or a line of its file was refused: the code of each problem a run records
 * (with its line and an untranslated detail), which the SPA shows as a translated sentence.
 */
export const INGEST_ERROR_CODES = [
  'invalid_utf8',
  'blank_line',
  'unterminated_quote',
  'invalid_quote',
  'invalid_number',
  'invalid_date',
  'invalid_value',
  'missing_column',
  'unknown_column',
  'duplicate_column',
  'field_count',
  'missing_value',
  'missing_header',
  'undeclared_record',
  'unexpected_record',
  'missing_foot',
  'foot_mismatch',
  'summary_mismatch',
  'multipart_mismatch',
  'missing_part',
  'empty_feed',
  'missing_fx_rate',
  'missing_period',
  'wrong_source',
] as const;

export type IngestErrorCode = (typeof INGEST_ERROR_CODES)[number];
