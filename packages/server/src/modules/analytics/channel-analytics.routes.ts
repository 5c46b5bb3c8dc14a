import {
  AnalyticsChannelSchema,
  AnalyticsIdParamsSchema,
  AnalyticsTopSchema,
  ChannelAnalyticsInfoSchema,
  ChannelAnalyticsQuerySchema,
  ChannelTopQuerySchema,
} from '@irama/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/authenticate.ts';
import { type AnalyticsDeps, analyticsTop, channelScope, rangeOf, youtubeCompany } from './analytics.service.ts';
import { channelAnalyticsInfo, channelAnalyticsItem } from './analytics-info.service.ts';
import { config, registerFigureRoutes, type Scoped, sendAnalytics, tags } from './figure-routes.ts';

const BASE = '/api/v2/channels';

/** Channel analytics (SPEC §7): the company's channels, their figures, audience and top videos. */
export const channelAnalyticsRoutes: FastifyPluginAsyncZod<{ deps: AnalyticsDeps }> = async (app, { deps }) => {
  const { db } = deps;
  async function scoped(request: FastifyRequest): Promise<Scoped> {
    // Every caller registers the route with ChannelAnalyticsQuerySchema (or its extension), which has parsed it.
    const query = request.query as z.output<typeof ChannelAnalyticsQuerySchema>;
    const companyId = youtubeCompany(callerOf(request));
    const scope = await channelScope(db, companyId, query.channel_id);
    return { companyId, scope, range: await rangeOf(db, companyId, 'channel', query.filter_periode) };
  }

  registerFigureRoutes(app, deps, {
    base: BASE,
    audiencePath: 'data',
    querystring: ChannelAnalyticsQuerySchema,
    scoped,
    info: { schema: ChannelAnalyticsInfoSchema, read: channelAnalyticsInfo },
  });

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
    (request, reply) =>
      sendAnalytics(deps, request, reply, async () => {
        // The channel is checked (scoped) before the asset feed is read on it.
        const { companyId, range } = await scoped(request);
        const { channel_id: channelId } = request.query;
        const scope = channelId === undefined ? { feed: 'asset' as const } : { feed: 'asset' as const, channelId };
        return { data: await analyticsTop(db, companyId, scope, range, request.query.limit) };
      }),
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
