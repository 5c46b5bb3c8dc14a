import {
  AnalyticsRunSchema,
  AnalyticsUploadResponseSchema,
  IdParamsSchema,
  IngestRunSchema,
  PageQuerySchema,
  PublishPeriodRequestSchema,
  pageOf,
  ReportUploadResponseSchema,
  ResolveUnmatchedRequestSchema,
  ReviewRunRequestSchema,
  RunDetailSchema,
  RunsQuerySchema,
  UnmatchedQuerySchema,
  UnmatchedRowSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES } from '../../db/scope.ts';
import { findAnalyticsRuns } from '../../ingest/analytics/index.ts';
import {
  countRuns,
  findRuns,
  findUnmatched,
  type PeriodNotifier,
  resolveUnmatched,
} from '../../ingest/engine/index.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { toAnalyticsRun, toRun, toRunReview } from './ingest.mapper.ts';
import {
  decideRun,
  describeRun,
  INGEST_MAX_BYTES,
  ingestAnalyticsUpload,
  ingestUpload,
  publishReports,
} from './ingest.service.ts';

const config = { isStaffOnly: true } as const;
const tags = ['ops', 'ingest'];
const uploadLimits = { limits: { fileSize: INGEST_MAX_BYTES, files: 1 } };

/** Staff routes of report and analytics ingestion: upload, runs, unmatched review and publishing. */
export const ingestRoutes: FastifyPluginAsyncZod<{ db: Db; dataDir: string; notifier: PeriodNotifier }> = async (
  app,
  { db, dataDir, notifier },
) => {
  app.post(
    '/api/ops/ingest',
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: ReportUploadResponseSchema, 201: ReportUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const { run, isAlreadyIngested } = await ingestUpload(db, dataDir, request.parts(uploadLimits));
      return reply.code(isAlreadyIngested ? 200 : 201).send({ data: toRun(run), already_ingested: isAlreadyIngested });
    },
  );

  app.post(
    '/api/ops/ingest/analytics',
    {
      config,
      schema: {
        tags,
        description:
          'A daily analytics feed; it states its feed, store and month, so `period` and `store` are refused.',
        consumes: ['multipart/form-data'],
        response: { 200: AnalyticsUploadResponseSchema, 201: AnalyticsUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const { run, isAlreadyIngested } = await ingestAnalyticsUpload(db, dataDir, request.parts(uploadLimits));
      return reply
        .code(isAlreadyIngested ? 200 : 201)
        .send({ data: toAnalyticsRun(run), already_ingested: isAlreadyIngested });
    },
  );

  app.get(
    '/api/ops/ingest/analytics/runs',
    {
      config,
      schema: {
        tags,
        querystring: PageQuerySchema,
        response: { 200: z.object({ data: pageOf(AnalyticsRunSchema) }) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { runs, total } = await findAnalyticsRuns(db, ALL_COMPANIES, page, limit);
      return { data: { results: runs.map(toAnalyticsRun), page, limit, total } };
    },
  );

  app.get('/api/ops/ingest/runs', { config, schema: { tags, querystring: RunsQuerySchema } }, async (request) => {
    const { page, limit, status } = request.query;
    const [runs, total] = await Promise.all([
      findRuns(db, ALL_COMPANIES, page, limit, status),
      countRuns(db, ALL_COMPANIES, status),
    ]);
    return { data: { results: runs.map(toRun), page, limit, total } };
  });

  app.get(
    '/api/ops/ingest/runs/:id',
    {
      config,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: z.object({ data: RunDetailSchema }) },
      },
    },
    async (request) => {
      const described = await describeRun(db, request.params.id);
      return { data: { ...described, run: toRun(described.run), reviews: described.reviews.map(toRunReview) } };
    },
  );

  for (const [action, decision] of [
    ['accept', 'accepted'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/api/ops/ingest/runs/:id/${action}`,
      {
        config,
        schema: {
          tags,
          description:
            action === 'accept'
              ? 'Accepts a run held for review (its summary totals disagree with its body): it becomes parsed and publishable.'
              : 'Rejects a run held for review: its facts, rollups and unmatched rows are deleted.',
          params: IdParamsSchema,
          body: ReviewRunRequestSchema,
          response: { 200: z.object({ data: IngestRunSchema }) },
        },
      },
      async (request) => {
        const run = await decideRun(db, callerOf(request), request.params.id, decision, request.body.reason);
        return { data: toRun(run) };
      },
    );
  }

  app.get(
    '/api/ops/ingest/unmatched',
    {
      config,
      schema: { tags, querystring: UnmatchedQuerySchema },
    },
    async (request) => {
      const { run, page, limit } = request.query;
      const rows = await findUnmatched(db, run, page, limit);
      const results = rows.map(({ company_id: _owner, details: _details, keys, updated_at: _at, ...row }) => ({
        ...row,
        keys: JSON.parse(keys) as Record<string, string | null>,
      }));
      return { data: { results: z.array(UnmatchedRowSchema).parse(results), page, limit } };
    },
  );

  app.post(
    '/api/ops/ingest/unmatched/:id',
    { config, schema: { tags, params: IdParamsSchema, body: ResolveUnmatchedRequestSchema } },
    async (request) => {
      const { body } = request;
      const decision =
        body.action === 'assign'
          ? { action: body.action, companyId: body.company_id, ...(body.asset_id ? { assetId: body.asset_id } : {}) }
          : body;
      const row = await resolveUnmatched(db, request.params.id, decision);
      return { data: { id: row.id, status: row.status, assigned_company_id: row.assigned_company_id } };
    },
  );

  app.post(
    '/api/ops/ingest/publish',
    { config, schema: { tags, body: PublishPeriodRequestSchema } },
    async (request) => ({
      data: await publishReports(db, notifier, { ...request.body, actorUserId: callerOf(request).user.id }),
    }),
  );
};
