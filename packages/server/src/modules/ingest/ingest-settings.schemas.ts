import { requiredText } from '@irama/contracts';
import { z } from 'zod';
import { RATE_SCALE } from '../../ingest/engine/index.ts';
import { StoreColumnMappingSchema } from '../../ingest/store/index.ts';
import { PERIOD } from './ingest.schemas.ts';

export const StoreParamsSchema = z.object({ store: requiredText(100) });

export const StoreMappingSchema = z
  .object({ mapping: StoreColumnMappingSchema, updated_at: z.string() })
  .describe('A store’s saved column mapping');

export const PeriodParamsSchema = z.object({
  period: z.string().regex(PERIOD, 'ingest.period.invalid').describe('YYYY-MM'),
});

/** Rupiah per unit as a plain decimal string: floats never carry a rate, so nothing is lost on the way. */
const DECIMAL_RATE = new RegExp(`^\\d{1,9}(\\.\\d{1,${RATE_SCALE}})?$`);

export const RateBodySchema = z.object({
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

export const RateSchema = z
  .object({
    period: z.string(),
    currency: z.string(),
    rate: z.string().describe('Rupiah per one unit, exact decimal string'),
    is_published: z.boolean().describe('The period has published runs; the rate can no longer change'),
  })
  .describe('The rupiah rate of a currency for a period');
