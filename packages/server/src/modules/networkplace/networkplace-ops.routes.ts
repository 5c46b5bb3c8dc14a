import {
  IdParamsSchema,
  OpsReportsQuerySchema,
  OpsReportsResponseSchema,
  ResolveReportRequestSchema,
  StaffProfileVisibilityRequestSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { listReports, resolveReport, setProfileHiddenByStaff } from './reports.service.ts';

const config = { isStaffOnly: true } as const;
const tags = ['ops'];
const done = { 200: z.object({ data: z.object({ id: z.number().int() }) }) };

/** Staff: the report queue, resolving a report, and hiding or restoring a profile. */
export const networkplaceOpsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/ops/networkplace/reports',
    { config, schema: { tags, querystring: OpsReportsQuerySchema, response: { 200: OpsReportsResponseSchema } } },
    async (request) => ({ data: await listReports(db, request.query) }),
  );

  app.post(
    '/api/ops/networkplace/reports/:id/resolve',
    { config, schema: { tags, params: IdParamsSchema, body: ResolveReportRequestSchema, response: done } },
    async (request) => {
      await resolveReport(db, callerOf(request).user.id, request.params.id, request.body.action);
      return { data: { id: request.params.id } };
    },
  );

  app.put(
    '/api/ops/networkplace/profiles/:id/visibility',
    {
      config,
      schema: { tags, params: IdParamsSchema, body: StaffProfileVisibilityRequestSchema, response: done },
    },
    async (request) => {
      await setProfileHiddenByStaff(db, request.params.id, request.body.is_hidden_by_staff);
      return { data: { id: request.params.id } };
    },
  );
};
