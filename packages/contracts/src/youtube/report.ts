import { z } from 'zod';
import { ReportPeriodSchema } from '../ingest/uploads.ts';
import { decimalInteger } from '../shared/decimal.ts';
import { PageQuerySchema } from '../shared/paging.ts';
import { reportTableOf } from '../shared/report-table.ts';
import { PeriodRateSchema, RevenueFiguresSchema } from './figures.ts';

/** Where YouTube revenue comes from (SPEC §2): ad-supported views, Premium, license fees, Shorts, paid features. */
export const REVENUE_SOURCES = ['ads', 'premium', 'license_fee', 'shorts', 'paid_features'] as const;
export type RevenueSource = (typeof REVENUE_SOURCES)[number];

/** What `report_table` lists (SPEC §3): by source, by project, co-owned projects, by asset, one asset in detail. */
export const REPORT_METRICS = ['default', 'project', 'other_project', 'asset', 'detail'] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

export const REPORT_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];

/** `?months=` of a monthly series: how many months up to its last, 1 to 36. */
export const ReportMonthsSchema = decimalInteger({ min: 1, max: 36 })
  .default(12)
  .describe('How many months up to the last, 1 to 36 (default 12)');

/** `0`/`1`/`true`/`false` as a query value. */
const queryFlag = z
  .enum(['0', '1', 'true', 'false'], 'validation.invalid')
  .default('0')
  .transform((value) => value === '1' || value === 'true');

/** Query of `GET /api/v2/youtube/report_table`; `export` answers a file of the whole table instead of a page. */
export const ReportTableQuerySchema = z
  .object({
    metric: z.enum(REPORT_METRICS, 'validation.invalid').default('default'),
    periode: ReportPeriodSchema.optional().describe('The report month; the latest published one when absent'),
    asset_label: z.string().trim().max(200).optional().describe('A project (the asset label) to narrow to'),
    asset_id: z.string().trim().max(64).optional().describe('The asset of metric=detail'),
    adjustment: queryFlag.describe('1 for the adjustment report of the period'),
    ...PageQuerySchema.shape,
    export: z.enum(REPORT_FILE_FORMATS, 'validation.invalid').optional(),
  })
  .refine((query) => query.metric !== 'detail' || !!query.asset_id, {
    path: ['asset_id'],
    message: 'youtube.asset_required',
  });
export type ReportTableQuery = z.input<typeof ReportTableQuerySchema>;

/** One row of the by-source table (metric `default`). */
export const SourceRowSchema = RevenueFiguresSchema.extend({ source: z.enum(REVENUE_SOURCES) });
export type SourceRow = z.infer<typeof SourceRowSchema>;

/** One project: the assets the company groups under one label; '' is the assets without one. */
export const ProjectRowSchema = RevenueFiguresSchema.extend({
  project: z.string(),
  assets: z.number().int(),
});
export type ProjectRow = z.infer<typeof ProjectRowSchema>;

/** A co-owner of some of a project's assets, and the cut its contract gives. */
export const CoOwnerSchema = z.object({ name: z.string(), share_bps: z.number().int() });

/** One co-ownership project (metric `other_project`): its co-owned assets only. */
export const CoOwnedProjectRowSchema = ProjectRowSchema.extend({ co_owners: z.array(CoOwnerSchema) });
export type CoOwnedProjectRow = z.infer<typeof CoOwnedProjectRowSchema>;

/** One asset of the period (metric `asset`). */
export const AssetRowSchema = RevenueFiguresSchema.extend({
  asset_id: z.string(),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  project: z.string(),
  is_co_owned: z.boolean(),
});
export type AssetRow = z.infer<typeof AssetRowSchema>;

/** One country of one asset (metric `detail`). */
export const CountryRowSchema = RevenueFiguresSchema.extend({ country: z.string() });
export type CountryRow = z.infer<typeof CountryRowSchema>;

/** One month of one asset, across the published periods (metric `detail`). */
export const MonthRowSchema = RevenueFiguresSchema.extend({ period: z.string() });
export type MonthRow = z.infer<typeof MonthRowSchema>;

const tableOf = reportTableOf(
  {
    periode: z.string(),
    adjustment: z.boolean(),
    currency: z.literal('USD').describe('The currency of every *_micros figure; *_idr figures are rupiah'),
    rate: PeriodRateSchema,
  },
  RevenueFiguresSchema,
);

/** The answer of `report_table` per metric. */
export const SourceTableSchema = tableOf('default', SourceRowSchema);
export const ProjectTableSchema = tableOf('project', ProjectRowSchema);
export const CoOwnedProjectTableSchema = tableOf('other_project', CoOwnedProjectRowSchema);
export const AssetTableSchema = tableOf('asset', AssetRowSchema);
export const AssetDetailTableSchema = tableOf('detail', CountryRowSchema).extend({
  asset: AssetRowSchema,
  sources: z.array(SourceRowSchema).describe("The asset's revenue by source in the period"),
  months: z.array(MonthRowSchema).describe("The asset's revenue in each published period, oldest first"),
});
export const ReportTableSchema = z.discriminatedUnion('metric', [
  SourceTableSchema,
  ProjectTableSchema,
  CoOwnedProjectTableSchema,
  AssetTableSchema,
  AssetDetailTableSchema,
]);
export type ReportTable = z.infer<typeof ReportTableSchema>;
export type SourceTable = z.infer<typeof SourceTableSchema>;
export type ProjectTable = z.infer<typeof ProjectTableSchema>;
export type CoOwnedProjectTable = z.infer<typeof CoOwnedProjectTableSchema>;
export type AssetTable = z.infer<typeof AssetTableSchema>;
export type AssetDetailTable = z.infer<typeof AssetDetailTableSchema>;
