import { pageOf, ReleaseCountsSchema, ReleaseListQuerySchema, ReleaseSummarySchema } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { countReleases, listReleases } from '../release/release.service.ts';

const config = { permission: 'deliveryrelease' } as const;

/** The release catalogue (SPEC §7 Catalogues): the company's releases, searchable and paged. */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
    async (request) => ({ data: await listReleases(db, callerOf(request).company.id, request.query) }),
  );

  app.get(
    '/api/v2/catalogs/summary',
    { config, schema: { tags: ['catalogs'], response: { 200: z.object({ data: ReleaseCountsSchema }) } } },
    async (request) => ({ data: await countReleases(db, callerOf(request).company.id) }),
  );
};
