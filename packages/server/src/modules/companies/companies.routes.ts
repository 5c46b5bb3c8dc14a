import { CompanySummarySchema, PageQuerySchema, pageOf } from '@irama/contracts';
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
        querystring: PageQuerySchema,
        response: { 200: z.object({ data: pageOf(CompanySummarySchema) }) },
      },
    },
    async (request) => ({ data: await findCompanies(db, request.query) }),
  );
};
