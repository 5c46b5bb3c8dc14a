import { z } from 'zod';
import { storeKey } from '../shared/identifiers.ts';
import { requiredText } from '../shared/text.ts';
import { ReportPeriodSchema } from './uploads.ts';

export const PERIOD_FORMATS = ['YYYY-MM', 'YYYYMM', 'YYYY-MM-DD', 'YYYYMMDD', 'DD/MM/YYYY', 'MM/YYYY'] as const;
/** How a store writes its report period; parsing follows the format named, never a guess from the value. */
export const PeriodFormatSchema = z.enum(PERIOD_FORMATS).describe('How the period column is written');
export type PeriodFormat = z.infer<typeof PeriodFormatSchema>;

export const DELIMITERS = [',', '\t', ';'] as const;
export const DECIMAL_SEPARATORS = ['.', ','] as const;

const column = (what: string) => z.string().trim().min(1).describe(`Header name of the ${what} column`);

const StoreColumnsSchema = z.object({
  period: column('period'),
  store: column('store').optional(),
  artist: column('artist'),
  title: column('title'),
  isrc: column('ISRC').optional(),
  upc: column('UPC').optional(),
  country: column('country').optional(),
  units: column('units or streams'),
  revenue: column('revenue'),
  currency: column('currency').optional(),
});

/** One store's report layout, saved per store so one parser reads every store's CSV/TSV. */
export const StoreColumnMappingSchema = z
  .object({
    store: z.string().trim().min(1).describe('Store this mapping belongs to, used when the file has no store column'),
    delimiter: z.enum(DELIMITERS).describe('Field delimiter'),
    decimalSeparator: z.enum(DECIMAL_SEPARATORS).default('.').describe('Decimal separator of the revenue column'),
    periodFormat: PeriodFormatSchema,
    columns: StoreColumnsSchema,
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional()
      .describe('Currency of every row when the file has no currency column'),
  })
  .refine((m) => m.columns.currency !== undefined || m.currency !== undefined, {
    message: 'a currency column or a fixed currency is required',
    path: ['currency'],
  });
/** A validated store mapping. */
export type StoreColumnMapping = z.infer<typeof StoreColumnMappingSchema>;
/** A store mapping as written by a person, before defaults. */
export type StoreColumnMappingInput = z.input<typeof StoreColumnMappingSchema>;
/** A column a store mapping names. */
export type ColumnRole = keyof StoreColumnMapping['columns'];
/** Every column a store mapping can name, in schema order. */
export const COLUMN_ROLES = StoreColumnsSchema.keyof().options;

/** True for a column every file of a store must have. */
export function isRequiredColumn(role: ColumnRole): boolean {
  return !StoreColumnsSchema.shape[role].isOptional();
}

export const StoreMappingParamsSchema = z.object({ store: requiredText(100) });

export const SavedStoreMappingSchema = z
  .object({ mapping: StoreColumnMappingSchema, updated_at: z.string() })
  .describe('A store’s saved column mapping');
export type SavedStoreMapping = z.infer<typeof SavedStoreMappingSchema>;

export const RatePeriodParamsSchema = z.object({ period: ReportPeriodSchema });

/** Rupiah per currency unit are kept × 10^6, so a rate has at most this many decimals. */
export const RATE_SCALE = 6;

/** Rupiah per unit as a plain decimal string: floats never carry a rate, so nothing is lost on the way. */
const DECIMAL_RATE = new RegExp(`^\\d{1,9}(\\.\\d{1,${RATE_SCALE}})?$`);

/** Body of `PUT /api/ops/ingest/rates/:period`. */
export const FxRateRequestSchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'ingest.rates.errors.currency')
    .refine((c) => c !== 'IDR', 'ingest.rates.errors.idr')
    .describe('ISO 4217 code of the report currency'),
  rate: z
    .string()
    .regex(DECIMAL_RATE, 'ingest.rates.errors.rate')
    .refine((r) => /[1-9]/.test(r), 'ingest.rates.errors.rate')
    .describe(`Rupiah per one unit, a decimal string with up to ${RATE_SCALE} decimals, e.g. "16250.5"`),
});

export const FxRateSchema = z
  .object({
    period: z.string(),
    currency: z.string(),
    rate: z.string().describe('Rupiah per one unit, exact decimal string'),
    is_published: z.boolean().describe('The period has published runs; the rate can no longer change'),
  })
  .describe('The rupiah rate of a currency for a period');
export type FxRate = z.infer<typeof FxRateSchema>;

/** `:store` of the store-terms routes: any spelling of a store's name, kept as its key (`storeKey`). */
export const StoreTermsParamsSchema = z.object({
  store: requiredText(100)
    .transform(storeKey)
    .refine((key) => key !== '', 'validation.invalid')
    .describe('The store, e.g. apple_music or "Apple Music"'),
});

/** Body of `PUT /api/ops/ingest/stores/:store`. */
export const StoreTermsRequestSchema = z.object({
  is_monetised: z.boolean('validation.required').describe('The store pays for streams (false: it never does)'),
});
export type StoreTermsRequest = z.infer<typeof StoreTermsRequestSchema>;

/** A store the distributor has analytics or reports from, or terms for, and whether it pays for streams. */
export const StoreTermsSchema = z.object({
  store: z.string().describe('The store’s key (`storeKey`)'),
  is_monetised: z.boolean().describe('True unless staff said the store does not pay for streams'),
  has_analytics: z.boolean().describe('Daily analytics feeds of the store have arrived'),
  has_reports: z.boolean().describe('Revenue reports (store files or DSRs) of the store have arrived'),
  updated_at: z.string().nullable().describe('When staff last set its terms; null for never'),
});
export type StoreTerms = z.infer<typeof StoreTermsSchema>;
