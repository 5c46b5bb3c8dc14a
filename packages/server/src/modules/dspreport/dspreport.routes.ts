import {
  DspReportInfoSchema,
  DspReportQuerySchema,
  DspReportSchema,
  DspReportTableQuerySchema,
  DspReportTableSchema,
  DspTrackInfoSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../lib/report-answer.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import {
  type DspDeps,
  dspInfo,
  dspReport,
  dspReportFile,
  dspReportTable,
  dspReportTableFile,
  dspTrackInfo,
} from './dspreport.service.ts';

// DSP reports need the "DSP report" switch: an admin without it gets 403.
const config = { permission: 'dspreport' } as const;
const tags = ['dspreport'];

/** The DSP revenue report (SPEC §7 DSP): its periods, a track, the monthly series and the tables by metric. */
export const dspreportRoutes: FastifyPluginAsyncZod<{ deps: DspDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/dspreport/info',
    { config, schema: { tags, response: { 200: z.object({ data: DspReportInfoSchema }) } } },
    async (request) => {
      const caller = callerOf(request);
      return { data: await dspInfo(deps, caller.company.id, caller.user) };
    },
  );

  app.get(
    '/api/v2/dspreport/info/id/:id',
    {
      config,
      schema: {
        tags,
        params: z.object({ id: z.string().trim().min(1).max(64).describe('The track’s ISRC') }),
        description: 'A track of the company with its totals over every published period',
        response: { 200: z.object({ data: DspTrackInfoSchema }) },
      },
    },
    async (request) => ({ data: await dspTrackInfo(deps, callerOf(request).company.id, request.params.id) }),
  );

  app.get(
    '/api/v2/dspreport/report',
    {
      config,
      schema: {
        tags,
        querystring: DspReportQuerySchema,
        description: 'The published months up to a period, in all and per platform; with `export`, as a file',
        response: { 200: z.object({ data: DspReportSchema }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { query } = request;
      return answer(reply, query.export, {
        file: () => dspReportFile(deps, caller.company.id, query, caller.user.language),
        data: () => dspReport(deps, caller.company.id, query),
      });
    },
  );

  app.get(
    '/api/v2/dspreport/report_table',
    {
      config,
      schema: {
        tags,
        querystring: DspReportTableQuerySchema,
        description: 'One page of a metric’s table and the whole table’s sum; with `export`, the whole table as a file',
        response: { 200: z.object({ data: DspReportTableSchema }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { query } = request;
      return answer(reply, query.export, {
        file: () => dspReportTableFile(deps, caller.company.id, query, caller.user.language),
        data: () => dspReportTable(deps, caller.company.id, query),
      });
    },
  );
};
