import { z } from 'zod';
import { ReportPeriodSchema } from '../ingest/uploads.ts';
import { PageQuerySchema, pageOf } from '../shared/paging.ts';
import { REPORT_FILE_FORMATS } from '../youtube/report.ts';

/** What an entertainment company earns from. */
export const ENT_CATEGORIES = ['show', 'brand_deal', 'licensing', 'merchandise', 'appearance'] as const;
export type EntCategory = (typeof ENT_CATEGORIES)[number];

/** One month of an entertainment company's statements. */
export const EntPeriodSchema = z.object({
  periode: z.string(),
  amount_idr: z.number().int(),
  items: z.number().int(),
});

/** `GET /api/v2/ent/info`: the months with statements, newest first, and the year so far. */
export const EntInfoSchema = z.object({
  currency: z.literal('IDR'),
  periods: z.array(EntPeriodSchema),
  latest: z.string().nullable(),
  year_to_date_idr: z.number().int(),
});
export type EntInfo = z.infer<typeof EntInfoSchema>;

export const EntReportQuerySchema = z.object({
  periode: ReportPeriodSchema.optional(),
  ...PageQuerySchema.shape,
  export: z.enum(REPORT_FILE_FORMATS, 'validation.invalid').optional(),
});
export type EntReportQuery = z.input<typeof EntReportQuerySchema>;

/** One line of a statement: an event or deal and what it earned the company. */
export const EntItemSchema = z.object({
  date: z.string(),
  category: z.enum(ENT_CATEGORIES),
  description: z.string(),
  amount_idr: z.number().int(),
});
export type EntItem = z.infer<typeof EntItemSchema>;

/** `GET /api/v2/ent/report`: a month's statement, by category and line by line. */
export const EntReportSchema = z.object({
  periode: z.string().nullable(),
  currency: z.literal('IDR'),
  amount_idr: z.number().int(),
  by_category: z.array(z.object({ category: z.enum(ENT_CATEGORIES), amount_idr: z.number().int() })),
  ...pageOf(EntItemSchema).shape,
});
export type EntReport = z.infer<typeof EntReportSchema>;
