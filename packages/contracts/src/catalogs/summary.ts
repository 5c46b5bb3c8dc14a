import { z } from 'zod';
import { ReleaseCountsSchema } from '../release/api.ts';
import { AssetTypeSchema } from './assets.ts';
import { ConflictCountsSchema } from './conflicts.ts';

/** `GET /api/v2/catalogs/summary`: releases per status, assets per type, conflicts per status. */
export const CatalogSummarySchema = ReleaseCountsSchema.extend({
  assets: z.object({ total: z.number().int(), by_type: z.record(AssetTypeSchema, z.number().int()) }),
  conflicts: ConflictCountsSchema,
});
export type CatalogSummary = z.infer<typeof CatalogSummarySchema>;
