import {
  CompanyChangeRequestListResponseSchema,
  CompanyChangeRequestQuerySchema,
  CompanyChangeRequestResponseSchema,
  IdParamsSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/authenticate.ts';
import { decideChangeRequest, listChangeRequests } from './company-change.service.ts';
import type { ProfileDeps } from './profile.deps.ts';

const tags = ['ops'];
const config = { isStaffOnly: true };

/** Distributor support's queue of company-data changes (name, VAT, bank) waiting for approval. */
export const companyChangeRoutes: FastifyPluginAsyncZod<{ deps: Pick<ProfileDeps, 'db'> }> = async (app, { deps }) => {
  app.get(
    '/api/ops/company-change-requests',
    {
      config,
      schema: {
        tags,
        querystring: CompanyChangeRequestQuerySchema,
        response: { 200: CompanyChangeRequestListResponseSchema },
      },
    },
    async (request) => ({ data: await listChangeRequests(deps, request.query) }),
  );

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/api/ops/company-change-requests/:id/${action}`,
      { config, schema: { tags, params: IdParamsSchema, response: { 200: CompanyChangeRequestResponseSchema } } },
      async (request) => ({ data: await decideChangeRequest(deps, callerOf(request), request.params.id, status) }),
    );
  }
};
