import {
  AnalyticsAssetSchema,
  AnalyticsAudienceSchema,
  AnalyticsIdParamsSchema,
  AnalyticsSeriesSchema,
  AnalyticsSummarySchema,
  AnalyticsTopSchema,
  AssetAnalyticsInfoSchema,
  AssetAnalyticsQuerySchema,
  AssetTopQuerySchema,
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
  assetAnalyticsInfo,
  assetAnalyticsItem,
  assetScope,
  rangeOf,
  youtubeCompany,
} from './analytics.service.ts';

// No permission key covers analytics (SPEC §6): a session and the company's YouTube service are enough.
const config = {} as const;
const tags = ['analytics'];
const BASE = '/asset-analytic/api/v2/assets';

/** Asset analytics (SPEC §7): outside /api, as the spec places them; access is still each route's own config. */
export const assetAnalyticsRoutes: FastifyPluginAsyncZod<{ deps: AnalyticsDeps }> = async (app, { deps }) => {
  const { db } = deps;
  /** The company, its narrowed asset feed and the window's days, for every call that reads figures. */
  async function scoped(request: FastifyRequest & { query: z.output<typeof AssetAnalyticsQuerySchema> }) {
    const caller = callerOf(request);
    const companyId = youtubeCompany(caller);
    const scope = await assetScope(db, companyId, request.query);
    const range = await rangeOf(db, companyId, 'asset', request.query.filter_periode);
    return { companyId, scope, range };
  }

  app.get(
    `${BASE}/info`,
    { config, schema: { tags, response: { 200: z.object({ data: AssetAnalyticsInfoSchema }) } } },
    async (request) => ({ data: await assetAnalyticsInfo(db, youtubeCompany(callerOf(request))) }),
  );

  app.get(
    `${BASE}/summary`,
    {
      config,
      schema: {
        tags,
        querystring: AssetAnalyticsQuerySchema,
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
        querystring: AssetAnalyticsQuerySchema,
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
      schema: { tags, querystring: AssetTopQuerySchema, response: { 200: z.object({ data: AnalyticsTopSchema }) } },
    },
    async (request) => {
      const { companyId, scope, range } = await scoped(request);
      return { data: await analyticsTop(db, companyId, scope, range, request.query.limit) };
    },
  );

  app.get(
    `${BASE}/detail`,
    {
      config,
      schema: {
        tags,
        querystring: AssetAnalyticsQuerySchema,
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
      schema: { tags, params: AnalyticsIdParamsSchema, response: { 200: z.object({ data: AnalyticsAssetSchema }) } },
    },
    async (request) => ({
      data: await assetAnalyticsItem(db, youtubeCompany(callerOf(request)), request.params.id),
    }),
  );
};
