import {
  AssetExportJobSchema,
  AssetExportRequestSchema,
  AssetListQuerySchema,
  CatalogSummarySchema,
  ConflictActionSchema,
  ConflictDetailSchema,
  ConflictListQuerySchema,
  ConflictSchema,
  DIRECT_EXPORT_MAX_ROWS,
  IdParamsSchema,
  pageOf,
  ReleaseListQuerySchema,
  ReleaseSummarySchema,
  YoutubeAssetSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyScope } from '../../db/scope.ts';
import { TABLE_CONTENT_TYPES } from '../../lib/table-file.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { listReleases } from '../release/index.ts';
import { type CatalogDeps, catalogSummary, listAssets } from './catalogs.service.ts';
import { actOnConflict, getCompanyConflict, listCompanyConflicts } from './conflicts.service.ts';
import { exportFile, getExport, startExport, streamExport } from './exports.service.ts';

// The catalogue is part of release delivery: an admin without the release-catalogue switch gets 403.
const config = { permission: 'deliveryrelease' } as const;
const tags = ['catalogs'];
const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** The catalogue (SPEC §7 Catalogues): releases, YouTube assets and their export, and conflict assets. */
export const catalogRoutes: FastifyPluginAsyncZod<{ deps: CatalogDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/catalogs/release',
    {
      config,
      schema: {
        tags,
        querystring: ReleaseListQuerySchema,
        response: { 200: z.object({ data: pageOf(ReleaseSummarySchema) }) },
      },
    },
    async (request) => ({
      data: await listReleases(deps.read, companyScope(callerOf(request).company.id), request.query),
    }),
  );

  app.get(
    '/api/v2/catalogs/summary',
    { config, schema: { tags, response: { 200: z.object({ data: CatalogSummarySchema }) } } },
    async (request) => ({ data: await catalogSummary(deps, callerOf(request).company.id) }),
  );

  app.get(
    '/api/v2/catalogs/asset',
    {
      config,
      schema: {
        tags,
        querystring: AssetListQuerySchema,
        response: { 200: z.object({ data: pageOf(YoutubeAssetSchema) }) },
      },
    },
    async (request) => ({ data: await listAssets(deps, callerOf(request).company.id, request.query) }),
  );

  app.get(
    '/api/v2/catalogs/asset_export',
    {
      config,
      schema: {
        tags,
        querystring: AssetExportRequestSchema,
        description: `The filtered assets as a file, written while it is sent; above ${DIRECT_EXPORT_MAX_ROWS} rows use POST`,
      },
    },
    async (request, reply) => {
      const { stream, fileName } = await streamExport(deps.exports, callerOf(request), request.query);
      return reply
        .type(TABLE_CONTENT_TYPES[request.query.format])
        .header('content-disposition', attachment(fileName))
        .send(stream);
    },
  );

  app.post(
    '/api/v2/catalogs/asset_export',
    {
      config,
      schema: { tags, body: AssetExportRequestSchema, response: { 202: z.object({ data: AssetExportJobSchema }) } },
    },
    async (request, reply) => {
      const job = await startExport(deps.exports, callerOf(request), request.body, (error) =>
        request.log.error({ err: error }, 'asset export failed'),
      );
      return reply.status(202).send({ data: job });
    },
  );

  app.get(
    '/api/v2/catalogs/asset_export/id/:id',
    { config, schema: { tags, params: IdParamsSchema, response: { 200: z.object({ data: AssetExportJobSchema }) } } },
    async (request) => ({ data: await getExport(deps.exports, callerOf(request).company.id, request.params.id) }),
  );

  app.get(
    '/api/v2/catalogs/asset_export/id/:id/file',
    { config, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      const file = await exportFile(deps.exports, callerOf(request).company.id, request.params.id);
      return reply
        .type(TABLE_CONTENT_TYPES[file.format])
        .header('content-disposition', attachment(file.fileName))
        .send(file.stream);
    },
  );

  app.get(
    '/api/v2/catalogs/conflict',
    {
      config,
      schema: {
        tags,
        querystring: ConflictListQuerySchema,
        response: { 200: z.object({ data: pageOf(ConflictSchema) }) },
      },
    },
    async (request) => ({
      data: await listCompanyConflicts(deps.conflicts, callerOf(request).company.id, request.query),
    }),
  );

  app.get(
    '/api/v2/catalogs/conflict/id/:id',
    { config, schema: { tags, params: IdParamsSchema, response: { 200: z.object({ data: ConflictDetailSchema }) } } },
    async (request) => ({
      data: await getCompanyConflict(deps.conflicts, callerOf(request).company.id, request.params.id),
    }),
  );

  app.post(
    '/api/v2/catalogs/conflict',
    {
      config,
      schema: { tags, body: ConflictActionSchema, response: { 200: z.object({ data: ConflictDetailSchema }) } },
    },
    async (request) => ({ data: await actOnConflict(deps.conflicts, callerOf(request), request.body) }),
  );
};
