import { z } from 'zod';

/** How a store writes its report period; parsing follows the format named, never a guess from the value. */
export const PeriodFormatSchema = z
  .enum(['YYYY-MM', 'YYYYMM', 'YYYY-MM-DD', 'YYYYMMDD', 'DD/MM/YYYY', 'MM/YYYY'])
  .describe('How the period column is written');

const column = (what: string) => z.string().trim().min(1).describe(`Header name of the ${what} column`);

/** One store's report layout, saved per store so one parser reads every store's CSV/TSV. */
export const StoreColumnMappingSchema = z
  .object({
    store: z.string().trim().min(1).describe('Store this mapping belongs to, used when the file has no store column'),
    delimiter: z.enum([',', '\t', ';']).describe('Field delimiter'),
    decimalSeparator: z.enum(['.', ',']).default('.').describe('Decimal separator of the revenue column'),
    periodFormat: PeriodFormatSchema,
    columns: z.object({
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
    }),
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
/** A period format name. */
export type PeriodFormat = z.infer<typeof PeriodFormatSchema>;

const PERIOD_PATTERNS: Record<PeriodFormat, RegExp> = {
  'YYYY-MM': /^(?<y>\d{4})-(?<m>\d{2})$/,
  YYYYMM: /^(?<y>\d{4})(?<m>\d{2})$/,
  'YYYY-MM-DD': /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})$/,
  YYYYMMDD: /^(?<y>\d{4})(?<m>\d{2})(?<d>\d{2})$/,
  'DD/MM/YYYY': /^(?<d>\d{2})\/(?<m>\d{2})\/(?<y>\d{4})$/,
  'MM/YYYY': /^(?<m>\d{2})\/(?<y>\d{4})$/,
};

/** Reads a period in the given format as `YYYY-MM`, or null when the value does not fit the format. */
export function readPeriod(value: string, format: PeriodFormat): string | null {
  const groups = PERIOD_PATTERNS[format].exec(value.trim())?.groups;
  if (!groups) return null;
  const month = Number(groups.m);
  const day = groups.d === undefined ? 1 : Number(groups.d);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${groups.y}-${groups.m}`;
}
