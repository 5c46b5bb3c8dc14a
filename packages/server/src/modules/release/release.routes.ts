import {
  AlbumWriteSchema,
  IdParamsSchema,
  ReleaseCountsSchema,
  ReleaseDetailSchema,
  ReleaseStatusChangeSchema,
  TrackCreateSchema,
  TrackUpdateSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyScope } from '../../db/scope.ts';
import { routesOn } from '../../lib/route-options.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import type { ReleaseDeps } from './release.deps.ts';
import { getReleaseDetail } from './release.read.ts';
import {
  changeTrack,
  countReleases,
  createAlbum,
  createTrack,
  deleteDraft,
  removeTrack,
  updateAlbum,
} from './release.service.ts';
import { changeStatusAsPartner } from './release-status.service.ts';

const config = { permission: 'deliveryrelease' } as const;
const detail = { 200: z.object({ data: ReleaseDetailSchema }) };

/** Albums, tracks and the partner's status moves (SPEC §7 Release). */
export const releaseRoutes: FastifyPluginAsyncZod<{ deps: ReleaseDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const tags = ['release'];
  const byId = routesOn(config, tags, IdParamsSchema);

  app.get(
    '/api/v2/release/info',
    { config, schema: { tags, response: { 200: z.object({ data: ReleaseCountsSchema }) } } },
    async (request) => ({
      data: await countReleases(db, companyScope(callerOf(request).company.id)),
    }),
  );

  app.post(
    '/api/v2/release/album',
    { config, schema: { tags, body: AlbumWriteSchema, response: { 201: z.object({ data: ReleaseDetailSchema }) } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createAlbum(deps, callerOf(request), request.body) }),
  );

  app.get('/api/v2/release/album/id/:id', byId({ response: detail }), async (request) => ({
    data: await getReleaseDetail(deps, companyScope(callerOf(request).company.id), request.params.id),
  }));

  app.put('/api/v2/release/album/id/:id', byId({ body: AlbumWriteSchema, response: detail }), async (request) => ({
    data: await updateAlbum(deps, callerOf(request), request.params.id, request.body),
  }));

  app.delete('/api/v2/release/album/id/:id', byId({}), async (request, reply) => {
    await deleteDraft(deps, callerOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.patch(
    '/api/v2/release/album/id/:id',
    byId({ body: ReleaseStatusChangeSchema, response: detail }),
    async (request) => ({
      data: await changeStatusAsPartner(deps, callerOf(request), request.params.id, request.body.status),
    }),
  );

  app.post(
    '/api/v2/release/track',
    { config, schema: { tags, body: TrackCreateSchema, response: { 201: z.object({ data: ReleaseDetailSchema }) } } },
    async (request, reply) => {
      const { release_id, ...draft } = request.body;
      return reply.status(201).send({ data: await createTrack(deps, callerOf(request), release_id, draft) });
    },
  );

  app.put('/api/v2/release/track/id/:id', byId({ body: TrackUpdateSchema, response: detail }), async (request) => ({
    data: await changeTrack(deps, callerOf(request), request.params.id, request.body),
  }));

  app.delete('/api/v2/release/track/id/:id', byId({ response: detail }), async (request) => ({
    data: await removeTrack(deps, callerOf(request), request.params.id),
  }));
};
