import { UpdateWhitelabelRequestSchema, WhitelabelConfigResponseSchema } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { getWhitelabel, updateWhitelabel } from './whitelabel.service.ts';

const tags = ['whitelabel'];

/** The sub-aggregator configuration page: app name, logos, login background, colours and hosts. */
export const whitelabelRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v2/whitelabel',
    { schema: { tags, response: { 200: WhitelabelConfigResponseSchema } } },
    async (request) => ({
      data: await getWhitelabel(db, callerOf(request)),
    }),
  );

  app.put(
    '/api/v2/whitelabel',
    { schema: { tags, body: UpdateWhitelabelRequestSchema, response: { 200: WhitelabelConfigResponseSchema } } },
    async (request) => ({ data: await updateWhitelabel(db, callerOf(request), request.body) }),
  );
};
