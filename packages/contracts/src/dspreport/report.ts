import { z } from 'zod';
import { ReportPeriodSchema } from '../ingest/uploads.ts';
import { PageQuerySchema } from '../shared/paging.ts';
import { reportTableOf } from '../shared/report-table.ts';
import { PeriodRateSchema } from '../youtube/figures.ts';
import { REPORT_FILE_FORMATS, ReportMonthsSchema } from '../youtube/report.ts';

/**
 * A DSP revenue figure. Rupiah are what the ledger credited (each store's amounts converted at the
 * period's rate when the report was ingested); stores pay in several currencies, so the dollars are
 * those rupiah at the period's dollar rate, in micro-dollars. Gross is what the stores paid for the
 * company's tracks, shared the co-owners' cut, nett the company's own.
 */
export const DspFiguresSchema = z.object({
  streams: z.number().int().describe('Streams (units) the stores counted'),
  gross_idr: z.number().int().describe('Whole rupiah'),
  nett_idr: z.number().int().describe('Whole rupiah'),
  shared_idr: z.number().int().describe('Whole rupiah, the co-owners’ part'),
  gross_micros: z.number().int().describe('USD × 10^6 at the period’s rate; 0 without a rate'),
  nett_micros: z.number().int().describe('USD × 10^6 at the period’s rate; 0 without a rate'),
});
export type DspFigures = z.infer<typeof DspFiguresSchema>;

/** What `report_table` lists: by period, by platform, by track, one track in detail. */
export const DSP_METRICS = ['default', 'store', 'track', 'track_detail'] as const;
export type DspMetric = (typeof DSP_METRICS)[number];

/** One published DSP period of the company. */
export const DspPeriodSchema = z.object({
  periode: z.string(),
  rate: PeriodRateSchema,
  published_at: z.string(),
});
export type DspPeriod = z.infer<typeof DspPeriodSchema>;

/** `GET /api/v2/dspreport/info`: the periods and platforms a user can pick, newest first. */
export const DspReportInfoSchema = z.object({
  periods: z.array(DspPeriodSchema),
  latest: z.string().nullable(),
  stores: z.array(z.string()).describe('Every platform with published revenue for the company'),
  new_report: z.boolean().describe('The caller may use the new DSP report (owners, or the admin switch)'),
});
export type DspReportInfo = z.infer<typeof DspReportInfoSchema>;

/** A track as the catalogue knows it; unknown fields are null. */
export const DspTrackSchema = z.object({
  isrc: z.string().describe('The report’s item: an ISRC, or a UPC for rows a store sent without one'),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  release_title: z.string().nullable(),
  upc: z.string().nullable(),
});
export type DspTrack = z.infer<typeof DspTrackSchema>;

/** `GET /api/v2/dspreport/info/id/{id}`: a track and its totals over every published period. */
export const DspTrackInfoSchema = DspTrackSchema.extend({
  totals: DspFiguresSchema,
  periods: z.number().int().describe('Published periods in which the track earned'),
  first_period: z.string().nullable(),
  last_period: z.string().nullable(),
});
export type DspTrackInfo = z.infer<typeof DspTrackInfoSchema>;

/** Query of `GET /api/v2/dspreport/report`. */
export const DspReportQuerySchema = z.object({
  periode: ReportPeriodSchema.optional().describe('The last month of the series; the latest published one when absent'),
  months: ReportMonthsSchema,
  export: z.enum(REPORT_FILE_FORMATS, 'validation.invalid').optional(),
});
export type DspReportQuery = z.input<typeof DspReportQuerySchema>;

export const DspMonthSchema = DspFiguresSchema.extend({ periode: z.string() });
export type DspMonth = z.infer<typeof DspMonthSchema>;
export const DspStoreMonthSchema = DspMonthSchema.extend({ store: z.string() });
export type DspStoreMonth = z.infer<typeof DspStoreMonthSchema>;

/** `GET /api/v2/dspreport/report`: the monthly series the charts draw. */
export const DspReportSchema = z.object({
  periode: z.string(),
  months: z.array(DspMonthSchema).describe('Oldest first, only published months'),
  by_store: z.array(DspStoreMonthSchema).describe('The same months per platform'),
});
export type DspReport = z.infer<typeof DspReportSchema>;

/** Query of `GET /api/v2/dspreport/report_table`; `export` answers the whole table as a file. */
export const DspReportTableQuerySchema = z
  .object({
    metric: z.enum(DSP_METRICS, 'validation.invalid').default('default'),
    periode: ReportPeriodSchema.optional().describe('The report month; the latest published one when absent'),
    store: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .describe('One platform (metric track, and track_detail: the track on that platform only)'),
    isrc: z.string().trim().min(1).max(64).optional().describe('The track of metric=track_detail'),
    ...PageQuerySchema.shape,
    export: z.enum(REPORT_FILE_FORMATS, 'validation.invalid').optional(),
  })
  .refine((query) => query.metric !== 'track_detail' || !!query.isrc, {
    path: ['isrc'],
    message: 'dspreport.isrc_required',
  });
export type DspReportTableQuery = z.input<typeof DspReportTableQuerySchema>;

export const DspStoreRowSchema = DspFiguresSchema.extend({ store: z.string() });
export type DspStoreRow = z.infer<typeof DspStoreRowSchema>;
export const DspTrackRowSchema = DspFiguresSchema.extend(DspTrackSchema.shape);
export type DspTrackRow = z.infer<typeof DspTrackRowSchema>;
export const DspCountryRowSchema = DspFiguresSchema.extend({ country: z.string() });
export type DspCountryRow = z.infer<typeof DspCountryRowSchema>;

const tableOf = reportTableOf(
  {
    periode: z.string().nullable().describe('The period read; null for the list of periods'),
    store: z.string().nullable(),
    rate: PeriodRateSchema,
  },
  DspFiguresSchema,
);

export const DspPeriodTableSchema = tableOf('default', DspMonthSchema);
export const DspStoreTableSchema = tableOf('store', DspStoreRowSchema);
export const DspTrackTableSchema = tableOf('track', DspTrackRowSchema);
export const DspTrackDetailTableSchema = tableOf('track_detail', DspCountryRowSchema).extend({
  track: DspTrackSchema,
  stores: z.array(DspStoreRowSchema).describe('The track by platform in the period'),
  months: z.array(DspMonthSchema).describe('The track in each published period, oldest first'),
});
export const DspReportTableSchema = z.discriminatedUnion('metric', [
  DspPeriodTableSchema,
  DspStoreTableSchema,
  DspTrackTableSchema,
  DspTrackDetailTableSchema,
]);
export type DspReportTable = z.infer<typeof DspReportTableSchema>;
export type DspPeriodTable = z.infer<typeof DspPeriodTableSchema>;
export type DspStoreTable = z.infer<typeof DspStoreTableSchema>;
export type DspTrackTable = z.infer<typeof DspTrackTableSchema>;
export type DspTrackDetailTable = z.infer<typeof DspTrackDetailTableSchema>;
