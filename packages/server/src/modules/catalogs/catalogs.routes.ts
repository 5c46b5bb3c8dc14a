import { pageOf, ReleaseCountsSchema, ReleaseListQuerySchema, ReleaseSummarySchema } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/authenticate.ts';
import type { ReadDeps } from '../release/release.read.ts';
import { countReleases, listReleases } from '../release/release.service.ts';

const config = { permission: 'deliveryrelease' } as const;

/** The release catalogue (SPEC §7 Catalogues): the company's releases, searchable and paged. */
export const catalogRoutes: FastifyPluginAsyncZod<{ deps: ReadDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/catalogs/release',
    {
      config,
      schema: {
        tags: ['catalogs'],
        querystring: ReleaseListQuerySchema,
        response: { 200: z.object({ data: pageOf(ReleaseSummarySchema) }) },
      },
    },
    async (request) => ({ data: await listReleases(deps, callerOf(request).company.id, request.query) }),
  );

  app.get(
    '/api/v2/catalogs/summary',
    { config, schema: { tags: ['catalogs'], response: { 200: z.object({ data: ReleaseCountsSchema }) } } },
    async (request) => ({ data: await countReleases(deps.db, callerOf(request).company.id) }),
  );
};
