import {
  PayablePeriodSchema,
  PayableQuerySchema,
  PaymentSchema,
  pageOf,
  RecordPaymentRequestSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/authenticate.ts';
import type { PaymentDeps } from './payment.service.ts';
import { listPayable, recordPayment } from './period-payment.service.ts';

const config = { isStaffOnly: true } as const;
const tags = ['ops'];

/** Staff pay each company's published YouTube periods. */
export const opsPaymentRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (app, { deps }) => {
  app.get(
    '/api/ops/youtube/payments',
    {
      config,
      schema: {
        tags,
        querystring: PayableQuerySchema,
        response: { 200: z.object({ data: pageOf(PayablePeriodSchema) }) },
      },
    },
    async (request) => ({ data: await listPayable(deps, request.query) }),
  );

  app.post(
    '/api/ops/youtube/payments',
    {
      config,
      schema: {
        tags,
        body: RecordPaymentRequestSchema,
        response: { 201: z.object({ data: z.object({ payments: z.array(PaymentSchema) }) }) },
      },
    },
    async (request, reply) => {
      const payments = await recordPayment(deps, callerOf(request), request.body);
      return reply.status(201).send({ data: { payments } });
    },
  );
};
