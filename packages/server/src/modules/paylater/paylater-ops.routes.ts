import { PaylaterExposureResponseSchema } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PaylaterDeps, paylaterExposure } from './paylater.service.ts';

const config = { isStaffOnly: true } as const;
const tags = ['ops'];

/** Staff: paylater exposure, what each company still owes against its limit. */
export const paylaterOpsRoutes: FastifyPluginAsyncZod<{ deps: PaylaterDeps }> = async (app, { deps }) => {
  app.get(
    '/api/ops/paylater',
    { config, schema: { tags, response: { 200: PaylaterExposureResponseSchema } } },
    async () => ({ data: await paylaterExposure(deps) }),
  );
};
