import {
  AnalyticsAudienceSchema,
  type AnalyticsRange,
  AnalyticsSeriesSchema,
  AnalyticsSummarySchema,
  type AssetAnalyticsInfo,
  type AssetAnalyticsInfoSchema,
  type AssetAnalyticsQuerySchema,
  type ChannelAnalyticsInfo,
  type ChannelAnalyticsInfoSchema,
  type ChannelAnalyticsQuerySchema,
} from '@irama/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import {
  type AnalyticsDeps,
  analyticsAudience,
  analyticsSeries,
  analyticsSummary,
  type Scope,
  youtubeCompany,
} from './analytics.service.ts';

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
 * Sends an analytics answer kept per company and URL: the windows end at the feed's last day, so
 * between two ingests the same question has the same answer, and only the first asker computes it.
 * The company is decided first, so nobody is answered from another company's entry.
 */
export async function sendAnalytics(
  deps: AnalyticsDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: (companyId: number) => Promise<unknown>,
) {
  const companyId = youtubeCompany(callerOf(request));
  return deps.keep(request, reply, companyId, () => compute(companyId));
}

/**
 * The calls asset and channel analytics share, under `base`: what the screen lists first (`/info`),
 * the summary, the daily series and the audience (`/detail` for assets, `/data` for channels), each
 * narrowed by the source's own `scoped`.
 */
export function registerFigureRoutes(
  app: App,
  deps: AnalyticsDeps,
  options: {
    base: string;
    audiencePath: 'detail' | 'data';
    querystring: typeof AssetAnalyticsQuerySchema | typeof ChannelAnalyticsQuerySchema;
    scoped: (request: FastifyRequest) => Promise<Scoped>;
    /** The projects or channels and the feed's last day. */
    info: {
      schema: typeof AssetAnalyticsInfoSchema | typeof ChannelAnalyticsInfoSchema;
      read: (db: Db, companyId: number) => Promise<AssetAnalyticsInfo | ChannelAnalyticsInfo>;
    };
  },
) {
  const { base, querystring, scoped, info } = options;
  const { db } = deps;
  const schema = { tags, querystring };
  app.get(
    `${base}/info`,
    { config, schema: { tags, response: { 200: z.object({ data: info.schema }) } } },
    (request, reply) =>
      sendAnalytics(deps, request, reply, async (companyId) => ({ data: await info.read(db, companyId) })),
  );
  app.get(
    `${base}/summary`,
    { config, schema: { ...schema, response: { 200: z.object({ data: AnalyticsSummarySchema }) } } },
    (request, reply) =>
      sendAnalytics(deps, request, reply, async () => {
        const { companyId, scope, range } = await scoped(request);
        return { data: await analyticsSummary(db, companyId, scope, range) };
      }),
  );
  app.get(
    `${base}/analytic`,
    { config, schema: { ...schema, response: { 200: z.object({ data: AnalyticsSeriesSchema }) } } },
    (request, reply) =>
      sendAnalytics(deps, request, reply, async () => {
        const { companyId, scope, range } = await scoped(request);
        return { data: await analyticsSeries(db, companyId, scope, range) };
      }),
  );
  app.get(
    `${base}/${options.audiencePath}`,
    { config, schema: { ...schema, response: { 200: z.object({ data: AnalyticsAudienceSchema }) } } },
    (request, reply) =>
      sendAnalytics(deps, request, reply, async () => {
        const { companyId, scope, range } = await scoped(request);
        return { data: await analyticsAudience(db, companyId, scope, range) };
      }),
  );
}
