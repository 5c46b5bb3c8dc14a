import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { checkDatabase } from './health.service.ts';

/** Liveness with a database round trip, for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      config: { isPublic: true },
      schema: {
        tags: ['ops'],
        response: { 200: z.object({ data: z.object({ status: z.literal('ok'), database: z.literal('ok') }) }) },
      },
    },
    async (request) => {
      try {
        await checkDatabase(db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('service_unavailable');
      }
      return { data: { status: 'ok' as const, database: 'ok' as const } };
    },
  );
};
