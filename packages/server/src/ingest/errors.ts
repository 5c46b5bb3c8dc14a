import type { IngestErrorCode } from '@irama/contracts';

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
