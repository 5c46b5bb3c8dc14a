import { z } from 'zod';
import { AssetFilterSchema } from './assets.ts';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Exports of at most this many rows stream straight back from `GET /catalogs/asset_export`;
 * larger ones run in the background (`POST`) and notify the user when the file is ready.
 */
export const DIRECT_EXPORT_MAX_ROWS = 5_000;

/** Query of `GET /api/v2/catalogs/asset_export` and body of its `POST`: the list's filters and a format. */
export const AssetExportRequestSchema = AssetFilterSchema.extend({
  format: z.enum(EXPORT_FORMATS, 'validation.invalid').default('xlsx'),
});
export type AssetExportRequest = z.infer<typeof AssetExportRequestSchema>;

export const EXPORT_STATUSES = ['running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** A background export and how far it has got. */
export const AssetExportJobSchema = z.object({
  id: z.number().int(),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  rows_total: z.number().int(),
  rows_done: z.number().int(),
  download_url: z.string().nullable().describe('Where the finished file is served (with the session), once ready'),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AssetExportJob = z.infer<typeof AssetExportJobSchema>;
