import { z } from 'zod';
import { decimalInteger, RowIdSchema } from '../shared/decimal.ts';
import { PageNumberSchema, pageLimitSchema, pageOf } from '../shared/paging.ts';
import { userText } from '../shared/text.ts';

/** The rules of learning, in one place: the server enforces them and the SPA shows them. */
export const EXPERTISE_LIMITS = {
  /** Courses per page of a list (SPEC §9). */
  coursesPerPage: 3,
  coursesPerPageMax: 24,
  /** An episode counts as watched once this share of its length was played. */
  watchedShare: 0.9,
  /** Seconds a report may claim beyond the time that really passed (network and timer jitter). */
  reportToleranceSeconds: 5,
  /** How often the player reports, in seconds. */
  reportEverySeconds: 15,
  watchlistTopMax: 50,
  topicsPerFilterMax: 20,
} as const;

/** `sort` of the course list: `popular` by learners, `top_views` by episode views; absent: mandatory first, then newest. */
export const COURSE_SORTS = ['popular', 'top_views'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

/** `filter` of the course list. */
export const COURSE_FILTERS = ['is_mandatory', 'in_progress', 'finished', 'not_started'] as const;
export type CourseFilter = (typeof COURSE_FILTERS)[number];

/** Why a course is suggested: what happened to the caller's company. */
export const SUGGESTION_REASONS = ['release_rejected', 'conflict_open', 'no_release_yet'] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

/** Languages of an episode's subtitles. */
export const SUBTITLE_LANGUAGES = ['id', 'en'] as const;
export type SubtitleLanguage = (typeof SUBTITLE_LANGUAGES)[number];

export const TopicSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('In Indonesian; empty when staff wrote it in English only'),
  name_en: z.string(),
  course_count: z.number().int().describe('Published courses of the topic'),
});
export type Topic = z.infer<typeof TopicSchema>;
export const TopicsResponseSchema = z.object({ data: z.array(TopicSchema) });

/** Episodes watched of all the course's episodes, for the caller. */
export const CourseProgressSchema = z.object({
  watched: z.number().int(),
  total: z.number().int(),
});
export type CourseProgress = z.infer<typeof CourseProgressSchema>;

/** A course in a list (featured, courses, watchlist, suggested). Texts come in both languages; show `textIn`. */
export const CourseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  topic: z.object({ id: z.number().int(), name: z.string(), name_en: z.string() }),
  is_mandatory: z.boolean(),
  is_featured: z.boolean(),
  episode_count: z.number().int(),
  duration_seconds: z.number().int().describe('All episodes together'),
  poster_url: z.string().nullable().describe('The first episode’s poster, signed'),
  learners: z.number().int().describe('Users who opened one of its episodes (`popular`)'),
  views: z.number().int().describe('Episode openings (`top_views`)'),
  progress: CourseProgressSchema,
  finished_at: z.string().nullable().describe('When the caller watched its last episode; null until all are watched'),
  watchlist_id: z.number().int().nullable().describe('The caller’s watchlist entry (to delete it), or null'),
});
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

/** The caller's state of one episode. */
export const EpisodeProgressSchema = z.object({
  position_seconds: z.number().describe('Where to resume'),
  played_seconds: z.number().describe('Seconds really played, all reports together'),
  watched: z.boolean(),
  opened_at: z.string().nullable(),
  watched_at: z.string().nullable(),
});
export type EpisodeProgress = z.infer<typeof EpisodeProgressSchema>;

export const EpisodeSchema = z.object({
  id: z.number().int(),
  position: z.number().int().describe('Order in the course, from 1'),
  title: z.string(),
  title_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  duration_seconds: z.number().int(),
  poster_url: z.string().nullable().describe('Signed URL of a JPEG or PNG'),
  video_url: z.string().nullable().describe('Signed URL; answers HTTP range requests, so the player can seek'),
  video_mime: z.string().nullable().describe('video/mp4 or video/webm'),
  subtitles: z.object({
    id: z.string().nullable().describe('Signed URL of WebVTT in Indonesian'),
    en: z.string().nullable().describe('Signed URL of WebVTT in English'),
  }),
  progress: EpisodeProgressSchema,
});
export type Episode = z.infer<typeof EpisodeSchema>;

export const CourseDetailSchema = CourseSummarySchema.extend({ episodes: z.array(EpisodeSchema) });
export type CourseDetail = z.infer<typeof CourseDetailSchema>;
export const CourseResponseSchema = z.object({ data: CourseDetailSchema });
export const CourseListResponseSchema = z.object({ data: z.array(CourseSummarySchema) });

/** Comma-separated ids in a query value: `topics=1,4`. */
const IdListSchema = z
  .string('validation.invalid')
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,19}$/, 'validation.invalid')
  .transform((ids) => [...new Set(ids.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id <= 2_147_483_647), 'validation.invalid');

/** `GET /api/v2/expertise/courses`. */
export const CoursesQuerySchema = z.object({
  page: PageNumberSchema,
  per_page: pageLimitSchema(EXPERTISE_LIMITS.coursesPerPageMax, EXPERTISE_LIMITS.coursesPerPage),
  filter: z.enum(COURSE_FILTERS, 'validation.invalid').optional(),
  sort: z.enum(COURSE_SORTS, 'validation.invalid').optional(),
  topics: IdListSchema.optional().describe('Topic ids, comma-separated: courses of any of them'),
  search: userText({ max: 100 })
    .optional()
    .describe('Title or description in either language; case and accents ignored'),
});
export type CoursesQuery = z.infer<typeof CoursesQuerySchema>;
export const CoursesPageSchema = pageOf(CourseSummarySchema);
export type CoursesPage = z.infer<typeof CoursesPageSchema>;
export const CoursesResponseSchema = z.object({ data: CoursesPageSchema });

/** `POST /api/v2/expertise/watchlist`: adding a course twice answers the same entry. */
export const AddToWatchlistRequestSchema = z.object({ course_id: RowIdSchema });
export type AddToWatchlistRequest = z.infer<typeof AddToWatchlistRequestSchema>;
export const WatchlistEntrySchema = z.object({
  id: z.number().int(),
  added_at: z.string(),
  course: CourseSummarySchema,
});
export type WatchlistEntry = z.infer<typeof WatchlistEntrySchema>;
export const WatchlistEntryResponseSchema = z.object({ data: WatchlistEntrySchema });
/** `GET /api/v2/expertise/watchlist`: newest first; `top` keeps the first N. */
export const WatchlistQuerySchema = z.object({
  top: decimalInteger({ min: 1, max: EXPERTISE_LIMITS.watchlistTopMax }).optional(),
});
export const WatchlistResponseSchema = z.object({ data: z.array(WatchlistEntrySchema) });

/** `POST /api/v2/expertise/episode/id/{id}/open`: the player starts; the answer says where to resume. */
export const EpisodeOpenResponseSchema = z.object({
  data: EpisodeProgressSchema.extend({ episode_id: z.number().int(), duration_seconds: z.number().int() }),
});

const seconds = z
  .number('validation.required')
  .min(0, 'validation.invalid')
  .max(24 * 60 * 60, 'validation.invalid');

/**
 * `POST /api/v2/expertise/mark_episode_as_watched`, sent by the player every ~15 s and at the end:
 * `played_seconds` is what played since the previous report (or the opening), `position_seconds` where it is now.
 */
export const MarkEpisodeRequestSchema = z.object({
  episode_id: RowIdSchema,
  played_seconds: seconds.describe('Seconds played since the previous report or the opening'),
  position_seconds: seconds.describe('The player’s position now'),
});
export type MarkEpisodeRequest = z.infer<typeof MarkEpisodeRequestSchema>;
export const MarkEpisodeResultSchema = z.object({
  watched: z.boolean(),
  played_seconds: z.number().describe('The episode’s played total after this report'),
  position_seconds: z.number(),
  course_progress: CourseProgressSchema,
});
export type MarkEpisodeResult = z.infer<typeof MarkEpisodeResultSchema>;
export const MarkEpisodeResponseSchema = z.object({ data: MarkEpisodeResultSchema });

/** `GET /api/v2/expertise/suggested`. */
export const SuggestionSchema = z.object({
  reason: z.enum(SUGGESTION_REASONS),
  since: z.string().nullable().describe('When it happened, when it is one event'),
  course: CourseSummarySchema,
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const SuggestionsResponseSchema = z.object({ data: z.array(SuggestionSchema) });

/** `GET /api/v2/expertise/team_progress` (the owner): every admin of the company per course. */
export const TeamProgressSchema = z.object({
  courses: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      title_en: z.string(),
      is_mandatory: z.boolean(),
      episode_count: z.number().int(),
    }),
  ),
  members: z.array(
    z.object({
      user_id: z.number().int(),
      name: z.string(),
      email: z.string(),
      is_owner: z.boolean(),
      courses: z.array(
        z.object({
          course_id: z.number().int(),
          watched: z.number().int(),
          total: z.number().int(),
          finished_at: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type TeamProgress = z.infer<typeof TeamProgressSchema>;
export const TeamProgressResponseSchema = z.object({ data: TeamProgressSchema });
