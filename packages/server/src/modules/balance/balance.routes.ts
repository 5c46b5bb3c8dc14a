import {
  BalanceInfoSchema,
  ConfirmWithdrawalRequestSchema,
  HoldSchema,
  HoldsQuerySchema,
  IDEMPOTENCY_KEY_HEADER,
  IncomePeriodSchema,
  IncomeQuerySchema,
  PreWithdrawalQuerySchema,
  ProblemSchema,
  pageOf,
  WithdrawalHistoryQuerySchema,
  WithdrawalQuoteSchema,
  WithdrawalSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOf, replyOnce } from '../../lib/idempotent-reply.ts';
import { answer } from '../../lib/report-answer.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { type BalanceDeps, balanceInfo } from './balance.service.ts';
import { companyHolds } from './holds.service.ts';
import { income, incomeFile } from './income.service.ts';
import { confirmWithdrawal, quoteWithdrawal, withdrawalHistory, withdrawalHistoryFile } from './withdrawals.service.ts';

// DSP income and withdrawal history need the "dspreport" feature (SPEC §2); so does withdrawing.
const config = { permission: 'dspreport' } as const;
const tags = ['balance'];

/** The DSP balance (SPEC §7 Balance): info, withdrawal history, income by period, holds, and withdrawing. */
export const balanceRoutes: FastifyPluginAsyncZod<{ deps: BalanceDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/balance/info',
    { config, schema: { tags, response: { 200: z.object({ data: BalanceInfoSchema }) } } },
    async (request) => ({ data: await balanceInfo(deps, callerOf(request)) }),
  );

  app.get(
    '/api/v2/balance/history',
    {
      config,
      schema: {
        tags,
        querystring: WithdrawalHistoryQuerySchema,
        description: 'Withdrawals newest first; `export` answers them as a file',
        response: { 200: z.object({ data: pageOf(WithdrawalSchema) }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { query } = request;
      return answer(reply, query.export, {
        file: async () => withdrawalHistoryFile(deps, caller.company.id, query, caller.user.language),
        data: () => withdrawalHistory(deps, caller.company.id, query),
      });
    },
  );

  app.get(
    '/api/v2/balance/income',
    {
      config,
      schema: {
        tags,
        querystring: IncomeQuerySchema,
        description: 'DSP income per report period and store, newest first; `export` answers it as a file',
        response: { 200: z.object({ data: pageOf(IncomePeriodSchema) }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { query } = request;
      return answer(reply, query.export, {
        file: async () => incomeFile(deps, caller.company.id, query, caller.user.language),
        data: () => income(deps, caller.company.id, query),
      });
    },
  );

  app.get(
    '/api/v2/balance/holds',
    {
      config,
      schema: { tags, querystring: HoldsQuerySchema, response: { 200: z.object({ data: pageOf(HoldSchema) }) } },
    },
    async (request) => ({ data: await companyHolds(deps, callerOf(request).company.id, request.query) }),
  );

  app.post(
    '/api/v2/balance/pre',
    {
      config,
      schema: {
        tags,
        querystring: PreWithdrawalQuerySchema,
        description: 'What a withdrawal of `amount` would be; the company owner only. Changes nothing',
        response: { 200: z.object({ data: WithdrawalQuoteSchema }) },
      },
    },
    async (request) => ({ data: await quoteWithdrawal(deps, callerOf(request), request.query.amount) }),
  );

  app.post(
    '/api/v2/balance/confirm',
    {
      config,
      schema: {
        tags,
        body: ConfirmWithdrawalRequestSchema,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }),
        description:
          'Withdraws `amount`; the company owner only. Send an Idempotency-Key: a retry with it gets the first answer again, with `Idempotent-Replayed: true`',
        response: { 201: z.object({ data: WithdrawalSchema }), '4xx': ProblemSchema },
      },
    },
    async (request, reply) =>
      replyOnce(
        reply,
        await confirmWithdrawal(deps, callerOf(request), {
          amount: request.body.amount,
          key: idempotencyKeyOf(request),
          requestId: request.id,
        }),
      ),
  );
};
