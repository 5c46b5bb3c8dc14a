import { z } from 'zod';
import { ReportPeriodSchema } from '../ingest/uploads.ts';
import { IdParamSchema, RowIdSchema } from '../shared/decimal.ts';
import { IsrcSchema } from '../shared/identifiers.ts';
import { PageQuerySchema } from '../shared/paging.ts';
import { requiredText, userText } from '../shared/text.ts';
import { HOLD_REASONS, HoldSchema, PaymentCodeSchema, WITHDRAWAL_STATUSES, WithdrawalSchema } from './balance.ts';

/** Most withdrawals staff mark paid in one step. */
export const PAY_BATCH_MAX = 500;

/** A withdrawal as staff see it: whose it is, who asked, and whether it is past its 24 hours. */
export const OpsWithdrawalSchema = WithdrawalSchema.extend({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  requested_by: z.string().describe('The email of the user who asked'),
  is_overdue: z.boolean().describe('Still waiting past its process_by'),
});
export type OpsWithdrawal = z.infer<typeof OpsWithdrawalSchema>;

/** `GET /api/ops/withdrawals`; `export=csv` answers the waiting ones as a bank bulk-transfer file. */
export const OpsWithdrawalsQuerySchema = PageQuerySchema.extend({
  status: z.enum([...WITHDRAWAL_STATUSES, 'all'], 'validation.invalid').default('waiting'),
  company_id: IdParamSchema.optional().describe('Only this company'),
});

/** `GET /api/ops/withdrawals/export`: the waiting withdrawals as a bank bulk-transfer CSV, all or `ids=1,2,3`. */
export const OpsWithdrawalsExportQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,499}$/, 'validation.invalid')
    .transform((ids) => ids.split(',').map(Number))
    .optional(),
});

/** `POST /api/ops/withdrawals/{id}/pay`. */
export const PayWithdrawalRequestSchema = z.object({ payment_code: PaymentCodeSchema });

/** `POST /api/ops/withdrawals/{id}/reject`: the amount goes back to the balance. */
export const RejectWithdrawalRequestSchema = z.object({
  reason: requiredText(500, { isMultiline: true }),
});

/** `POST /api/ops/withdrawals/pay`: a bank batch, all paid or none (each must still be waiting). */
export const PayBatchRequestSchema = z.object({
  items: z
    .array(z.object({ id: RowIdSchema, payment_code: PaymentCodeSchema }))
    .min(1, 'validation.required')
    .max(PAY_BATCH_MAX, 'validation.too_long')
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'balance.batch.duplicate'),
});
export type PayBatchRequest = z.infer<typeof PayBatchRequestSchema>;

/** A hold as staff see it. */
export const OpsHoldSchema = HoldSchema.extend({ company_id: z.number().int(), company_name: z.string() });
export type OpsHold = z.infer<typeof OpsHoldSchema>;

export const OpsHoldsQuerySchema = PageQuerySchema.extend({
  status: z.enum(['active', 'released', 'all'], 'validation.invalid').default('active'),
  company_id: IdParamSchema.optional().describe('Only this company'),
});

/** `POST /api/ops/holds`: holds back part of a company's available balance. */
export const PlaceHoldRequestSchema = z.object({
  company_id: RowIdSchema,
  amount_idr: z.number('balance.amount.invalid').int('balance.amount.invalid').positive('balance.amount.invalid'),
  reason: z.enum(HOLD_REASONS, 'validation.invalid'),
  note: requiredText(500, { isMultiline: true }),
  isrc: IsrcSchema,
  store: userText({ max: 100 }).optional(),
  periode: ReportPeriodSchema.optional(),
});
export type PlaceHoldRequest = z.infer<typeof PlaceHoldRequestSchema>;

/** `POST /api/ops/holds/{id}/release`. */
export const ReleaseHoldRequestSchema = z.object({ note: requiredText(500, { isMultiline: true }) });

/** What moved money: credits and payouts of published periods, withdrawals and holds. */
export const MONEY_MOVES = [
  'credit',
  'youtube_payout',
  'withdrawal_requested',
  'withdrawal_paid',
  'withdrawal_rejected',
  'hold_placed',
  'hold_released',
  'musicbank_payment',
  'paylater_repayment',
] as const;
export type MoneyMove = (typeof MONEY_MOVES)[number];

/** The balance a move changes: the withdrawable DSP balance, or the YouTube revenue paid per period. */
export const MONEY_ACCOUNTS = ['dsp', 'youtube'] as const;

/** One line of the money audit log: written with the move, in its transaction; never updated or deleted. */
export const MoneyAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string().nullable().describe('The staff or user email; null for the system (a publish run by a command)'),
  action: z.enum(MONEY_MOVES),
  company_id: z.number().int(),
  company_name: z.string(),
  account: z.enum(MONEY_ACCOUNTS),
  amount_idr: z.number().int().describe('Signed: what the move did to the account'),
  balance_before_idr: z.number().int(),
  balance_after_idr: z.number().int(),
  available_before_idr: z.number().int().describe('Balance less active holds, before'),
  available_after_idr: z.number().int(),
  subject: z.string().describe('What moved it: a withdrawal reference, a hold id, a ledger source and period'),
  detail: z.string(),
});
export type MoneyAuditEntry = z.infer<typeof MoneyAuditEntrySchema>;

export const MoneyAuditQuerySchema = PageQuerySchema.extend({
  company_id: IdParamSchema.optional().describe('Only this company'),
  action: z.enum(MONEY_MOVES, 'validation.invalid').optional(),
});
