import { z } from 'zod';
import { requiredText } from '../shared/text.ts';

/** One release of the portal in the changelog, in Indonesian and English. */
export const ChangelogEntrySchema = z.object({
  id: z.number().int(),
  version: z.string(),
  released_on: z.string().describe('YYYY-MM-DD'),
  title_id: z.string(),
  title_en: z.string(),
  items_id: z.array(z.string()),
  items_en: z.array(z.string()),
  is_published: z.boolean(),
});
export type ChangelogEntry = z.infer<typeof ChangelogEntrySchema>;

/** `GET /api/v2/changelog`: published entries, newest first. */
export const ChangelogListSchema = z.object({ data: z.array(ChangelogEntrySchema) });
export const ChangelogResponseSchema = z.object({ data: ChangelogEntrySchema });

const items = z.array(requiredText(300)).min(1, 'validation.required').max(30);

/** Staff create or replace an entry (`POST /api/ops/changelog`, `PUT …/{id}`). */
export const SaveChangelogSchema = z.object({
  version: requiredText(20).regex(/^\d+\.\d+(\.\d+)?$/, 'support.changelog.version_format'),
  released_on: z.iso.date('support.changelog.date'),
  title_id: requiredText(200),
  title_en: requiredText(200),
  items_id: items,
  items_en: items,
  is_published: z.boolean().default(true),
});
export type SaveChangelog = z.infer<typeof SaveChangelogSchema>;
