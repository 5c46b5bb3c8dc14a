import {
  AppealDecisionSchema,
  ConflictDetailSchema,
  ConflictImportResultSchema,
  IdParamsSchema,
  MEDIA_MAX_BYTES,
  OpsConflictListQuerySchema,
  OpsConflictSchema,
  pageOf,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_COMPANIES, filteredScope } from '../../db/scope.ts';
import { routesOn } from '../../lib/route-options.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { readUploadedFile } from '../media/index.ts';
import { importConflicts } from './conflict-import.ts';
import { type ConflictDeps, decideAppeal, getConflict, listConflicts } from './conflicts.service.ts';

const config = { isStaffOnly: true } as const;
const tags = ['ops'];
const detail = {
  200: z.object({ data: ConflictDetailSchema.extend({ company_id: z.number(), company_name: z.string() }) }),
};

/** Staff: every company's conflicts, deciding appeals, and the conflicts report import. */
export const opsConflictRoutes: FastifyPluginAsyncZod<{ deps: ConflictDeps }> = async (app, { deps }) => {
  const byId = routesOn(config, tags, IdParamsSchema);

  app.get(
    '/api/ops/conflicts',
    {
      config,
      schema: {
        tags,
        querystring: OpsConflictListQuerySchema,
        response: { 200: z.object({ data: pageOf(OpsConflictSchema) }) },
      },
    },
    async (request) => {
      const companyId = request.query.company_id;
      const scope = filteredScope(companyId);
      return { data: await listConflicts(deps, scope, request.query) };
    },
  );

  app.get('/api/ops/conflicts/id/:id', byId({ response: detail }), async (request) => ({
    data: await getConflict(deps, ALL_COMPANIES, request.params.id),
  }));

  app.post(
    '/api/ops/conflicts/id/:id/resolve',
    byId({ body: AppealDecisionSchema, response: detail }),
    async (request) => ({ data: await decideAppeal(deps, callerOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/ops/conflicts/import',
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'One `file` part: a CSV with asset_id, conflicting_owner, conflicting_country_code and optionally ' +
          'engaged_views_in_conflict, active_claims, conflict_start_date',
        response: { 200: z.object({ data: ConflictImportResultSchema }) },
      },
    },
    async (request) => {
      const buffer = await readUploadedFile(request, { maxBytes: MEDIA_MAX_BYTES, tooLargeKey: 'media.too_large' });
      return { data: await importConflicts(deps.db, [buffer], deps.now()) };
    },
  );
};
