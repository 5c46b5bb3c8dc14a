import {
  PaymentHistoryQuerySchema,
  PaymentInfoSchema,
  PaymentReportQuerySchema,
  PaymentReportSchema,
  PaymentSchema,
  PaymentSummarySchema,
  pageOf,
  TaxProofRequestSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../lib/report-answer.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import {
  type PaymentDeps,
  paymentHistory,
  paymentHistoryFile,
  paymentInfo,
  paymentReport,
  paymentSummary,
} from './payment.service.ts';
import { attachTaxProof, taxProofUrl } from './tax-proofs.service.ts';

// The payment report needs the "payment" switch (SPEC §6 estimates).
const config = { permission: 'estimates' } as const;
const tags = ['payment'];

/** YouTube payments (SPEC §7 Payment): info, summary, the report per period, the history and tax proofs. */
export const paymentRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/payment/info',
    { config, schema: { tags, response: { 200: z.object({ data: PaymentInfoSchema }) } } },
    async (request) => ({ data: await paymentInfo(deps, callerOf(request).company.id) }),
  );

  app.get(
    '/api/v2/payment/summary',
    { config, schema: { tags, response: { 200: z.object({ data: PaymentSummarySchema }) } } },
    async (request) => ({ data: await paymentSummary(deps, callerOf(request).company.id) }),
  );

  app.get(
    '/api/v2/payment/report',
    {
      config,
      schema: {
        tags,
        querystring: PaymentReportQuerySchema,
        response: { 200: z.object({ data: PaymentReportSchema }) },
      },
    },
    async (request) => ({ data: await paymentReport(deps, callerOf(request).company.id, request.query.periode) }),
  );

  app.get(
    '/api/v2/payment/history',
    {
      config,
      schema: {
        tags,
        querystring: PaymentHistoryQuerySchema,
        description:
          'Payments newest first; `export` answers them as a file, `metric=document&hash=` a payment’s tax proof',
        response: { 200: z.object({ data: pageOf(PaymentSchema) }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { query } = request;
      if (query.metric === 'document') {
        return reply.redirect(await taxProofUrl(deps, caller.company.id, query.hash ?? ''));
      }
      return answer(reply, query.export, {
        file: async () => paymentHistoryFile(deps, caller.company.id, query, caller.user.language),
        data: () => paymentHistory(deps, caller.company.id, query),
      });
    },
  );

  app.post(
    '/api/v2/payment/tax_proof',
    { config, schema: { tags, body: TaxProofRequestSchema, response: { 200: z.object({ data: PaymentSchema }) } } },
    async (request) => ({ data: await attachTaxProof(deps, callerOf(request), request.body) }),
  );
};
