import type { ErrorCode } from '@irama/contracts';

/** A failed API call: the HTTP status, the problem's stable code and per-field message keys. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network';
  readonly fieldErrors: Record<string, string>;
  /** The JSON type due, per field answered `validation.type`. */
  readonly expectedTypes: Record<string, string>;
  readonly requestId: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code: ErrorCode | 'network';
    fieldErrors?: Record<string, string>;
    expectedTypes?: Record<string, string>;
    requestId?: string;
    retryAfterSeconds?: number;
    message?: string;
  }) {
    super(init.message ?? init.code);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.expectedTypes = init.expectedTypes ?? {};
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** The i18n key that explains an error to the user. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) return `errors.${error.code}`;
  return 'errors.internal';
}
