import { DashboardSchema, SummaryReportSchema } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/authenticate.ts';
import { type DashboardDeps, getDashboard, getSummaryReport } from './dashboard.service.ts';

const tags = ['dashboard'];

/** Home (SPEC §7 Other): the first screen in one call, and the report summary card. A session is enough. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: DashboardDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/dashboard',
    {
      schema: {
        tags,
        description: 'Everything Home’s first screen shows; a section is null when the company or user lacks it',
        response: { 200: z.object({ data: DashboardSchema }) },
      },
    },
    async (request) => ({ data: await getDashboard(deps, callerOf(request)) }),
  );

  app.get(
    '/api/v2/dashboard/summary_report',
    {
      schema: {
        tags,
        description: 'The last 6 published periods of YouTube and DSP nett income',
        response: { 200: z.object({ data: SummaryReportSchema }) },
      },
    },
    async (request) => ({ data: await getSummaryReport(deps, callerOf(request)) }),
  );
};
