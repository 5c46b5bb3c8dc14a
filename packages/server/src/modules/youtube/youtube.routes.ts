import {
  ReportTableQuerySchema,
  ReportTableSchema,
  YoutubeInfoSchema,
  YoutubeReportQuerySchema,
  YoutubeReportSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../lib/report-answer.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import {
  reportTable,
  reportTableFile,
  type YoutubeDeps,
  youtubeInfo,
  youtubeReport,
  youtubeReportFile,
} from './youtube.service.ts';

// YouTube reports need the "YouTube report" switch: an admin without it gets 403.
const config = { permission: 'assetreports' } as const;
const tags = ['youtube'];

/** The YouTube revenue report (SPEC §7 YouTube): its periods, the monthly overview, and the tables by metric. */
export const youtubeRoutes: FastifyPluginAsyncZod<{ deps: YoutubeDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/youtube/info',
    { config, schema: { tags, response: { 200: z.object({ data: YoutubeInfoSchema }) } } },
    async (request) => ({ data: await youtubeInfo(deps, callerOf(request).company.id) }),
  );

  app.get(
    '/api/v2/youtube/report',
    {
      config,
      schema: {
        tags,
        querystring: YoutubeReportQuerySchema,
        description: 'The months up to a period for the charts; with `export`, those months as a file',
        response: { 200: z.object({ data: YoutubeReportSchema }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { query } = request;
      return answer(reply, query.export, {
        file: () => youtubeReportFile(deps, caller.company.id, query, caller.user.language),
        data: () => youtubeReport(deps, caller.company.id, query),
      });
    },
  );

  app.get(
    '/api/v2/youtube/report_table',
    {
      config,
      schema: {
        tags,
        querystring: ReportTableQuerySchema,
        description: 'One page of a metric’s table and the whole table’s sum; with `export`, the whole table as a file',
        response: { 200: z.object({ data: ReportTableSchema }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { query } = request;
      return answer(reply, query.export, {
        file: () => reportTableFile(deps, caller.company.id, query, caller.user.language),
        data: () => reportTable(deps, caller.company.id, query),
      });
    },
  );
};
