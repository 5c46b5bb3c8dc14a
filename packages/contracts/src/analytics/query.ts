import { z } from 'zod';
import { AnalyticsWindowSchema } from '../shared/analytics-window.ts';
import { pageLimitSchema } from '../shared/paging.ts';

// Ids and labels come from YouTube and the catalogue: bounded, and never blank once trimmed.
const key = (description: string) =>
  z.string().trim().min(1, 'validation.invalid').max(200, 'validation.invalid').optional().describe(description);

/** Query of every asset analytics call: the period and, optionally, one project, asset or channel. */
export const AssetAnalyticsQuerySchema = z.object({
  filter_periode: AnalyticsWindowSchema,
  asset_label: key("A project (an asset's first catalogue label): only its assets"),
  asset_id: key('One asset of the company'),
  channel_id: key('Only assets of this channel of the company'),
});
export type AssetAnalyticsQuery = z.input<typeof AssetAnalyticsQuerySchema>;

/** Query of every channel analytics call: the period and, optionally, one channel of the company. */
export const ChannelAnalyticsQuerySchema = z.object({
  filter_periode: AnalyticsWindowSchema,
  channel_id: key('One channel of the company; all of them when absent'),
});
export type ChannelAnalyticsQuery = z.input<typeof ChannelAnalyticsQuerySchema>;

/** How many rows a top list holds. */
const LimitSchema = pageLimitSchema(50, 10).describe('How many rows each list holds, 1 to 50 (default 10)');

export const AssetTopQuerySchema = AssetAnalyticsQuerySchema.extend({ limit: LimitSchema });
export type AssetTopQuery = z.input<typeof AssetTopQuerySchema>;

export const ChannelTopQuerySchema = ChannelAnalyticsQuerySchema.extend({ limit: LimitSchema });
export type ChannelTopQuery = z.input<typeof ChannelTopQuerySchema>;

/** `/info/id/{id}` of an asset or a channel. */
export const AnalyticsIdParamsSchema = z.object({
  id: z.string().trim().min(1, 'validation.invalid').max(200, 'validation.invalid').describe('The asset or channel id'),
});
