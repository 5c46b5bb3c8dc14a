import { z } from 'zod';
import { IdParamsSchema } from '../shared/decimal.ts';
import { pageOf } from '../shared/paging.ts';

/** A staff announcement to every partner (SPEC §7 Ideas: `/ideas/announcements`, `/ideas/announcement/{id}`). */
export const AnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string().describe('In Indonesian; empty when staff wrote it in English only'),
  title_en: z.string().describe('In English; empty when staff wrote it in Indonesian only'),
  summary: z.string().describe('The first lines of the Indonesian text, for lists'),
  summary_en: z.string().describe('The first lines of the English text, for lists'),
  content: z.string().describe('The whole text in Indonesian; paragraphs separated by blank lines'),
  content_en: z.string().describe('The whole text in English'),
  is_important: z.boolean(),
  published_at: z.string().describe('ISO 8601, UTC'),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementPageSchema = pageOf(AnnouncementSchema);
export type AnnouncementPage = z.infer<typeof AnnouncementPageSchema>;

export const AnnouncementParamsSchema = IdParamsSchema;
