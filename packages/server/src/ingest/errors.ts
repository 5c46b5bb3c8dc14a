/** Machine-readable reasons an ingest can fail; the later loader maps them to staff-facing messages. */
export type IngestErrorCode =
  | 'invalid_utf8'
  | 'blank_line'
  | 'unterminated_quote'
  | 'invalid_quote'
  | 'invalid_number'
  | 'invalid_date'
  | 'invalid_value'
  | 'missing_column'
  | 'unknown_column'
  | 'duplicate_column'
  | 'field_count'
  | 'missing_value'
  | 'missing_header'
  | 'undeclared_record'
  | 'unexpected_record'
  | 'missing_foot'
  | 'foot_mismatch'
  | 'summary_mismatch'
  | 'multipart_mismatch'
  | 'missing_part';

/** A parse or validation failure at a 1-based line of a named input (line 0 means "the whole input"). */
export class IngestError extends Error {
  override readonly name = 'IngestError';

  constructor(
    readonly code: IngestErrorCode,
    readonly line: number,
    /** The message without the file and line prefix. */
    readonly detail: string,
    readonly file?: string,
  ) {
    super(file ? `${file}:${line}: ${detail}` : `line ${line}: ${detail}`);
  }
}

/** Serialisable form of an `IngestError`, used where a caller asked to collect problems instead of stopping. */
export interface IngestIssue {
  code: IngestErrorCode;
  line: number;
  message: string;
  file?: string;
}

/** Converts an error to an issue record for reports. */
export function toIssue(error: IngestError): IngestIssue {
  const { code, line, detail: message, file } = error;
  return file ? { code, line, message, file } : { code, line, message };
}
