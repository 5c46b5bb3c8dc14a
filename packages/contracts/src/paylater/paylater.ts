import { z } from 'zod';
import { PageQuerySchema, pageOf } from '../shared/paging.ts';

/**
 * Paylater's terms in one place. No interest: a flat service charge shown before anything is agreed.
 * The limit is a share of the royalties credited over the last `lookbackMonths`, and never more than
 * the repayment share of as many months of credits at that pace would repay (`limitSharePercent` ≤
 * `repaymentSharePercent`), so what is lent is covered by the royalties the ledger expects.
 */
export const PAYLATER_TERMS = {
  lookbackMonths: 12,
  limitSharePercent: 30,
  serviceChargePercent: 5,
  /** Of each DSP credit published, this share repays paylater before the rest reaches the balance. */
  repaymentSharePercent: 30,
} as const;

/** Whole rupiah: no float ever carries money. */
const rupiah = () => z.number().int();

/** Why paylater cannot pay a request now. */
export const PAYLATER_REFUSALS = ['no_credits', 'over_limit', 'not_payable'] as const;
export type PaylaterRefusal = (typeof PAYLATER_REFUSALS)[number];

/** `GET /api/v2/musicbank/paylaterinfo/id/{id}` (a request's id): what paylater would cost, before anything is agreed. */
export const PaylaterQuoteSchema = z.object({
  request_id: z.number().int(),
  fee_idr: rupiah(),
  service_charge_idr: rupiah().describe(`Flat, ${PAYLATER_TERMS.serviceChargePercent} % of the fee; no interest`),
  total_idr: rupiah().describe('Fee and service charge: all that will ever be repaid'),
  repayment_share_percent: z.number().int().describe('Of each future DSP credit, taken before it reaches the balance'),
  monthly_credits_idr: rupiah().describe('Average DSP credits a month over the last 12 months'),
  expected_months: z
    .number()
    .int()
    .nullable()
    .describe('Months to repay at the pace of the last 12 months; null without credits'),
  limit_idr: rupiah(),
  used_idr: rupiah().describe('Still to repay on paylaters taken before'),
  available_idr: rupiah(),
  is_eligible: z.boolean(),
  refusal: z.enum(PAYLATER_REFUSALS).nullable().describe('Why it is not eligible; null when it is'),
});
export type PaylaterQuote = z.infer<typeof PaylaterQuoteSchema>;
export const PaylaterQuoteResponseSchema = z.object({ data: PaylaterQuoteSchema });

export const PAYLATER_STATUSES = ['repaying', 'repaid'] as const;
export type PaylaterStatus = (typeof PAYLATER_STATUSES)[number];

/** One paylater: a licence fee the distributor paid, repaid from the company's future credits. */
export const PaylaterSchema = z.object({
  id: z.number().int(),
  reference: z.string().describe('e.g. PL-2026-000007'),
  status: z.enum(PAYLATER_STATUSES),
  request_id: z.number().int().describe('The Music Bank request it paid'),
  request_reference: z.string(),
  item_title: z.string(),
  fee_idr: rupiah(),
  service_charge_idr: rupiah(),
  total_idr: rupiah(),
  repaid_idr: rupiah(),
  outstanding_idr: rupiah(),
  created_at: z.string(),
  repaid_at: z.string().nullable(),
});
export type Paylater = z.infer<typeof PaylaterSchema>;

/** `GET /api/v2/profile/paylater`: the company's limit, what is used and left, and its paylaters. */
export const PaylaterSummarySchema = z.object({
  limit_idr: rupiah(),
  used_idr: rupiah().describe('Still to repay'),
  available_idr: rupiah(),
  repaid_idr: rupiah().describe('Repaid over all paylaters'),
  credits_last_12_months_idr: rupiah(),
  terms: z.object({
    limit_share_percent: z.number().int(),
    service_charge_percent: z.number().int(),
    repayment_share_percent: z.number().int(),
  }),
  paylaters: z.array(PaylaterSchema).describe('Repaying first, then repaid; newest first'),
});
export type PaylaterSummary = z.infer<typeof PaylaterSummarySchema>;
export const PaylaterSummaryResponseSchema = z.object({ data: PaylaterSummarySchema });

export const PAYLATER_TRANSACTION_KINDS = ['opened', 'repayment'] as const;
export type PaylaterTransactionKind = (typeof PAYLATER_TRANSACTION_KINDS)[number];

/** One line of `GET /api/v2/profile/paylater_transactions`: a paylater taken, or a repayment from a credit. */
export const PaylaterTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYLATER_TRANSACTION_KINDS),
  paylater_id: z.number().int(),
  paylater_reference: z.string(),
  amount_idr: rupiah().describe('Opened: the total owed; repayment: what this credit repaid'),
  outstanding_after_idr: rupiah(),
  credit: z
    .object({ store: z.string(), periode: z.string(), amount_idr: rupiah() })
    .nullable()
    .describe('The published credit a repayment was taken from'),
  created_at: z.string(),
});
export type PaylaterTransaction = z.infer<typeof PaylaterTransactionSchema>;

export const PaylaterTransactionsQuerySchema = PageQuerySchema;
export const PaylaterTransactionPageResponseSchema = z.object({ data: pageOf(PaylaterTransactionSchema) });

/** `GET /api/v2/profile/paylater_transactions/id/{id}`: one line with its paylater. */
export const PaylaterTransactionDetailSchema = PaylaterTransactionSchema.extend({ paylater: PaylaterSchema });
export type PaylaterTransactionDetail = z.infer<typeof PaylaterTransactionDetailSchema>;
export const PaylaterTransactionDetailResponseSchema = z.object({ data: PaylaterTransactionDetailSchema });

/** Staff: `GET /api/ops/paylater`: what each company still owes, against its limit. */
export const PaylaterExposureSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  limit_idr: rupiah(),
  outstanding_idr: rupiah(),
  repaid_idr: rupiah(),
  repaying: z.number().int().describe('Paylaters still being repaid'),
  last_repayment_at: z.string().nullable(),
});
export type PaylaterExposure = z.infer<typeof PaylaterExposureSchema>;
export const PaylaterExposureResponseSchema = z.object({
  data: z.object({
    companies: z.array(PaylaterExposureSchema).describe('Companies with a paylater, most outstanding first'),
    total_outstanding_idr: rupiah(),
  }),
});
