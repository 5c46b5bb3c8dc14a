import { z } from 'zod';

/** How many published months the comparison shows: analytics show six months of streams (SPEC §9). */
export const DSP_PAID_MONTHS = 6;

/**
 * Why a store with streams in a month earned nothing from them:
 * - `not_monetised`: the store does not pay for streams (staff's store terms);
 * - `not_reported`: no report of the store for the month is published yet;
 * - `below_threshold`: the store's published report counts the streams but pays nothing for them,
 *   as a store does while what it owes is under its payment threshold;
 * - `not_in_report`: the store's report of the month is published but holds none of these streams.
 */
export const DSP_UNPAID_REASONS = ['not_monetised', 'not_reported', 'below_threshold', 'not_in_report'] as const;
export type DspUnpaidReason = (typeof DSP_UNPAID_REASONS)[number];

const streams = z.number().int().describe('Streams in the daily analytics: every stream the store counted');
const paidStreams = z
  .number()
  .int()
  .describe('Streams in the store’s published report of the month: the streams it paid for');
const difference = z.number().int().describe('streams − paid_streams');
const revenue = z.number().int().describe('Nett rupiah the published reports credited, as the DSP report shows');

/** What analytics counted, what the reports paid for, and the rupiah they credited. */
const PaidFiguresSchema = z.object({ streams, paid_streams: paidStreams, difference, revenue_idr: revenue });

/** One store in one month: what analytics counted, what its report paid for, and why nothing when nothing. */
export const DspPaidStoreSchema = z
  .object({ store: z.string().describe('The store’s key (`storeKey`), e.g. apple_music') })
  .extend(PaidFiguresSchema.shape)
  .extend({
    reason: z
      .enum(DSP_UNPAID_REASONS)
      .nullable()
      .describe('Why the store’s streams earned nothing; null when it earned, or had no streams'),
  });
export type DspPaidStore = z.infer<typeof DspPaidStoreSchema>;

/** One published month: its totals and each store, most streamed first. */
export const DspPaidMonthSchema = z
  .object({ periode: z.string().describe('YYYY-MM') })
  .extend(PaidFiguresSchema.shape)
  .extend({ stores: z.array(DspPaidStoreSchema) });
export type DspPaidMonth = z.infer<typeof DspPaidMonthSchema>;

/**
 * `GET /api/v2/dsp/paid_streams` and `…/song/{id}/paid_streams`: analytics count every stream, store
 * reports the streams a store paid for; each published month with analytics, side by side per store.
 */
export const DspPaidStreamsSchema = z.object({
  months: z
    .array(DspPaidMonthSchema)
    .describe(`The last ${DSP_PAID_MONTHS} published months that have analytics, newest first`),
  latest_published: z
    .string()
    .nullable()
    .describe('The newest month with a published report of the company: later streams are not reported yet'),
  as_of: z.string().nullable().describe('The last day of the analytics feeds; null without analytics'),
});
export type DspPaidStreams = z.infer<typeof DspPaidStreamsSchema>;
