import { z } from 'zod';
import { decimalInteger, RowIdSchema } from '../shared/decimal.ts';
import { PAGE_LIMIT_MAX, PageNumberSchema, pageOf } from '../shared/paging.ts';

/**
 * Every achievement a company can earn, each computed from what the company actually did. The id is
 * stable forever (claims refer to it): a new achievement takes a new id, a retired one keeps its id
 * unused. The title and description are catalogue keys `achievements.items.<key>.title` and
 * `.description`, in both languages.
 */
export const ACHIEVEMENTS = [
  { id: 1, key: 'first_release_live', goal: 1 },
  { id: 2, key: 'ten_releases_live', goal: 10 },
  { id: 3, key: 'first_thousand_streams', goal: 1_000 },
  { id: 4, key: 'million_streams', goal: 1_000_000 },
  { id: 5, key: 'first_withdrawal_paid', goal: 1 },
  { id: 6, key: 'first_mandatory_course', goal: 1 },
  { id: 7, key: 'conflict_resolved', goal: 1 },
] as const;
export type AchievementDefinition = (typeof ACHIEVEMENTS)[number];
export type AchievementKey = AchievementDefinition['key'];
export const ACHIEVEMENT_KEYS = ACHIEVEMENTS.map((achievement) => achievement.key) as [
  AchievementKey,
  ...AchievementKey[],
];

/** The catalogue keys of an achievement's title and description. */
export function achievementMessageKeys(key: AchievementKey) {
  return { title: `achievements.items.${key}.title`, description: `achievements.items.${key}.description` };
}

/** `locked`: not earned yet; `ready`: earned, waiting for its claim; `claimed`: earned and claimed. */
export const ACHIEVEMENT_STATUSES = ['locked', 'ready', 'claimed'] as const;
export type AchievementStatus = (typeof ACHIEVEMENT_STATUSES)[number];

/** One achievement as the company sees it. */
export const AchievementSchema = z.object({
  id: z.number().int().describe('The `achievement_id` of a claim'),
  key: z.enum(ACHIEVEMENT_KEYS),
  title_key: z.string().describe('Catalogue key of the title'),
  description_key: z.string().describe('Catalogue key of the description'),
  status: z.enum(ACHIEVEMENT_STATUSES),
  progress: z.object({
    current: z.number().int().describe('How far the company is, at most `goal`'),
    goal: z.number().int(),
  }),
  earned_at: z.string().nullable().describe('When the event that earned it happened; null while locked'),
  claimed_at: z.string().nullable(),
});
export type Achievement = z.infer<typeof AchievementSchema>;

/** `GET /api/v2/achievements/summary`. */
export const AchievementSummarySchema = z.object({
  locked: z.number().int(),
  ready: z.number().int(),
  claimed: z.number().int(),
  total: z.number().int(),
  latest_earned: AchievementSchema.nullable().describe('The most recently earned one, claimed or not'),
});
export type AchievementSummary = z.infer<typeof AchievementSummarySchema>;
export const AchievementSummaryResponseSchema = z.object({ data: AchievementSummarySchema });

/** `1`/`true` or `0`/`false` as a query value. */
const readyFlag = z
  .enum(['0', '1', 'true', 'false'], 'validation.invalid')
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));

/**
 * Query of `GET /api/v2/achievements/all`. `ready=1` keeps the earned and unclaimed ones (as
 * `status=ready`), `ready=0` the others; with `status` as well, both must hold.
 */
export const AchievementListQuerySchema = z.object({
  status: z.enum(ACHIEVEMENT_STATUSES, 'validation.invalid').optional(),
  ready: readyFlag.describe('1: only earned and unclaimed ones; 0: all but those'),
  page: PageNumberSchema,
  per_page: decimalInteger({ min: 1, max: PAGE_LIMIT_MAX })
    .default(20)
    .describe(`Items per page, 1 to ${PAGE_LIMIT_MAX} (default 20)`),
});
export type AchievementListQuery = z.infer<typeof AchievementListQuerySchema>;
/** In catalogue order; `limit` is the `per_page` served. */
export const AchievementListResponseSchema = z.object({ data: pageOf(AchievementSchema) });

/** Body of `POST /api/v2/achievements/claim`. */
export const ClaimAchievementRequestSchema = z.object({ achievement_id: RowIdSchema });
export type ClaimAchievementRequest = z.infer<typeof ClaimAchievementRequestSchema>;
/** The claimed achievement, now `claimed`. */
export const ClaimAchievementResponseSchema = z.object({ data: AchievementSchema });
