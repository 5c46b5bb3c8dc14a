import { ERRORS, type ErrorCode } from '@irama/contracts';

/** An error a client may see: a stable code, its HTTP status and, for validation, field keys. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: { detail?: string; fieldErrors?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(options.detail ?? ERRORS[code].title);
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.fieldErrors = options.fieldErrors;
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

/** A schema's own message key as it is; zod's English default (a wrong type, say) becomes the generic key. */
export function messageKeyOf(message: string | undefined): string {
  return message && MESSAGE_KEY.test(message) ? message : 'validation.invalid';
}
