import {
  IdParamsSchema,
  MoneyAuditEntrySchema,
  MoneyAuditQuerySchema,
  OpsHoldSchema,
  OpsHoldsQuerySchema,
  OpsWithdrawalSchema,
  OpsWithdrawalsExportQuerySchema,
  OpsWithdrawalsQuerySchema,
  PayBatchRequestSchema,
  PayWithdrawalRequestSchema,
  PlaceHoldRequestSchema,
  pageOf,
  RejectWithdrawalRequestSchema,
  ReleaseHoldRequestSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendTable } from '../../lib/report-answer.ts';
import { routesOn } from '../../lib/route-options.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import type { BalanceDeps } from './balance.service.ts';
import { listHolds, placeHold, releaseHoldOf } from './holds-ops.service.ts';
import { moneyAudit } from './money-audit.service.ts';
import {
  bulkTransferFile,
  listWithdrawals,
  payBatch,
  payWithdrawal,
  rejectWithdrawal,
} from './withdrawals-ops.service.ts';

const config = { isStaffOnly: true } as const;
const tags = ['ops'];
const withdrawal = { 200: z.object({ data: OpsWithdrawalSchema }) };
const hold = z.object({ data: OpsHoldSchema });

/** Staff pay or reject withdrawals (one, or a bank batch), hold amounts back, and read the money audit log. */
export const opsWithdrawalRoutes: FastifyPluginAsyncZod<{ deps: BalanceDeps }> = async (app, { deps }) => {
  const byId = routesOn(config, tags, IdParamsSchema);

  app.get(
    '/api/ops/withdrawals',
    {
      config,
      schema: {
        tags,
        querystring: OpsWithdrawalsQuerySchema,
        response: { 200: z.object({ data: pageOf(OpsWithdrawalSchema) }) },
      },
    },
    async (request) => ({ data: await listWithdrawals(deps, request.query) }),
  );

  app.get(
    '/api/ops/withdrawals/export',
    {
      config,
      schema: {
        tags,
        querystring: OpsWithdrawalsExportQuerySchema,
        description: 'The waiting withdrawals (all, or `ids`) as a bank bulk-transfer CSV',
      },
    },
    async (request, reply) => sendTable(reply, 'csv', bulkTransferFile(deps, request.query.ids)),
  );

  app.post(
    '/api/ops/withdrawals/pay',
    {
      config,
      schema: {
        tags,
        body: PayBatchRequestSchema,
        description: 'Marks a bank batch paid, each with its payment code: all or none',
        response: { 200: z.object({ data: z.array(OpsWithdrawalSchema) }) },
      },
    },
    async (request) => ({ data: await payBatch(deps, callerOf(request), request.body) }),
  );

  app.post(
    '/api/ops/withdrawals/:id/pay',
    byId({ body: PayWithdrawalRequestSchema, response: withdrawal }),
    async (request) => ({
      data: await payWithdrawal(deps, callerOf(request), request.params.id, request.body.payment_code),
    }),
  );

  app.post(
    '/api/ops/withdrawals/:id/reject',
    byId({
      body: RejectWithdrawalRequestSchema,
      description: 'Rejects a waiting withdrawal: its amount is back in the balance',
      response: withdrawal,
    }),
    async (request) => ({
      data: await rejectWithdrawal(deps, callerOf(request), request.params.id, request.body.reason),
    }),
  );

  app.get(
    '/api/ops/holds',
    {
      config,
      schema: { tags, querystring: OpsHoldsQuerySchema, response: { 200: z.object({ data: pageOf(OpsHoldSchema) }) } },
    },
    async (request) => ({ data: await listHolds(deps, request.query) }),
  );

  app.post(
    '/api/ops/holds',
    { config, schema: { tags, body: PlaceHoldRequestSchema, response: { 201: hold } } },
    async (request, reply) => reply.status(201).send({ data: await placeHold(deps, callerOf(request), request.body) }),
  );

  app.post(
    '/api/ops/holds/:id/release',
    byId({ body: ReleaseHoldRequestSchema, response: { 200: hold } }),
    async (request) => ({ data: await releaseHoldOf(deps, callerOf(request), request.params.id, request.body.note) }),
  );

  app.get(
    '/api/ops/money-audit',
    {
      config,
      schema: {
        tags,
        querystring: MoneyAuditQuerySchema,
        description: 'Every money move, newest first; no route changes it',
        response: { 200: z.object({ data: pageOf(MoneyAuditEntrySchema) }) },
      },
    },
    async (request) => ({ data: await moneyAudit(deps, request.query) }),
  );
};
