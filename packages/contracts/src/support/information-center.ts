import { z } from 'zod';
import { PageQuerySchema, pageOf } from '../shared/paging.ts';
import { requireOneLanguage, userText } from '../shared/text.ts';

export const ARTICLE_CATEGORIES = ['release', 'codes', 'royalties', 'youtube', 'withdrawal', 'tax', 'account'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_BODY_MAX = 10_000;

/** One information-center article, in Indonesian and English (either may be empty, never both). */
export const ArticleSchema = z.object({
  id: z.number().int(),
  category: z.enum(ARTICLE_CATEGORIES),
  title_id: z.string(),
  title_en: z.string(),
  body_id: z.string().describe('Plain text; blank lines separate paragraphs'),
  body_en: z.string(),
  position: z.number().int().describe('Order in the list, lowest first'),
  is_published: z.boolean(),
  updated_at: z.string(),
});
export type Article = z.infer<typeof ArticleSchema>;

/** `GET /api/v2/informationcenter`: published articles, by category, matching `q` in either language. */
export const ArticleQuerySchema = PageQuerySchema.extend({
  q: userText({ max: 100 }).optional().describe('Words to find in a title or body, ignoring case and accents'),
  category: z.enum(ARTICLE_CATEGORIES).optional(),
});
export type ArticleQuery = z.infer<typeof ArticleQuerySchema>;
export const ArticlePageSchema = z.object({ data: pageOf(ArticleSchema) });
export const ArticleResponseSchema = z.object({ data: ArticleSchema });

const title = userText({ max: ARTICLE_TITLE_MAX }).default('');
const body = userText({ max: ARTICLE_BODY_MAX, isMultiline: true }).default('');

/** Staff create or replace an article (`POST /api/ops/informationcenter`, `PUT …/{id}`). */
export const SaveArticleSchema = requireOneLanguage(
  z.object({
    category: z.enum(ARTICLE_CATEGORIES, 'validation.required'),
    title_id: title,
    title_en: title,
    body_id: body,
    body_en: body,
    position: z.number().int().min(0).max(10_000).default(0),
    is_published: z.boolean().default(true),
  }),
  [
    ['title_id', 'title_en'],
    ['body_id', 'body_en'],
  ],
);
export type SaveArticle = z.infer<typeof SaveArticleSchema>;
