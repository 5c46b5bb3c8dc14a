import { z } from 'zod';
import { PageQuerySchema } from '../shared/paging.ts';
import { userText } from '../shared/text.ts';

/** YouTube Content ID asset types, as the asset reports name them in lower snake case. */
export const ASSET_TYPES = ['sound_recording', 'music_video', 'art_track', 'composition', 'web'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];
export const AssetTypeSchema = z.enum(ASSET_TYPES);

/** `?search=&asset_type=` of the YouTube catalogue and its export. */
export const AssetFilterSchema = z.object({
  search: userText({ max: 100 })
    .default('')
    .describe('Words of the title, artist or label (each a prefix), or an asset id, ISRC or custom id'),
  asset_type: AssetTypeSchema.optional(),
});
export type AssetFilter = z.infer<typeof AssetFilterSchema>;

/** Query of `GET /api/v2/catalogs/asset`. */
export const AssetListQuerySchema = PageQuerySchema.extend(AssetFilterSchema.shape);
export type AssetListQuery = z.infer<typeof AssetListQuerySchema>;

/** One asset of the company's YouTube catalogue (SPEC §2 YouTube catalogue). */
export const YoutubeAssetSchema = z.object({
  id: z.number().int().describe("The catalogue's own id of the asset"),
  asset_id: z.string().nullable().describe('YouTube asset id (A + 15 digits)'),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  asset_type: AssetTypeSchema,
  labels: z.array(z.string()).describe('Asset labels, as YouTube groups assets'),
  isrc: z.string().nullable(),
  custom_id: z.string().nullable(),
  channel_id: z.string().nullable(),
  territories: z.array(z.string()).describe('Ownership territories: ISO country codes, or WW for the world'),
  views: z.number().int().describe('Lifetime views claimed for the asset'),
});
export type YoutubeAsset = z.infer<typeof YoutubeAssetSchema>;
