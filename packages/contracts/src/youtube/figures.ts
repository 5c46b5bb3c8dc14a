import { z } from 'zod';

/**
 * A YouTube revenue figure in both currencies it is kept in, never summed across them: micro-dollars as
 * YouTube paid them, rupiah as converted at the period's rate when the report was ingested.
 * Gross is what YouTube paid for the company's assets, shared the co-owners' cut, nett the company's own.
 */
export const RevenueFiguresSchema = z.object({
  views: z.number().int().describe('Owned views YouTube counted'),
  gross_micros: z.number().int().describe('USD × 10^6'),
  nett_micros: z.number().int().describe('USD × 10^6'),
  shared_micros: z.number().int().describe('USD × 10^6, the co-owners’ part'),
  gross_idr: z.number().int().describe('Whole rupiah'),
  nett_idr: z.number().int().describe('Whole rupiah'),
  shared_idr: z.number().int().describe('Whole rupiah, the co-owners’ part'),
});
export type RevenueFigures = z.infer<typeof RevenueFiguresSchema>;

/** The rate a period's dollars were converted at, as rupiah per dollar in exact decimal text. */
export const PeriodRateSchema = z.object({
  currency: z.literal('USD'),
  idr_per_unit: z.string().nullable().describe('e.g. "16250.5"; null when the period had no rate'),
});
export type PeriodRate = z.infer<typeof PeriodRateSchema>;
