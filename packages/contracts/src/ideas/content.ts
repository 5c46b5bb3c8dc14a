import { z } from 'zod';
import { IdParamsSchema } from '../shared/decimal.ts';
import { PageQuerySchema, pageOf } from '../shared/paging.ts';
import { requiredText, requireOneLanguage, userText } from '../shared/text.ts';

/** What staff manage for Home and Ideas: feature banners, the three social widgets, hot topics and trending video ideas. */
export const IDEA_CONTENT_KINDS = ['banner', 'instagram', 'tiktok', 'article', 'hot_topic', 'trending_video'] as const;
export type IdeaContentKind = (typeof IDEA_CONTENT_KINDS)[number];
export const IdeaContentKindSchema = z.enum(IDEA_CONTENT_KINDS, 'validation.invalid').describe('The kind of content');

/** The social widgets of Home and Ideas, each read from `/api/v2/ideas/widget/{kind}`. */
export const SOCIAL_WIDGETS = ['instagram', 'tiktok', 'article'] as const;
export type SocialWidget = (typeof SOCIAL_WIDGETS)[number];

// A same-origin path (as /api/v1/media returns) or an http(s) URL; never javascript: or data:.
const URL_PATTERN = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const UrlSchema = userText({ max: 2048 }).regex(URL_PATTERN, 'validation.url.invalid');
const DaySchema = z
  .string('validation.invalid')
  .regex(DAY_PATTERN, 'validation.date.invalid')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'validation.date.invalid');

/** One piece of staff-managed content as partners read it. */
export const IdeaContentSchema = z.object({
  id: z.number().int(),
  kind: IdeaContentKindSchema,
  title: z.string().describe('In Indonesian; empty when staff wrote it in English only'),
  title_en: z.string().describe('In English; empty when staff wrote it in Indonesian only'),
  summary: z.string().describe('A line or two under the title, in Indonesian; empty when there is none'),
  summary_en: z.string().describe('The line in English; a reader sees the other language when theirs is empty'),
  image_url: z.string().nullable().describe('A same-origin path or an http(s) URL'),
  link_url: z.string().nullable().describe('Where the card leads'),
  published_on: z.string().describe('YYYY-MM-DD, the date shown on the card'),
  starts_on: z.string().nullable().describe('YYYY-MM-DD, first day shown; null for always'),
  ends_on: z.string().nullable().describe('YYYY-MM-DD, last day shown; null for always'),
  position: z.number().int().describe('Order among its kind, smallest first'),
});
export type IdeaContent = z.infer<typeof IdeaContentSchema>;

/** Body of `POST /api/ops/ideas/content` and `PUT /api/ops/ideas/content/{id}`. */
export const IdeaContentWriteSchema = requireOneLanguage(
  z
    .object({
      kind: IdeaContentKindSchema,
      title: userText({ max: 160 }).default('').describe('Title shown on the card, in Indonesian'),
      title_en: userText({ max: 160 }).default('').describe('The title in English; at least one of the two'),
      summary: userText({ max: 600, isMultiline: true }).default(''),
      summary_en: userText({ max: 600, isMultiline: true }).default(''),
      image_url: UrlSchema.nullable().default(null).describe('A URL returned by POST /api/v1/media, or an http(s) URL'),
      link_url: UrlSchema.nullable().default(null),
      published_on: DaySchema.describe('YYYY-MM-DD'),
      starts_on: DaySchema.nullable().default(null),
      ends_on: DaySchema.nullable().default(null),
      position: z
        .number('validation.invalid')
        .int('validation.invalid')
        .min(0, 'validation.invalid')
        .max(999, 'validation.invalid')
        .default(0),
    })
    .refine((body) => !body.starts_on || !body.ends_on || body.starts_on <= body.ends_on, {
      path: ['ends_on'],
      message: 'ideas.content.ends_on.before_start',
    }),
  [['title', 'title_en']],
);
export type IdeaContentWrite = z.input<typeof IdeaContentWriteSchema>;

/** `?kind=&page=&limit=` of the staff list. */
export const IdeaContentOpsQuerySchema = PageQuerySchema.extend({ kind: IdeaContentKindSchema.optional() });

export const IdeaContentPageSchema = pageOf(IdeaContentSchema);
export type IdeaContentPage = z.infer<typeof IdeaContentPageSchema>;

export const IdeaContentParamsSchema = IdParamsSchema;

/** How many items of a configured feed are kept. */
export const FEED_ITEMS_MAX = 20;

/**
 * A configured widget feed (`IDEAS_FEED_*_URL`): a JSON list of posts, or `{ "items": [...] }`. Items
 * that break a rule are left out; the rest are kept, newest first.
 */
export const FeedItemSchema = z.object({
  title: requiredText(160),
  summary: userText({ max: 600, isMultiline: true }).catch(''),
  image_url: UrlSchema.nullable().catch(null),
  url: UrlSchema,
  date: DaySchema.or(z.iso.datetime({ offset: true }).transform((value) => value.slice(0, 10))),
});
export type FeedItem = z.infer<typeof FeedItemSchema>;

export const FeedSchema = z.union([
  z.array(z.unknown()),
  z.object({ items: z.array(z.unknown()) }).transform((feed) => feed.items),
]);
