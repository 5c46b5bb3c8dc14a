import type { IngestErrorCode } from '@irama/contracts';

/** A problem that fails a run and is recorded on it, as opposed to a request error the caller must fix. */
export class RunFailure extends Error {
  override readonly name = 'RunFailure';

  constructor(
    readonly code: IngestErrorCode,
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}
