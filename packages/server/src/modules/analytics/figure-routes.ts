import {
  AnalyticsAudienceSchema,
  type AnalyticsRange,
  AnalyticsSeriesSchema,
  AnalyticsSummarySchema,
  type AssetAnalyticsQuerySchema,
  type ChannelAnalyticsQuerySchema,
} from '@irama/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { analyticsAudience, analyticsSeries, analyticsSummary, type Scope } from './analytics.service.ts';

// No permission key covers analytics (SPEC §6): a session and the company's YouTube service are enough.
export const config = {} as const;
export const tags = ['analytics'];

/** What a figures call reads: the caller's company, its narrowed feed and the window's days. */
export interface Scoped {
  companyId: number;
  scope: Scope;
  range: AnalyticsRange | null;
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The calls asset and channel analytics share, under `base`: the summary, the daily series and the
 * audience (`/detail` for assets, `/data` for channels), each narrowed by the source's own `scoped`.
 */
export function registerFigureRoutes(
  app: App,
  db: Db,
  options: {
    base: string;
    audiencePath: 'detail' | 'data';
    querystring: typeof AssetAnalyticsQuerySchema | typeof ChannelAnalyticsQuerySchema;
    scoped: (request: FastifyRequest) => Promise<Scoped>;
  },
) {
  const { base, querystring, scoped } = options;
  const schema = { tags, querystring };
  app.get(
    `${base}/summary`,
    { config, schema: { ...schema, response: { 200: z.object({ data: AnalyticsSummarySchema }) } } },
    async (request) => {
      const { companyId, scope, range } = await scoped(request);
      return { data: await analyticsSummary(db, companyId, scope, range) };
    },
  );
  app.get(
    `${base}/analytic`,
    { config, schema: { ...schema, response: { 200: z.object({ data: AnalyticsSeriesSchema }) } } },
    async (request) => {
      const { companyId, scope, range } = await scoped(request);
      return { data: await analyticsSeries(db, companyId, scope, range) };
    },
  );
  app.get(
    `${base}/${options.audiencePath}`,
    { config, schema: { ...schema, response: { 200: z.object({ data: AnalyticsAudienceSchema }) } } },
    async (request) => {
      const { companyId, scope, range } = await scoped(request);
      return { data: await analyticsAudience(db, companyId, scope, range) };
    },
  );
}
