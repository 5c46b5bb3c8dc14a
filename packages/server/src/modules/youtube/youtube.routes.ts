import { PassThrough } from 'node:stream';
import {
  ReportTableQuerySchema,
  ReportTableSchema,
  YoutubeInfoSchema,
  YoutubeReportQuerySchema,
  YoutubeReportSchema,
} from '@irama/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TABLE_CONTENT_TYPES, type TableFile, writeTable } from '../../lib/table-file.ts';
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

/** Sends a table as a file written while it is sent: a 100,000-row report never sits in memory. */
export function sendTable(reply: FastifyReply, format: 'csv' | 'xlsx', file: { table: TableFile; fileName: string }) {
  const stream = new PassThrough();
  writeTable(format, file.table, stream).catch((error: Error) => stream.destroy(error));
  return reply
    .type(TABLE_CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(stream);
}

/** A report's answer: the file when `export` names a format, else the data. */
export async function answer<T>(
  reply: FastifyReply,
  format: 'csv' | 'xlsx' | undefined,
  make: { file: () => Promise<{ table: TableFile; fileName: string }>; data: () => Promise<T> },
) {
  return format ? sendTable(reply, format, await make.file()) : { data: await make.data() };
}

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
      if (query.export) {
        return sendTable(
          reply,
          query.export,
          await youtubeReportFile(deps, caller.company.id, query, caller.user.language),
        );
      }
      return { data: await youtubeReport(deps, caller.company.id, query) };
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
      if (query.export) {
        return sendTable(
          reply,
          query.export,
          await reportTableFile(deps, caller.company.id, query, caller.user.language),
        );
      }
      return { data: await reportTable(deps, caller.company.id, query) };
    },
  );
};
