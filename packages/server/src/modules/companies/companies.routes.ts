import { CompanySummarySchema } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { findCompanies } from './companies.service.ts';

/** Distributor staff's own routes; partner routes never serve staff another company's data. */
export const companiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/ops/companies',
    {
      config: { isStaffOnly: true },
      schema: {
        tags: ['ops'],
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: z.object({
            data: z.object({
              results: z.array(CompanySummarySchema),
              page: z.number(),
              limit: z.number(),
              total: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => ({ data: await findCompanies(db, request.query) }),
  );
};
