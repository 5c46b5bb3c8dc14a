import { z } from 'zod';
import { requiredText } from '../shared/text.ts';

export const STORE_TYPES = ['streaming', 'video', 'social', 'download', 'radio', 'recognition', 'fitness'] as const;
export type StoreType = (typeof STORE_TYPES)[number];
export const STORE_REGIONS = [
  'global',
  'asia',
  'southeast_asia',
  'indonesia',
  'east_asia',
  'south_asia',
  'mena',
  'africa',
  'americas',
  'europe',
] as const;
export type StoreRegion = (typeof STORE_REGIONS)[number];

/** One digital store of the DSP list. */
export const StoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(STORE_TYPES),
  region: z.enum(STORE_REGIONS).describe('Where the store mainly serves listeners'),
  description_id: z.string(),
  description_en: z.string(),
  website: z.string().describe('The store’s own site'),
  position: z.number().int(),
  is_published: z.boolean(),
});
export type Store = z.infer<typeof StoreSchema>;

/** `GET /api/v2/dsplist`: every published store, in list order. */
export const StoreListSchema = z.object({ data: z.array(StoreSchema) });
export const StoreResponseSchema = z.object({ data: StoreSchema });

const description = requiredText(500, { isMultiline: true });

/** Staff create or replace a store (`POST /api/ops/dsplist`, `PUT …/{id}`). */
export const SaveStoreSchema = z.object({
  name: requiredText(80),
  type: z.enum(STORE_TYPES, 'validation.required'),
  region: z.enum(STORE_REGIONS, 'validation.required'),
  description_id: description,
  description_en: description,
  website: z.url({ protocol: /^https$/, error: 'support.store.website' }).max(300),
  position: z.number().int().min(0).max(10_000).default(0),
  is_published: z.boolean().default(true),
});
export type SaveStore = z.infer<typeof SaveStoreSchema>;
