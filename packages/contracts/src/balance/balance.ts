import { z } from 'zod';
import { ReportPeriodSchema } from '../ingest/uploads.ts';
import { PaymentBankSchema } from '../payment/payment.ts';
import { decimalInteger } from '../shared/decimal.ts';
import { PageQuerySchema } from '../shared/paging.ts';
import { REPORT_FILE_FORMATS } from '../youtube/report.ts';

/** A withdrawal needs at least this much available balance, and takes out at least this much (SPEC §5, §9). */
export const MIN_WITHDRAWAL_IDR = 150_000;
/** What the bank transfer of a withdrawal costs, taken from the amount withdrawn (SPEC §9: shown at withdrawal). */
export const WITHDRAWAL_BANK_CHARGE_IDR = 6_500;
/** Staff pay or reject a withdrawal within this many hours of its request (SPEC §4). */
export const WITHDRAWAL_PROCESSING_HOURS = 24;
/** The header a withdrawal confirmation carries, so a retried request never pays twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Answered on a replayed confirmation, with the first request's status and body. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** SPEC §4: waiting for approval, then paid; a rejected withdrawal's amount is back in the balance. */
export const WITHDRAWAL_STATUSES = ['waiting', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Why staff hold an amount back; `note` says more. */
export const HOLD_REASONS = ['artificial_streams', 'rights_dispute', 'store_clawback', 'other'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** Amounts are whole rupiah everywhere: no float ever carries money. */
const rupiah = () => z.number().int();

/** A payment code as the bank gives it: letters, digits and `-_/.`. */
export const PaymentCodeSchema = z
  .string()
  .trim()
  .min(1, 'balance.payment_code.required')
  .max(64, 'validation.too_long')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'balance.payment_code.invalid');

/** SPEC §3 Withdrawal: one request to take money out of the DSP balance, with the bank data it goes to. */
export const WithdrawalSchema = z.object({
  reference: z.string().describe('Public reference, e.g. WD-2026-000042'),
  created_at: z.string().describe('When it was requested (ISO)'),
  process_by: z
    .string()
    .describe(`Staff pay or reject it by then: ${WITHDRAWAL_PROCESSING_HOURS} hours after the request`),
  status: z.enum(WITHDRAWAL_STATUSES),
  payment_code: z.string().nullable().describe('The bank transfer’s code, once paid'),
  amount_idr: rupiah().describe('What left the balance (equals the sub total)'),
  sub_total_idr: rupiah(),
  bank_charge_idr: rupiah(),
  total_idr: rupiah().describe('What reaches the account: sub total less the bank charge'),
  bank_name: z.string(),
  account_number: z.string(),
  bank_branch: z.string(),
  account_holder: z.string(),
  paid_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  reject_reason: z.string().nullable().describe('Why staff rejected it; the amount went back to the balance'),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** The latest credit to the DSP balance: a store's published period. */
export const LastCreditSchema = z.object({
  amount_idr: rupiah(),
  store: z.string(),
  periode: z.string(),
  is_adjustment: z.boolean(),
  created_at: z.string(),
});

/**
 * `GET /api/v2/balance/info`. The balance counts DSP income only (YouTube revenue is paid per period):
 * `balance_idr` = credits − what was spent from it − withdrawals not rejected; `available_idr` = that less
 * active holds.
 */
export const BalanceInfoSchema = z.object({
  currency: z.literal('IDR'),
  balance_idr: rupiah(),
  available_idr: rupiah().describe('What can be withdrawn now'),
  in_withdrawal_idr: rupiah().describe('Requested and waiting for approval'),
  held_idr: rupiah().describe('Held back by staff, each hold with its reason (GET /balance/holds)'),
  credited_idr: rupiah().describe('DSP income over all published periods'),
  withdrawn_idr: rupiah().describe('Paid out'),
  spent_idr: rupiah().describe('Paid from the balance: Music Bank licences and paylater repayments'),
  last_credit: LastCreditSchema.nullable(),
  minimum_idr: z.literal(MIN_WITHDRAWAL_IDR),
  bank_charge_idr: z.literal(WITHDRAWAL_BANK_CHARGE_IDR),
  processing_hours: z.literal(WITHDRAWAL_PROCESSING_HOURS),
  can_withdraw: z.boolean().describe('Available ≥ the minimum, bank data saved and the caller may withdraw'),
  bank: PaymentBankSchema.nullable().describe('Where withdrawals go; null until the company has saved its bank data'),
});
export type BalanceInfo = z.infer<typeof BalanceInfoSchema>;

/** Query of `GET /api/v2/balance/history`: the withdrawals, newest first, or a file of them. */
export const WithdrawalHistoryQuerySchema = PageQuerySchema.extend({
  status: z.enum(WITHDRAWAL_STATUSES, 'validation.invalid').optional(),
  export: z.enum(REPORT_FILE_FORMATS, 'validation.invalid').optional(),
});
export type WithdrawalHistoryQuery = z.input<typeof WithdrawalHistoryQuerySchema>;

/** One store's credit in a period. */
export const IncomeSourceSchema = z.object({
  store: z.string().describe('The store the report came from'),
  via: z.enum(['store', 'dsr']).describe('A store CSV/TSV or a DDEX DSR'),
  is_adjustment: z.boolean(),
  amount_idr: rupiah(),
  paylater_repayment_idr: rupiah().describe('Taken from this credit to repay paylater; the rest reached the balance'),
  credited_at: z.string(),
});

/** `GET /api/v2/balance/income`: DSP income of one report period, by source, read from the ledger. */
export const IncomePeriodSchema = z.object({
  periode: z.string(),
  total_idr: rupiah(),
  sources: z.array(IncomeSourceSchema),
});
export type IncomePeriod = z.infer<typeof IncomePeriodSchema>;

export const IncomeQuerySchema = PageQuerySchema.extend({
  periode: ReportPeriodSchema.optional(),
  export: z.enum(REPORT_FILE_FORMATS, 'validation.invalid').optional(),
});
export type IncomeQuery = z.input<typeof IncomeQuerySchema>;

/** An amount held back from the balance, always with its reason, track and store. */
export const HoldSchema = z.object({
  id: z.number().int(),
  amount_idr: rupiah(),
  reason: z.enum(HOLD_REASONS),
  note: z.string(),
  isrc: z.string().nullable(),
  track_title: z.string().nullable(),
  store: z.string().nullable(),
  periode: z.string().nullable(),
  created_at: z.string(),
  released_at: z.string().nullable(),
  release_note: z.string().nullable(),
});
export type Hold = z.infer<typeof HoldSchema>;

export const HoldsQuerySchema = PageQuerySchema.extend({
  status: z.enum(['active', 'released', 'all'], 'validation.invalid').default('active'),
});

const AMOUNT_MESSAGE = 'balance.amount.invalid';
const AMOUNT_DESCRIPTION = 'Whole rupiah to withdraw';

/** `?amount=` of `POST /api/v2/balance/pre`: whole rupiah, as canonical decimal digits (SPEC §9 sends 150000). */
export const PreWithdrawalQuerySchema = z.object({
  amount: decimalInteger({
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    message: AMOUNT_MESSAGE,
    requiredKey: AMOUNT_MESSAGE,
  }).describe(AMOUNT_DESCRIPTION),
});

/** A withdrawal's amount in a JSON body: whole rupiah as a JSON number, never text. */
export const WithdrawalAmountSchema = z
  .number(AMOUNT_MESSAGE)
  .int(AMOUNT_MESSAGE)
  .positive(AMOUNT_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, AMOUNT_MESSAGE)
  .describe(AMOUNT_DESCRIPTION);

/** `POST /api/v2/balance/pre`: what a withdrawal of `amount` would be, before it is confirmed. */
export const WithdrawalQuoteSchema = z.object({
  sub_total_idr: rupiah(),
  bank_charge_idr: rupiah(),
  total_idr: rupiah(),
  available_idr: rupiah(),
  available_after_idr: rupiah(),
  processing_hours: z.literal(WITHDRAWAL_PROCESSING_HOURS),
  bank: PaymentBankSchema,
});
export type WithdrawalQuote = z.infer<typeof WithdrawalQuoteSchema>;

/** Body of `POST /api/v2/balance/confirm`, sent with an `Idempotency-Key` header. */
export const ConfirmWithdrawalRequestSchema = z.object({ amount: WithdrawalAmountSchema });
export type ConfirmWithdrawalRequest = z.infer<typeof ConfirmWithdrawalRequestSchema>;

/** An idempotency key: 8–100 visible ASCII characters (a UUID is typical). */
export const IdempotencyKeySchema = z
  .string('balance.idempotency_key_required')
  .regex(/^[\x21-\x7e]{8,100}$/, 'balance.idempotency_key_required');
