import { z } from 'zod';
import { ClaimedUploadSchema } from '../analytics/answers.ts';
import { AnalyticsRangeSchema } from '../shared/analytics-window.ts';

/** One of the company's own videos or songs that grew most lately: an idea of what to make more of. */
export const RecommendationSchema = z.object({
  id: z.string().describe('The YouTube asset id or the ISRC'),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  upload: ClaimedUploadSchema.optional().describe('Videos only: whose upload it is when not the partner’s own'),
  views: z.number().int().describe('Views (videos) or streams (songs) in the range'),
  previous_views: z.number().int().describe('The same measure in the range before'),
  change_bps: z.number().int().nullable().describe('Growth in basis points; null when there was nothing before'),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

/** `GET /ideas/recommendations/top_video` and `/top_music`: the range read and the items, fastest growing first. */
export const RecommendationsSchema = z.object({
  range: AnalyticsRangeSchema.nullable().describe('Null before the company has any analytics of that feed'),
  results: z.array(RecommendationSchema),
});
export type Recommendations = z.infer<typeof RecommendationsSchema>;
