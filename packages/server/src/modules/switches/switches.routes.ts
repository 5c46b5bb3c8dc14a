import {
  OpsSwitchesResponseSchema,
  SwitchKeyParamsSchema,
  SwitchStatesResponseSchema,
  UpdateSwitchRequestSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { getOpsSwitches, getSwitchStates, setSwitch } from './switches.service.ts';

const tags = ['switches'];
const staffOnly = { isStaffOnly: true } as const;

/** The portal-wide feature switches: every signed-in user reads them, staff turn them. */
export const switchesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/switches', { schema: { tags, response: { 200: SwitchStatesResponseSchema } } }, async () => ({
    data: await getSwitchStates(db),
  }));

  app.get(
    '/api/ops/switches',
    { config: staffOnly, schema: { tags: ['ops'], response: { 200: OpsSwitchesResponseSchema } } },
    async () => ({ data: await getOpsSwitches(db) }),
  );

  app.put(
    '/api/ops/switches/:key',
    {
      config: staffOnly,
      schema: {
        tags: ['ops'],
        params: SwitchKeyParamsSchema,
        body: UpdateSwitchRequestSchema,
        response: { 200: OpsSwitchesResponseSchema },
      },
    },
    async (request) => {
      const { user, company } = callerOf(request);
      const actor = { userId: user.id, distributorId: company.id };
      return { data: await setSwitch(db, actor, request.params.key, request.body.on) };
    },
  );
};
