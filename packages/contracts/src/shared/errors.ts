import { z } from 'zod';

/** Stable error codes; the SPA translates each one through i18n (`errors.<code>`). */
export const ERROR_CODES = [
  'auth.invalid_credentials',
  'auth.session_expired',
  'auth.google_not_registered',
  'auth.google_invalid_token',
  'auth.google_not_configured',
  'auth.reset_token_invalid',
  'auth.verification_token_invalid',
  'auth.account_locked',
  'permission_denied',
  'not_found',
  'validation_failed',
  'rate_limited',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'range_not_satisfiable',
  'precondition_failed',
  'service_unavailable',
  'internal',
  'profile.current_password_wrong',
  'profile.email_change_needs_password',
  'profile.email_taken',
  'profile.photo_too_small',
  'profile.cannot_change_own_switches',
  'profile.cannot_delete_owner',
  'release.not_editable',
  'release.invalid_transition',
  'ingest.period_published',
  'ingest.unmatched_open',
  'ingest.totals_differ',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

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
  })
  .describe('Problem details (RFC 9457)');
export type Problem = z.infer<typeof ProblemSchema>;
