import { CompanySummarySchema, PageQuerySchema, pageOf } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { toCompanySummary } from '../companies/company.mapper.ts';

/** Distributor staff's own routes; partner routes never serve staff another company's data. */
export const opsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
    async (request) => {
      const { page, limit } = request.query;
      const [rows, count] = await Promise.all([
        db
          .selectFrom('companies')
          .selectAll()
          .orderBy('id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db
          .selectFrom('companies')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { data: { results: rows.map(toCompanySummary), page, limit, total: Number(count.total) } };
    },
  );
};
