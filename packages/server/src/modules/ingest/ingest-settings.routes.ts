import {
  FxRateRequestSchema,
  FxRateSchema,
  RATE_SCALE,
  RatePeriodParamsSchema,
  SavedStoreMappingSchema,
  StoreColumnMappingSchema,
  StoreMappingParamsSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { loadRates, saveRate, saveStoreMapping } from '../../ingest/engine/index.ts';
import { getDistributorCompanyId } from '../../ingest/engine/runs.repository.ts';
import { formatScaled, parseScaled } from '../../ingest/money.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { deleteStoreMapping, listRates, listStoreMappings, publishedPeriods } from './ingest-settings.repository.ts';

const config = { isStaffOnly: true } as const;
const tags = ['ops', 'ingest'];

/** `16250500000` → `"16250.5"`: the exact rate, without the padding zeros of its scale. */
const formatRate = (scaled: bigint) => formatScaled(scaled, RATE_SCALE).replace(/\.?0+$/, '');

/** Staff routes for what ingest reads besides the file: store column mappings and the periods' rupiah rates. */
export const ingestSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/ops/ingest/store-mappings',
    {
      config,
      schema: { tags, response: { 200: z.object({ data: z.object({ results: z.array(SavedStoreMappingSchema) }) }) } },
    },
    async () => ({ data: { results: await listStoreMappings(db) } }),
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
      const { body, params } = request;
      // The path names the resource; a body for another store is a mistake, not a rename.
      if (body.store !== params.store) {
        throw new AppError('validation_failed', { fieldErrors: { store: 'ingest.mappings.errors.storeMismatch' } });
      }
      await saveStoreMapping(db, await getDistributorCompanyId(db), body);
      return { data: body };
    },
  );

  app.delete(
    '/api/ops/ingest/store-mappings/:store',
    { config, schema: { tags, params: StoreMappingParamsSchema } },
    async (request, reply) => {
      if (!(await deleteStoreMapping(db, request.params.store))) throw notFound();
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/ops/ingest/rates',
    { config, schema: { tags, response: { 200: z.object({ data: z.object({ results: z.array(FxRateSchema) }) }) } } },
    async () => {
      const rows = await listRates(db);
      const published = await publishedPeriods(db, [...new Set(rows.map((row) => row.period))]);
      const results = rows.map((row) => ({
        period: row.period,
        currency: row.currency,
        rate: formatRate(BigInt(row.rate_scaled)),
        is_published: published.has(row.period),
      }));
      return { data: { results } };
    },
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
      const { period } = request.params;
      const { currency } = request.body;
      const scaled = parseScaled(request.body.rate, RATE_SCALE);
      const current = (await loadRates(db, period)).get(currency);
      const isPublished = (await publishedPeriods(db, [period])).has(period);
      // Published balances were credited at the saved rate; a new currency cannot have been used yet.
      if (isPublished && current !== undefined && current !== scaled) {
        throw new AppError('ingest.period_published', {
          detail: `${period} is published; its ${currency} rate is final`,
        });
      }
      await saveRate(db, await getDistributorCompanyId(db), period, currency, scaled);
      const data = { period, currency, rate: formatRate(scaled), is_published: isPublished };
      return reply.code(current === undefined ? 201 : 200).send({ data });
    },
  );
};
