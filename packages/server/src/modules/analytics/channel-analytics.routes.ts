import {
  AnalyticsAudienceSchema,
  AnalyticsChannelSchema,
  AnalyticsIdParamsSchema,
  AnalyticsSeriesSchema,
  AnalyticsSummarySchema,
  AnalyticsTopSchema,
  ChannelAnalyticsInfoSchema,
  ChannelAnalyticsQuerySchema,
  ChannelTopQuerySchema,
} from '@irama/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/authenticate.ts';
import {
  type AnalyticsDeps,
  analyticsAudience,
  analyticsSeries,
  analyticsSummary,
  analyticsTop,
  channelAnalyticsInfo,
  channelAnalyticsItem,
  channelScope,
  rangeOf,
  youtubeCompany,
} from './analytics.service.ts';

// No permission key covers analytics (SPEC §6): a session and the company's YouTube service are enough.
const config = {} as const;
const tags = ['analytics'];
const BASE = '/api/v2/channels';

/** Channel analytics (SPEC §7): the company's channels, their figures, audience and top videos. */
export const channelAnalyticsRoutes: FastifyPluginAsyncZod<{ deps: AnalyticsDeps }> = async (app, { deps }) => {
  const { db } = deps;
  async function scoped(request: FastifyRequest & { query: z.output<typeof ChannelAnalyticsQuerySchema> }) {
    const caller = callerOf(request);
    const companyId = youtubeCompany(caller);
    const scope = await channelScope(db, companyId, request.query.channel_id);
    const range = await rangeOf(db, companyId, 'channel', request.query.filter_periode);
    return { companyId, scope, range };
  }

  app.get(
    `${BASE}/info`,
    { config, schema: { tags, response: { 200: z.object({ data: ChannelAnalyticsInfoSchema }) } } },
    async (request) => ({ data: await channelAnalyticsInfo(db, youtubeCompany(callerOf(request))) }),
  );

  app.get(
    `${BASE}/summary`,
    {
      config,
      schema: {
        tags,
        querystring: ChannelAnalyticsQuerySchema,
        response: { 200: z.object({ data: AnalyticsSummarySchema }) },
      },
    },
    async (request) => {
      const { companyId, scope, range } = await scoped(request);
      return { data: await analyticsSummary(db, companyId, scope, range) };
    },
  );

  app.get(
    `${BASE}/analytic`,
    {
      config,
      schema: {
        tags,
        querystring: ChannelAnalyticsQuerySchema,
        response: { 200: z.object({ data: AnalyticsSeriesSchema }) },
      },
    },
    async (request) => {
      const { companyId, scope, range } = await scoped(request);
      return { data: await analyticsSeries(db, companyId, scope, range) };
    },
  );

  app.get(
    `${BASE}/top`,
    {
      config,
      schema: {
        tags,
        querystring: ChannelTopQuerySchema,
        description: "The channel's videos (the asset feed on the channel) ranked over the channel feed's range",
        response: { 200: z.object({ data: AnalyticsTopSchema }) },
      },
    },
    async (request) => {
      const { companyId, range } = await scoped(request);
      const { channel_id: channelId } = request.query;
      const scope = channelId === undefined ? { feed: 'asset' as const } : { feed: 'asset' as const, channelId };
      return { data: await analyticsTop(db, companyId, scope, range, request.query.limit) };
    },
  );

  app.get(
    `${BASE}/data`,
    {
      config,
      schema: {
        tags,
        querystring: ChannelAnalyticsQuerySchema,
        response: { 200: z.object({ data: AnalyticsAudienceSchema }) },
      },
    },
    async (request) => {
      const { companyId, scope, range } = await scoped(request);
      return { data: await analyticsAudience(db, companyId, scope, range) };
    },
  );

  app.get(
    `${BASE}/info/id/:id`,
    {
      config,
      schema: { tags, params: AnalyticsIdParamsSchema, response: { 200: z.object({ data: AnalyticsChannelSchema }) } },
    },
    async (request) => ({
      data: await channelAnalyticsItem(db, youtubeCompany(callerOf(request)), request.params.id),
    }),
  );
};
