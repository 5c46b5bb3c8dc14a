import {
  FxRateRequestSchema,
  FxRateSchema,
  RatePeriodParamsSchema,
  SavedStoreMappingSchema,
  StoreColumnMappingSchema,
  StoreMappingParamsSchema,
  StoreTermsParamsSchema,
  StoreTermsRequestSchema,
  StoreTermsSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import {
  findRates,
  findStoreMappings,
  findStoreTerms,
  putRate,
  putStoreMapping,
  putStoreTerms,
  removeStoreMapping,
} from './ingest-settings.service.ts';

const config = { isStaffOnly: true } as const;
const tags = ['ops', 'ingest'];

/**
 * Staff routes for what ingest reads besides the file: store column mappings and the periods' rupiah
 * rates; and what the stores pay for, which the DSP analytics read to say why streams earned nothing.
 */
export const ingestSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/ops/ingest/store-mappings',
    {
      config,
      schema: { tags, response: { 200: z.object({ data: z.object({ results: z.array(SavedStoreMappingSchema) }) }) } },
    },
    async () => ({ data: { results: await findStoreMappings(db) } }),
  );

  app.put(
    '/api/ops/ingest/store-mappings/:store',
    {
      config,
      schema: {
        tags,
        params: StoreMappingParamsSchema,
        body: StoreColumnMappingSchema,
        response: { 200: z.object({ data: StoreColumnMappingSchema }) },
      },
    },
    async (request) => {
      await putStoreMapping(db, request.params.store, request.body);
      return { data: request.body };
    },
  );

  app.delete(
    '/api/ops/ingest/store-mappings/:store',
    { config, schema: { tags, params: StoreMappingParamsSchema } },
    async (request, reply) => {
      await removeStoreMapping(db, request.params.store);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/ops/ingest/rates',
    { config, schema: { tags, response: { 200: z.object({ data: z.object({ results: z.array(FxRateSchema) }) }) } } },
    async () => ({ data: { results: await findRates(db) } }),
  );

  app.put(
    '/api/ops/ingest/rates/:period',
    {
      config,
      schema: {
        tags,
        params: RatePeriodParamsSchema,
        body: FxRateRequestSchema,
        response: { 200: z.object({ data: FxRateSchema }), 201: z.object({ data: FxRateSchema }) },
      },
    },
    async (request, reply) => {
      const actor = { via: 'ops', userId: callerOf(request).user.id } as const;
      const { rate, isNew } = await putRate(db, request.params.period, request.body, actor);
      return reply.code(isNew ? 201 : 200).send({ data: rate });
    },
  );

  app.get(
    '/api/ops/ingest/stores',
    {
      config,
      schema: {
        tags,
        description: 'Every store with analytics, reports or terms, and whether it pays for streams',
        response: { 200: z.object({ data: z.object({ results: z.array(StoreTermsSchema) }) }) },
      },
    },
    async () => ({ data: { results: await findStoreTerms(db) } }),
  );

  app.put(
    '/api/ops/ingest/stores/:store',
    {
      config,
      schema: {
        tags,
        params: StoreTermsParamsSchema,
        body: StoreTermsRequestSchema,
        response: { 200: z.object({ data: StoreTermsSchema }) },
      },
    },
    async (request) => ({
      data: await putStoreTerms(db, request.params.store, request.body.is_monetised),
    }),
  );
};
