import { ERRORS, type ErrorCode, type Problem } from '@irama/contracts';

type AppErrorOptions = {
  detail?: string;
  fieldErrors?: Record<string, string>;
  /** The JSON type due, per field answered `validation.type`. */
  expectedTypes?: Record<string, string>;
  headers?: Record<string, string>;
};

/** An error a client may see: a stable code, its HTTP status and, for validation, field keys. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly expectedTypes: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.detail ?? ERRORS[code].title);
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.fieldErrors = options.fieldErrors;
    const expectedTypes = options.expectedTypes;
    this.expectedTypes = expectedTypes && Object.keys(expectedTypes).length > 0 ? expectedTypes : undefined;
    this.headers = options.headers ?? {};
  }
}

export function titleOf(code: ErrorCode): string {
  return ERRORS[code].title;
}

export function statusOf(code: ErrorCode): number {
  return ERRORS[code].status;
}

export const notFound = () => new AppError('not_found');

const MESSAGE_KEY = /^[\w-]+(\.[\w-]+)+$/;

/** A schema's own message key as it is; zod's English default becomes `fallback`. */
export function messageKeyOf(message: string | undefined, fallback = 'validation.invalid'): string {
  return message && MESSAGE_KEY.test(message) ? message : fallback;
}

/** The problem JSON of an AppError answered to the request `requestId`. */
export function problemOf(error: AppError, requestId: string): Problem {
  return {
    type: `https://irama.id/problems/${error.code}`,
    title: titleOf(error.code),
    status: error.status,
    code: error.code,
    requestId,
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    ...(error.expectedTypes ? { expected: error.expectedTypes } : {}),
  };
}
