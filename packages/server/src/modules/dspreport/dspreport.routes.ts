import {
  DspReportInfoSchema,
  DspReportQuerySchema,
  DspReportSchema,
  DspReportTableQuerySchema,
  DspReportTableSchema,
  DspTrackInfoSchema,
} from '@irama/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KeptAnswers } from '../../lib/kept-answer.ts';
import { sendTable } from '../../lib/report-answer.ts';
import type { VersionedCache } from '../../lib/versioned-cache.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { type DspDeps, dspReport, dspReportTable, dspTrackInfo } from './dspreport.service.ts';
import { dspReportFile, dspReportTableFile } from './report-downloads.service.ts';
import { type DspPeriodsInfo, dspPeriodsInfo, mayUseNewReport } from './report-info.service.ts';

// DSP reports need the "DSP report" switch: an admin without it gets 403.
const config = { permission: 'dspreport' } as const;
const tags = ['dspreport'];

/** The DSP revenue report (SPEC §7 DSP): its periods, a track, the monthly series and the tables by metric. */
export const dspreportRoutes: FastifyPluginAsyncZod<{
  deps: DspDeps;
  keep: KeptAnswers;
  /** The company's periods, kept until `readVersion` (the kept answers' own) moves on. */
  periods: { kept: VersionedCache<DspPeriodsInfo>; readVersion: (companyId: number) => Promise<string> };
}> = async (app, { deps, keep: keepAnswer, periods }) => {
  /** Sends the company's answer, kept per URL until a publish, a rate or a song's name changes it. */
  function keep(request: FastifyRequest, reply: FastifyReply, read: (companyId: number) => Promise<unknown>) {
    const companyId = callerOf(request).company.id;
    return keepAnswer(request, reply, companyId, async () => ({ data: await read(companyId) }));
  }

  app.get(
    '/api/v2/dspreport/info',
    { config, schema: { tags, response: { 200: z.object({ data: DspReportInfoSchema }) } } },
    async (request) => {
      // The periods are the company's and kept like its answers; whether the reader may open the new report is theirs.
      const { company, user } = callerOf(request);
      const version = await periods.readVersion(company.id);
      const [info, newReport] = await Promise.all([
        periods.kept.get(company.id, version, () => dspPeriodsInfo(deps, company.id)),
        mayUseNewReport(deps.db, company.id, user),
      ]);
      return { data: { ...info, new_report: newReport } };
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
    (request, reply) => keep(request, reply, (companyId) => dspTrackInfo(deps, companyId, request.params.id)),
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
      const { query } = request;
      // A download is written afresh each time.
      if (!query.export) return keep(request, reply, (companyId) => dspReport(deps, companyId, query));
      const caller = callerOf(request);
      return sendTable(reply, query.export, await dspReportFile(deps, caller.company.id, query, caller.user.language));
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
      const { query } = request;
      if (!query.export) return keep(request, reply, (companyId) => dspReportTable(deps, companyId, query));
      const caller = callerOf(request);
      const file = await dspReportTableFile(deps, caller.company.id, query, caller.user.language);
      return sendTable(reply, query.export, file);
    },
  );
};
