import {
  AnalyticsAssetSchema,
  AnalyticsIdParamsSchema,
  AnalyticsTopSchema,
  AssetAnalyticsInfoSchema,
  AssetAnalyticsQuerySchema,
  AssetTopQuerySchema,
} from '@irama/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/authenticate.ts';
import { type AnalyticsDeps, analyticsTop, assetScope, rangeOf, youtubeCompany } from './analytics.service.ts';
import { assetAnalyticsInfo, assetAnalyticsItem } from './analytics-info.service.ts';
import { config, registerFigureRoutes, type Scoped, sendAnalytics, tags } from './figure-routes.ts';

const BASE = '/asset-analytic/api/v2/assets';

/** Asset analytics (SPEC §7): outside /api, as the spec places them; access is still each route's own config. */
export const assetAnalyticsRoutes: FastifyPluginAsyncZod<{ deps: AnalyticsDeps }> = async (app, { deps }) => {
  const { db } = deps;
  async function scoped(request: FastifyRequest): Promise<Scoped> {
    // Every caller registers the route with AssetAnalyticsQuerySchema (or its extension), which has parsed it.
    const query = request.query as z.output<typeof AssetAnalyticsQuerySchema>;
    const companyId = youtubeCompany(callerOf(request));
    const scope = await assetScope(db, companyId, query);
    return { companyId, scope, range: await rangeOf(db, companyId, 'asset', query.filter_periode) };
  }

  registerFigureRoutes(app, deps, {
    base: BASE,
    audiencePath: 'detail',
    querystring: AssetAnalyticsQuerySchema,
    scoped,
    info: { schema: AssetAnalyticsInfoSchema, read: assetAnalyticsInfo },
  });

  app.get(
    `${BASE}/top`,
    {
      config,
      schema: { tags, querystring: AssetTopQuerySchema, response: { 200: z.object({ data: AnalyticsTopSchema }) } },
    },
    (request, reply) =>
      sendAnalytics(deps, request, reply, async () => {
        const { companyId, scope, range } = await scoped(request);
        return { data: await analyticsTop(db, companyId, scope, range, request.query.limit) };
      }),
  );

  app.get(
    `${BASE}/info/id/:id`,
    {
      config,
      schema: { tags, params: AnalyticsIdParamsSchema, response: { 200: z.object({ data: AnalyticsAssetSchema }) } },
    },
    async (request) => ({
      data: await assetAnalyticsItem(db, youtubeCompany(callerOf(request)), request.params.id),
    }),
  );
};
