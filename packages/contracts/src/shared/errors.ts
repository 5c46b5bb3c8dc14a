import { z } from 'zod';

/** What the server answers with one error code; `title` is an English summary, for logs. */
export type ErrorInfo = { status: number; title: string };

/**
 * Every stable error code, with its HTTP status and title: the one place to add a code. The SPA
 * explains each code to the user under the catalogue key `errors.<code>`, in both languages.
 */
export const ERRORS = {
  'auth.invalid_credentials': { status: 401, title: 'The password or email is incorrect' },
  'auth.session_expired': { status: 401, title: 'Your session has expired' },
  'auth.google_not_registered': { status: 401, title: 'This Google account is not registered' },
  'auth.google_invalid_token': { status: 401, title: 'The Google sign-in could not be verified' },
  'auth.google_not_configured': { status: 404, title: 'Google sign-in is not configured' },
  'auth.reset_token_invalid': { status: 400, title: 'The reset link is invalid or has expired' },
  'auth.verification_token_invalid': { status: 400, title: 'The verification link is invalid or has expired' },
  'auth.account_locked': { status: 429, title: 'Too many failed sign-ins for this account; try again later' },
  permission_denied: { status: 403, title: 'You do not have permission for this feature' },
  not_found: { status: 404, title: 'Not found' },
  validation_failed: { status: 400, title: 'The request is not valid' },
  rate_limited: { status: 429, title: 'Too many requests' },
  conflict: { status: 409, title: 'The request conflicts with the current state' },
  payload_too_large: { status: 413, title: 'The upload is too large' },
  unsupported_media_type: { status: 415, title: 'The file is not of the expected type' },
  range_not_satisfiable: { status: 416, title: 'The requested range is outside the file' },
  precondition_failed: { status: 412, title: 'The file no longer matches the condition of the request' },
  service_unavailable: { status: 503, title: 'The service is shutting down or unavailable' },
  internal: { status: 500, title: 'Something went wrong on our side' },
  'profile.current_password_wrong': { status: 400, title: 'The current password is wrong' },
  'profile.email_change_needs_password': {
    status: 400,
    title: 'Changing the sign-in email needs the current password',
  },
  'profile.email_taken': { status: 409, title: 'This email address is already in use' },
  'profile.photo_too_small': { status: 400, title: 'The image is smaller than the minimum size' },
  'profile.cannot_change_own_switches': {
    status: 403,
    title: 'Owners and admins cannot change their own feature access',
  },
  'profile.cannot_delete_owner': { status: 403, title: 'The account owner cannot be deleted' },
  'catalogs.conflict_closed': {
    status: 409,
    title: 'The conflict has already been acted on or has expired; it takes no further action',
  },
  'catalogs.appeal_not_pending': { status: 409, title: 'Only an appealed conflict can be decided' },
  'catalogs.export_too_large': {
    status: 409,
    title: 'The export has too many rows to stream directly; start a background export instead',
  },
  'catalogs.import_invalid': {
    status: 400,
    title: 'Lines of the conflicts file are not valid; nothing was imported',
  },
  'payment.already_paid': { status: 409, title: 'This period is already paid' },
  'payment.nothing_to_pay': { status: 409, title: 'The company has no published revenue for this period' },
  'balance.below_minimum': {
    status: 422,
    title: 'A withdrawal needs at least IDR 150,000 available and takes out at least that much',
  },
  'balance.insufficient': { status: 422, title: 'The amount is more than the available balance' },
  'balance.no_bank_account': { status: 422, title: 'Save the company bank data before withdrawing' },
  'balance.idempotency_key_required': {
    status: 400,
    title: 'A withdrawal needs an Idempotency-Key header of 8 to 100 visible characters',
  },
  'balance.idempotency_key_reused': {
    status: 422,
    title: 'This Idempotency-Key was already used for a different withdrawal',
  },
  'balance.request_in_flight': {
    status: 409,
    title: 'A withdrawal with this Idempotency-Key is still being processed',
  },
  'balance.withdrawal_not_waiting': {
    status: 409,
    title: 'Only a withdrawal waiting for approval can be paid or rejected',
  },
  'balance.hold_exceeds_available': { status: 422, title: 'The hold is more than the available balance' },
  'balance.hold_released': { status: 409, title: 'The hold has already been released' },
  'balance.payment_code_used': { status: 409, title: 'This payment code already pays another withdrawal' },
  'payment.tax_proof_invalid': { status: 400, title: 'The tax proof is not a file you uploaded' },
  'catalogs.export_not_ready': { status: 409, title: 'The export is not ready yet' },
  'release.not_editable': { status: 409, title: 'Only draft releases can be edited' },
  'release.not_deletable': { status: 409, title: 'Only draft releases can be deleted' },
  'release.invalid_transition': { status: 409, title: 'The release cannot move to that status from its current one' },
  'uploads.checksum_mismatch': { status: 460, title: 'The part does not match its Upload-Checksum; it was not kept' },
  'uploads.expired': { status: 410, title: 'The upload has expired and its parts were removed' },
  'ingest.period_published': {
    status: 409,
    title: 'The period is already published; its exchange rates can no longer change',
  },
  'ingest.unmatched_open': {
    status: 409,
    title: 'Rows of this source and period are still unmatched; resolve them before publishing',
  },
  'ingest.not_in_review': {
    status: 409,
    title: 'The run is not waiting for review; it was accepted or rejected already',
  },
  'ingest.totals_differ': {
    status: 409,
    title: "The companies' totals of this source and period differ from the files' totals",
  },
  'networkplace.profile_required': {
    status: 409,
    title: 'Set up your Networkplace profile before meeting other creators',
  },
  'networkplace.own_profile': { status: 409, title: 'This is your own profile' },
  'chat.like_first': { status: 403, title: 'Like this creator before sending them a message' },
  'chat.introduction_waiting': {
    status: 409,
    title: 'Your introduction waits for an answer; you can write again once they answer or like you back',
  },
  'chat.introduction_limit': { status: 429, title: 'You have sent the most new introductions for today' },
  'chat.conversation_closed': { status: 409, title: 'This conversation is closed' },
  'expertise.episode_not_opened': { status: 409, title: 'Open the episode in the player before reporting progress' },
  'expertise.played_more_than_elapsed': {
    status: 422,
    title: 'More seconds were reported than passed since the episode was opened or last reported',
  },
  'expertise.topic_in_use': { status: 409, title: 'Courses still belong to this topic' },
  'achievements.not_earned': { status: 409, title: 'This achievement is not earned yet' },
  'achievements.already_claimed': { status: 409, title: 'This achievement is already claimed' },
  'musicbank.item_taken': { status: 409, title: 'Another partner has licensed this song exclusively' },
  'musicbank.already_requested': { status: 409, title: 'Your company already has an open request for this song' },
  'musicbank.request_closed': { status: 409, title: 'This request can no longer change' },
  'musicbank.not_payable': { status: 409, title: 'Only a request staff accepted, and not yet paid, can be paid' },
  'paylater.not_eligible': {
    status: 422,
    title: 'Paylater needs royalties credited to your balance in the last 12 months',
  },
  'paylater.over_limit': { status: 422, title: 'The fee and service charge are more than your available paylater' },
} as const satisfies Record<string, ErrorInfo>;
export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

/** RFC 9457 problem details, with a stable `code` and per-field message keys for validation. */
export const ProblemSchema = z
  .object({
    type: z.string().describe('A URI naming the problem type'),
    title: z.string().describe('A short English summary, for logs; clients translate `code`'),
    status: z.number().int(),
    detail: z.string().optional(),
    code: z.enum(ERROR_CODES),
    requestId: z.string().optional().describe('The request id, also in the X-Request-Id header'),
    errors: z.record(z.string(), z.string()).optional().describe('Field path → message key'),
    expected: z
      .record(z.string(), z.string())
      .optional()
      .describe(
        'Field path → the JSON type due, for each field answered `validation.type`: integer, number, string, boolean, array or object (several joined by |)',
      ),
  })
  .describe('Problem details (RFC 9457)');
export type Problem = z.infer<typeof ProblemSchema>;
