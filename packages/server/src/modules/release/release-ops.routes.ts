import {
  IdParamsSchema,
  OpsReleaseListQuerySchema,
  pageOf,
  ReleaseDetailSchema,
  ReleaseSummarySchema,
  StaffStatusChangeSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filteredScope } from '../../db/scope.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import type { ReleaseDeps } from './release.deps.ts';
import { listReleases } from './release.service.ts';
import { changeStatusAsStaff, ddexFileOf, getReleaseForStaff } from './release-status.service.ts';

const config = { isStaffOnly: true } as const;
const detail = { 200: z.object({ data: ReleaseDetailSchema }) };

/** The distributor's release review queue across companies. */
export const releaseOpsRoutes: FastifyPluginAsyncZod<{ deps: ReleaseDeps }> = async (app, { deps }) => {
  const tags = ['ops'];

  app.get(
    '/api/ops/releases',
    {
      config,
      schema: {
        tags,
        querystring: OpsReleaseListQuerySchema,
        response: { 200: z.object({ data: pageOf(ReleaseSummarySchema) }) },
      },
    },
    async (request) => {
      const companyId = request.query.company_id;
      const scope = filteredScope(companyId);
      return { data: await listReleases(deps, scope, request.query) };
    },
  );

  app.get(
    '/api/ops/releases/:id',
    { config, schema: { tags, params: IdParamsSchema, response: detail } },
    async (request) => ({
      data: await getReleaseForStaff(deps, request.params.id),
    }),
  );

  app.post(
    '/api/ops/releases/:id/status',
    { config, schema: { tags, params: IdParamsSchema, body: StaffStatusChangeSchema, response: detail } },
    async (request) => ({
      data: await changeStatusAsStaff(deps, callerOf(request).user.id, request.params.id, request.body),
    }),
  );

  app.get(
    '/api/ops/releases/:id/ddex',
    { config, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      const file = await ddexFileOf(deps, request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.stream);
    },
  );
};
