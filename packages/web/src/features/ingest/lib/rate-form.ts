import { z } from 'zod';

/** The exchange rate form; the server checks the same rules again (contracts `FxRateRequestSchema`). */
export const RateFormSchema = z.object({
  period: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'ingest.upload.errors.period'),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'ingest.rates.errors.currency')
    .refine((c) => c.toUpperCase() !== 'IDR', 'ingest.rates.errors.idr'),
  rate: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,6})?$/, 'ingest.rates.errors.rate')
    .refine((r) => /[1-9]/.test(r), 'ingest.rates.errors.rate'),
});

export type RateFormValues = z.input<typeof RateFormSchema>;
