import {
  IdParamsSchema,
  PaylaterSummaryResponseSchema,
  PaylaterTransactionDetailResponseSchema,
  PaylaterTransactionPageResponseSchema,
  PaylaterTransactionsQuerySchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/authenticate.ts';
import { type PaylaterDeps, paylaterSummary, paylaterTransaction, paylaterTransactions } from './paylater.service.ts';

const config = { featureSwitch: 'paylater' } as const;
const tags = ['paylater'];

/** The company's paylater (SPEC §7 Profile): its limit, its paylaters and every line of them. */
export const paylaterRoutes: FastifyPluginAsyncZod<{ deps: PaylaterDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/profile/paylater',
    { config, schema: { tags, response: { 200: PaylaterSummaryResponseSchema } } },
    async (request) => ({ data: await paylaterSummary(deps, callerOf(request).company.id) }),
  );

  app.get(
    '/api/v2/profile/paylater_transactions',
    {
      config,
      schema: {
        tags,
        querystring: PaylaterTransactionsQuerySchema,
        description: 'Paylaters taken and the repayments taken from published credits, newest first',
        response: { 200: PaylaterTransactionPageResponseSchema },
      },
    },
    async (request) => ({ data: await paylaterTransactions(deps, callerOf(request).company.id, request.query) }),
  );

  app.get(
    '/api/v2/profile/paylater_transactions/id/:id',
    { config, schema: { tags, params: IdParamsSchema, response: { 200: PaylaterTransactionDetailResponseSchema } } },
    async (request) => ({
      data: await paylaterTransaction(deps, callerOf(request).company.id, request.params.id),
    }),
  );
};
