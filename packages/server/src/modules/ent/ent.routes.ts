import { EntInfoSchema, EntReportQuerySchema, EntReportSchema } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { answer } from '../../lib/report-answer.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { entInfo, entReport, entReportFile } from './ent.service.ts';

const tags = ['ent'];

/**
 * Entertainment statements (SPEC §7 Ent). Any signed-in user of a company with the entertainment
 * service reads them (no feature switch covers them); to other companies they are not there.
 */
export const entRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.get(
    '/api/v2/ent/info',
    { schema: { tags, response: { 200: z.object({ data: EntInfoSchema }) } } },
    async (request) => ({
      data: await entInfo(db, callerOf(request), now()),
    }),
  );

  app.get(
    '/api/v2/ent/report',
    {
      schema: {
        tags,
        querystring: EntReportQuerySchema,
        description: 'A month’s statement; with `export`, the whole month as a file',
        response: { 200: z.object({ data: EntReportSchema }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return answer(reply, request.query.export, {
        file: () => entReportFile(db, caller, request.query),
        data: () => entReport(db, caller, request.query),
      });
    },
  );
};
