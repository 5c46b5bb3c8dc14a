import type { ErrorCode } from '@irama/contracts';

const TITLES: Record<ErrorCode, string> = {
  'auth.invalid_credentials': 'The password or email is incorrect',
  'auth.session_expired': 'Your session has expired',
  'auth.google_not_registered': 'This Google account is not registered',
  'auth.google_invalid_token': 'The Google sign-in could not be verified',
  'auth.google_not_configured': 'Google sign-in is not configured',
  'auth.reset_token_invalid': 'The reset link is invalid or has expired',
  'auth.verification_token_invalid': 'The verification link is invalid or has expired',
  'auth.account_locked': 'Too many failed sign-ins for this account; try again later',
  permission_denied: 'You do not have permission for this feature',
  not_found: 'Not found',
  validation_failed: 'The request is not valid',
  rate_limited: 'Too many requests',
  conflict: 'The request conflicts with the current state',
  payload_too_large: 'The upload is too large',
  unsupported_media_type: 'The file is not of the expected type',
  range_not_satisfiable: 'The requested range is outside the file',
  precondition_failed: 'The file no longer matches the condition of the request',
  service_unavailable: 'The service is shutting down or unavailable',
  internal: 'Something went wrong on our side',
  'profile.current_password_wrong': 'The current password is wrong',
  'profile.email_taken': 'This email address is already in use',
  'profile.email_change_needs_password': 'Changing the sign-in email needs the current password',
  'profile.photo_too_small': 'The image is smaller than the minimum size',
  'profile.cannot_change_own_switches': 'Owners and admins cannot change their own feature access',
  'profile.cannot_delete_owner': 'The account owner cannot be deleted',
  'release.not_editable': 'Only draft releases can be edited',
  'release.invalid_transition': 'The release cannot move to that status from its current one',
  'ingest.period_published': 'The period is already published; its exchange rates can no longer change',
  'ingest.unmatched_open': 'Rows of this source and period are still unmatched; resolve them before publishing',
  'ingest.totals_differ': "The companies' totals of this source and period differ from the files' totals",
};

const STATUS: Record<ErrorCode, number> = {
  'auth.invalid_credentials': 401,
  'auth.session_expired': 401,
  'auth.google_not_registered': 401,
  'auth.google_invalid_token': 401,
  'auth.google_not_configured': 404,
  'auth.reset_token_invalid': 400,
  'auth.verification_token_invalid': 400,
  'auth.account_locked': 429,
  permission_denied: 403,
  not_found: 404,
  validation_failed: 400,
  rate_limited: 429,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  precondition_failed: 412,
  service_unavailable: 503,
  internal: 500,
  'profile.current_password_wrong': 400,
  'profile.email_taken': 409,
  'profile.email_change_needs_password': 400,
  'profile.photo_too_small': 400,
  'profile.cannot_change_own_switches': 403,
  'profile.cannot_delete_owner': 403,
  'release.not_editable': 409,
  'release.invalid_transition': 409,
  'ingest.period_published': 409,
  'ingest.unmatched_open': 409,
  'ingest.totals_differ': 409,
};

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
    super(options.detail ?? TITLES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS[code];
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers ?? {};
  }
}

export function titleOf(code: ErrorCode): string {
  return TITLES[code];
}

export function statusOf(code: ErrorCode): number {
  return STATUS[code];
}

export const notFound = () => new AppError('not_found');

const MESSAGE_KEY = /^[\w-]+(\.[\w-]+)+$/;

/** A schema's own message key as it is; zod's English default (a wrong type, say) becomes the generic key. */
export function messageKeyOf(message: string | undefined): string {
  return message && MESSAGE_KEY.test(message) ? message : 'validation.invalid';
}
