import { z } from 'zod';
import { IdParamSchema, IdParamsSchema, RowIdSchema } from '../shared/decimal.ts';
import { PageQuerySchema, pageOf } from '../shared/paging.ts';
import { requireOneLanguage, userText } from '../shared/text.ts';
import { SUGGESTION_REASONS } from './expertise.ts';

const MiB = 1024 * 1024;

/** What staff upload to an episode (`PUT /api/ops/expertise/episodes/{id}/files/{kind}`), checked by content. */
export const EPISODE_FILE_KINDS = ['video', 'poster', 'subtitles_id', 'subtitles_en'] as const;
export type EpisodeFileKind = (typeof EPISODE_FILE_KINDS)[number];
export const EPISODE_FILE_RULES: Readonly<Record<EpisodeFileKind, { mimes: readonly string[]; maxBytes: number }>> = {
  video: { mimes: ['video/mp4', 'video/webm'], maxBytes: 1024 * MiB },
  poster: { mimes: ['image/jpeg', 'image/png'], maxBytes: 5 * MiB },
  subtitles_id: { mimes: ['text/vtt'], maxBytes: 1 * MiB },
  subtitles_en: { mimes: ['text/vtt'], maxBytes: 1 * MiB },
};
export const EpisodeFileParamsSchema = IdParamsSchema.extend({
  kind: z.enum(EPISODE_FILE_KINDS, 'validation.invalid'),
});

const order = z
  .number('validation.invalid')
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(9999, 'validation.invalid');

/** Body of `POST /api/ops/expertise/topics` and `PUT /topics/{id}`. */
export const TopicWriteSchema = requireOneLanguage(
  z.object({
    name: userText({ max: 80 }).default(''),
    name_en: userText({ max: 80 }).default(''),
    position: order.default(0),
  }),
  [['name', 'name_en']],
);
export type TopicWrite = z.input<typeof TopicWriteSchema>;
export const OpsTopicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  position: z.number().int(),
  course_count: z.number().int().describe('All its courses, published or not'),
});
export type OpsTopic = z.infer<typeof OpsTopicSchema>;
export const OpsTopicResponseSchema = z.object({ data: OpsTopicSchema });
export const OpsTopicsResponseSchema = z.object({ data: z.array(OpsTopicSchema) });

/** Body of `POST /api/ops/expertise/courses` and `PUT /courses/{id}`. */
export const CourseWriteSchema = requireOneLanguage(
  z.object({
    topic_id: RowIdSchema,
    title: userText({ max: 160 }).default(''),
    title_en: userText({ max: 160 }).default(''),
    description: userText({ max: 2000, isMultiline: true }).default(''),
    description_en: userText({ max: 2000, isMultiline: true }).default(''),
    is_mandatory: z.boolean('validation.type').default(false),
    featured_position: order
      .nullable()
      .default(null)
      .describe('Order on the featured row, smallest first; null: not featured'),
    suggested_for: z
      .enum(SUGGESTION_REASONS, 'validation.invalid')
      .nullable()
      .default(null)
      .describe('The event that suggests this course to a company'),
    is_published: z.boolean('validation.type').default(false).describe('Partners see only published courses'),
  }),
  [['title', 'title_en']],
);
export type CourseWrite = z.input<typeof CourseWriteSchema>;

/** Body of `POST /api/ops/expertise/courses/{id}/episodes` and `PUT /episodes/{id}`. */
export const EpisodeWriteSchema = requireOneLanguage(
  z.object({
    title: userText({ max: 160 }).default(''),
    title_en: userText({ max: 160 }).default(''),
    description: userText({ max: 2000, isMultiline: true }).default(''),
    description_en: userText({ max: 2000, isMultiline: true }).default(''),
    position: order.default(0),
    duration_seconds: z
      .number('validation.required')
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(6 * 60 * 60, 'validation.invalid')
      .describe('Replaced by the length read from an uploaded MP4'),
  }),
  [['title', 'title_en']],
);
export type EpisodeWrite = z.input<typeof EpisodeWriteSchema>;

/** An uploaded file of an episode as staff see it. */
export const OpsEpisodeFileSchema = z.object({
  url: z.string().describe('Signed URL'),
  mime: z.string(),
  size: z.number().int(),
  name: z.string(),
});
export const OpsEpisodeSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  duration_seconds: z.number().int(),
  files: z.object({
    video: OpsEpisodeFileSchema.nullable(),
    poster: OpsEpisodeFileSchema.nullable(),
    subtitles_id: OpsEpisodeFileSchema.nullable(),
    subtitles_en: OpsEpisodeFileSchema.nullable(),
  }),
});
export type OpsEpisode = z.infer<typeof OpsEpisodeSchema>;
export const OpsEpisodeResponseSchema = z.object({ data: OpsEpisodeSchema });

export const OpsCourseSchema = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  is_mandatory: z.boolean(),
  featured_position: z.number().int().nullable(),
  suggested_for: z.enum(SUGGESTION_REASONS).nullable(),
  is_published: z.boolean(),
  episode_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OpsCourse = z.infer<typeof OpsCourseSchema>;
export const OpsCourseDetailSchema = OpsCourseSchema.extend({ episodes: z.array(OpsEpisodeSchema) });
export type OpsCourseDetail = z.infer<typeof OpsCourseDetailSchema>;
export const OpsCourseResponseSchema = z.object({ data: OpsCourseDetailSchema });

/** `GET /api/ops/expertise/courses`. */
export const OpsCoursesQuerySchema = PageQuerySchema.extend({
  search: userText({ max: 100 }).optional(),
  topic_id: IdParamSchema.optional(),
});
export const OpsCoursesResponseSchema = z.object({ data: pageOf(OpsCourseSchema) });
