import { z } from 'zod';
import { decimalInteger, RowIdSchema } from '../shared/decimal.ts';
import { PageQuerySchema, pageOf } from '../shared/paging.ts';
import { requiredText, userText } from '../shared/text.ts';

/**
 * The limits of meeting people, in one place: the server enforces them and the SPA shows them when
 * one is reached. A like is a knock: the one who liked may send one introduction; the conversation
 * opens for both when the other answers it or likes back.
 */
export const NETWORKPLACE_LIMITS = {
  /** New introductions a user may send per day (Jakarta time). */
  introductionsPerDay: 5,
  /** Days an unanswered introduction waits before it expires. */
  introductionExpiryDays: 30,
  skillsMax: 10,
  skillMaxLength: 40,
  bioMaxLength: 1000,
  /** Explore counts matches up to this many; past it the answer says more match (`total_is_capped`). */
  exploreCountCap: 1000,
} as const;

/** What a creator is: explore's `type` filter. */
export const NETWORKPLACE_TYPES = [
  'artist',
  'band',
  'label',
  'producer',
  'songwriter',
  'composer',
  'content_creator',
  'publisher',
  'manager',
] as const;
export type NetworkplaceType = (typeof NETWORKPLACE_TYPES)[number];

/** The industry a creator works in: explore's `industry` filter. */
export const NETWORKPLACE_INDUSTRIES = [
  'music',
  'film',
  'gaming',
  'podcast',
  'education',
  'religion',
  'kids',
  'comedy',
  'lifestyle',
  'sports',
] as const;
export type NetworkplaceIndustry = (typeof NETWORKPLACE_INDUSTRIES)[number];

/** `public`: found in explore; `hidden`: nobody finds or opens it (existing conversations stay). */
export const NETWORKPLACE_VISIBILITIES = ['public', 'hidden'] as const;

/** The caller's own Networkplace profile as saved in the profile's Networkplace tab. */
export const UpdateNetworkplaceProfileRequestSchema = z.object({
  display_name: requiredText(80),
  profession: z.enum(NETWORKPLACE_TYPES, 'validation.invalid').describe('What the creator is; explore’s `type`'),
  skills: z
    .array(requiredText(NETWORKPLACE_LIMITS.skillMaxLength))
    .max(NETWORKPLACE_LIMITS.skillsMax, 'validation.too_many')
    .refine(
      (skills) => new Set(skills.map((skill) => skill.toLowerCase())).size === skills.length,
      'validation.duplicate',
    ),
  industry: z.enum(NETWORKPLACE_INDUSTRIES, 'validation.invalid'),
  visibility: z.enum(NETWORKPLACE_VISIBILITIES, 'validation.invalid'),
  bio: userText({ isMultiline: true, max: NETWORKPLACE_LIMITS.bioMaxLength }),
  artist_label: userText({ max: 120 }).describe('The label the artist releases on; empty for none'),
});
export type UpdateNetworkplaceProfileRequest = z.infer<typeof UpdateNetworkplaceProfileRequestSchema>;

export const TopVideoSchema = z.object({ title: z.string(), views: z.number().int() });

/**
 * Figures computed from the company's own ingested reports and catalogue, never typed by the
 * profile: `as_of` is the last day (YYYY-MM-DD) they are true of, and `is_verified` says they come
 * from distributor reports (false until the company has a report).
 */
export const NetworkplaceStatsSchema = z.object({
  subscribers: z.number().int().describe('YouTube subscribers of the company’s channels'),
  total_assets: z.number().int().describe('YouTube assets and DSP songs in the catalogue'),
  monthly_streams: z.number().int().describe('DSP streams in the latest reported month'),
  top_videos: z.array(TopVideoSchema).max(3).describe('The three most viewed assets of the latest month'),
  as_of: z.string().nullable(),
  is_verified: z.boolean(),
});
export type NetworkplaceStats = z.infer<typeof NetworkplaceStatsSchema>;

/** One profile as another creator sees it (explore, `/profile/id/{id}`). */
export const NetworkplaceProfileSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  profession: z.enum(NETWORKPLACE_TYPES),
  skills: z.array(z.string()),
  industry: z.enum(NETWORKPLACE_INDUSTRIES),
  bio: z.string(),
  artist_label: z.string(),
  photo_url: z.string().nullable(),
  stats: NetworkplaceStatsSchema,
  is_mine: z.boolean(),
  liked_by_me: z.boolean().describe('The caller knocked'),
  likes_me: z.boolean().describe('They knocked on the caller'),
});
export type NetworkplaceProfile = z.infer<typeof NetworkplaceProfileSchema>;

/** The caller's own profile: as others see it, plus what only its owner reads. */
export const MyNetworkplaceProfileSchema = NetworkplaceProfileSchema.extend({
  visibility: z.enum(NETWORKPLACE_VISIBILITIES),
  is_set_up: z.boolean().describe('False until the first save: the values are suggestions from the account'),
  is_hidden_by_staff: z.boolean().describe('Staff hid it after a report: nobody finds it until staff restore it'),
  likes_received: z.number().int(),
});
export type MyNetworkplaceProfile = z.infer<typeof MyNetworkplaceProfileSchema>;
export const MyNetworkplaceProfileResponseSchema = z.object({ data: MyNetworkplaceProfileSchema });
export const NetworkplaceProfileResponseSchema = z.object({ data: NetworkplaceProfileSchema });

const minimum = (what: string) =>
  decimalInteger({ min: 0, max: Number.MAX_SAFE_INTEGER }).optional().describe(`At least this many ${what}`);

/** `GET /api/v2/networkplace/explore`. */
export const ExploreQuerySchema = PageQuerySchema.extend({
  type: z.enum(NETWORKPLACE_TYPES, 'validation.invalid').optional(),
  industry: z.enum(NETWORKPLACE_INDUSTRIES, 'validation.invalid').optional(),
  search: userText({ max: 100 }).optional().describe('Name, skill, label or bio; case and accents ignored'),
  min_monthly_streams: minimum('DSP streams in the latest month'),
  min_subscribers: minimum('subscribers'),
  min_total_assets: minimum('assets'),
  liked: z.enum(['mine', 'me'], 'validation.invalid').optional().describe('Only those I liked, or who liked me'),
});
export type ExploreQuery = z.infer<typeof ExploreQuerySchema>;
export const ExploreResponseSchema = z.object({
  data: pageOf(NetworkplaceProfileSchema).extend({
    total: z.number().int().describe(`Matching profiles, counted up to ${NETWORKPLACE_LIMITS.exploreCountCap}`),
    total_is_capped: z.boolean().describe('More profiles match than `total`: narrow the filters to reach them all'),
  }),
});
export type ExplorePage = z.infer<typeof ExploreResponseSchema>['data'];

/** `PUT /like/id/{id}` and `/dislike/id/{id}`: the relation after the change. */
export const LikeResponseSchema = z.object({
  data: z.object({ liked_by_me: z.boolean(), likes_me: z.boolean() }),
});

/** The data of a `networkplace` stream event: who liked the reader. */
export const NetworkplaceStreamEventSchema = z.object({ liked_by_profile_id: z.number().int() });
export type NetworkplaceStreamEvent = z.infer<typeof NetworkplaceStreamEventSchema>;

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'impersonation', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report of a profile or of a chat message. */
export const ReportRequestSchema = z.object({
  reason: z.enum(REPORT_REASONS, 'validation.invalid'),
  note: userText({ isMultiline: true, max: 1000 }).default(''),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;
export const ReportReceiptSchema = z.object({ data: z.object({ id: z.number().int() }) });

/** The caller's blocks (`GET /api/v2/networkplace/blocked`), to undo one. */
export const BlockedProfileSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  blocked_at: z.string(),
});
export const BlockedListResponseSchema = z.object({ data: z.array(BlockedProfileSchema) });

/** Staff: `GET /api/ops/networkplace/reports`. */
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export const REPORT_ACTIONS = ['dismissed', 'profile_hidden', 'conversation_closed'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const OpsReportsQuerySchema = PageQuerySchema.extend({
  status: z.enum(REPORT_STATUSES, 'validation.invalid').default('open'),
});
export const OpsReportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['profile', 'message']),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  created_at: z.string(),
  reporter: z.object({ profile_id: RowIdSchema, display_name: z.string(), company_name: z.string() }),
  reported: z.object({
    profile_id: RowIdSchema,
    display_name: z.string(),
    company_name: z.string(),
    is_hidden_by_staff: z.boolean(),
  }),
  conversation_id: z.number().int().nullable(),
  message_text: z.string().nullable().describe('The reported message as it was sent'),
  status: z.enum(REPORT_STATUSES),
  action: z.enum(REPORT_ACTIONS).nullable(),
  resolved_at: z.string().nullable(),
});
export type OpsReport = z.infer<typeof OpsReportSchema>;
export const OpsReportsResponseSchema = z.object({ data: pageOf(OpsReportSchema) });

/** Staff: `POST /api/ops/networkplace/reports/{id}/resolve`; closing a conversation is chat's. */
export const ResolveReportRequestSchema = z.object({
  action: z.enum(['dismissed', 'profile_hidden'], 'validation.invalid'),
});
/** Staff: `PUT /api/ops/networkplace/profiles/{id}/visibility`. */
export const StaffProfileVisibilityRequestSchema = z.object({ is_hidden_by_staff: z.boolean('validation.type') });
