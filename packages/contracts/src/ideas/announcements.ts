import { z } from 'zod';
import { IdParamsSchema } from '../shared/decimal.ts';
import { pageOf } from '../shared/paging.ts';

/** A staff announcement to every partner (SPEC §7 Ideas: `/ideas/announcements`, `/ideas/announcement/{id}`). */
export const AnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().describe('The first lines, for lists'),
  content: z.string().describe('The whole text; paragraphs separated by blank lines'),
  is_important: z.boolean(),
  published_at: z.string().describe('ISO 8601, UTC'),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementPageSchema = pageOf(AnnouncementSchema);
export type AnnouncementPage = z.infer<typeof AnnouncementPageSchema>;

export const AnnouncementParamsSchema = IdParamsSchema;
