import { z } from 'zod';
import { ReportPeriodSchema } from '../ingest/uploads.ts';
import { IdParamSchema, RowIdSchema } from '../shared/decimal.ts';
import { PageQuerySchema } from '../shared/paging.ts';
import { requiredText, userText } from '../shared/text.ts';
import { PeriodRateSchema } from '../youtube/figures.ts';
import { REPORT_FILE_FORMATS, REVENUE_SOURCES } from '../youtube/report.ts';

/** Tax proof is due by this day of the month after the payment (SPEC §9), or the month's last day. */
export const TAX_PROOF_DAY = 30;
/** Days before the tax-proof deadline the owner is reminded, once, while the proof is missing. */
export const TAX_REMINDER_DAYS = 7;
/** A payment not received within this many business days is for the bank (SPEC §9). */
export const PAYMENT_BANK_CONTACT_DAYS = 5;

export const TAX_PROOF_STATUSES = ['uploaded', 'due', 'overdue'] as const;
export type TaxProofStatus = (typeof TAX_PROOF_STATUSES)[number];

/** One YouTube payment record (SPEC §3): what was transferred for one project of one report period. */
export const PaymentSchema = z.object({
  hash: z.string().describe('The payment’s public reference'),
  payment_period: z.string().describe('The month it was transferred, YYYY-MM'),
  report_period: z.string().describe('The report month it pays, YYYY-MM'),
  is_adjustment: z.boolean().describe('It pays the period’s adjustment report'),
  project: z.string().describe("The project (asset label) paid; '' for assets without one"),
  description: z.string().describe('Staff’s note in Indonesian; empty when they wrote it in English only, or none'),
  description_en: z.string().describe('The note in English; empty when they wrote it in Indonesian only, or none'),
  amount_idr: z.number().int().describe('Whole rupiah'),
  paid_at: z.string(),
  tax_deadline: z.string().describe('YYYY-MM-DD: the tax proof is due by the end of this day (WIB)'),
  tax_status: z.enum(TAX_PROOF_STATUSES),
  tax_proof: z
    .object({ url: z.string(), name: z.string(), uploaded_at: z.string() })
    .nullable()
    .describe('The tax proof document, once uploaded'),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** The company's bank data, where payments go. */
export const PaymentBankSchema = z.object({
  bank_name: z.string(),
  account_number: z.string(),
  bank_branch: z.string(),
  account_holder: z.string(),
});

/** `GET /api/v2/payment/info`. */
export const PaymentInfoSchema = z.object({
  bank: PaymentBankSchema.nullable().describe('Null until the company has saved its bank data'),
  tax_proof_day: z.literal(TAX_PROOF_DAY),
  bank_contact_days: z.literal(PAYMENT_BANK_CONTACT_DAYS),
  next_tax_deadline: z.string().nullable().describe('The nearest deadline of a payment still missing its proof'),
  periods: z.array(z.string()).describe('Report periods with YouTube revenue, newest first'),
});
export type PaymentInfo = z.infer<typeof PaymentInfoSchema>;

/** `GET /api/v2/payment/summary`: rupiah only, as credited and paid. */
export const PaymentSummarySchema = z.object({
  currency: z.literal('IDR'),
  credited_idr: z.number().int().describe('YouTube revenue credited over all published periods'),
  paid_idr: z.number().int(),
  unpaid_idr: z.number().int().describe('Credited and not paid yet: paid at the latest at the end of the month'),
  last_payment: PaymentSchema.nullable(),
  missing_tax_proofs: z.number().int(),
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

/** Query of `GET /api/v2/payment/report`. */
export const PaymentReportQuerySchema = z.object({ periode: ReportPeriodSchema.optional() });

/** One credit of the report period: one source, regular or adjustment. */
export const PaymentCreditSchema = z.object({
  source: z.enum(REVENUE_SOURCES),
  is_adjustment: z.boolean(),
  amount_idr: z.number().int(),
});

/** `GET /api/v2/payment/report`: what a report period earned and what of it was paid. */
export const PaymentReportSchema = z.object({
  periode: z.string().nullable(),
  currency: z.literal('IDR'),
  rate: PeriodRateSchema,
  credits: z.array(PaymentCreditSchema),
  credited_idr: z.number().int(),
  paid_idr: z.number().int(),
  unpaid_idr: z.number().int(),
  payments: z.array(PaymentSchema),
});
export type PaymentReport = z.infer<typeof PaymentReportSchema>;

export const PAYMENT_HISTORY_METRICS = ['default', 'document'] as const;

/**
 * Query of `GET /api/v2/payment/history`: `default` lists payments (of one payment month with
 * `periode`), or a file of them with `export`; `document` with `hash` answers that payment's tax proof file.
 */
export const PaymentHistoryQuerySchema = z
  .object({
    metric: z.enum(PAYMENT_HISTORY_METRICS, 'validation.invalid').default('default'),
    periode: ReportPeriodSchema.optional(),
    hash: z.string().trim().max(64).optional(),
    ...PageQuerySchema.shape,
    export: z.enum(REPORT_FILE_FORMATS, 'validation.invalid').optional(),
  })
  .refine((query) => query.metric !== 'document' || !!query.hash, {
    path: ['hash'],
    message: 'payment.hash_required',
  });
export type PaymentHistoryQuery = z.input<typeof PaymentHistoryQuerySchema>;

/** Body of `POST /api/v2/payment/tax_proof`: a file uploaded through the media service, for one payment. */
export const TaxProofRequestSchema = z.object({
  hash: z.string().trim().min(1).max(64),
  document_url: z.string().trim().min(1).max(500),
  document_name: requiredText(200).describe('The file name the user chose'),
});
export type TaxProofRequest = z.infer<typeof TaxProofRequestSchema>;

/** One company's period as staff see it: credited, and paid or not (`GET /api/ops/youtube/payments`). */
export const PayablePeriodSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  periode: z.string(),
  is_adjustment: z.boolean(),
  credited_idr: z.number().int(),
  paid_at: z.string().nullable(),
  projects: z.number().int(),
});
export type PayablePeriod = z.infer<typeof PayablePeriodSchema>;

export const PayableQuerySchema = z.object({
  company_id: IdParamSchema.optional(),
  status: z.enum(['unpaid', 'paid', 'all'], 'validation.invalid').default('unpaid'),
  ...PageQuerySchema.shape,
});

/** Body of `POST /api/ops/youtube/payments`: pays one company's period, one record per project. */
export const RecordPaymentRequestSchema = z.object({
  company_id: RowIdSchema,
  periode: ReportPeriodSchema,
  is_adjustment: z.boolean().default(false),
  description: userText({ isMultiline: true, max: 500 })
    .default('')
    .describe('Shown on every payment record, in Indonesian'),
  description_en: userText({ isMultiline: true, max: 500 })
    .default('')
    .describe('The same note in English; a reader of one language sees the other when theirs is empty'),
});
export type RecordPaymentRequest = z.infer<typeof RecordPaymentRequestSchema>;
