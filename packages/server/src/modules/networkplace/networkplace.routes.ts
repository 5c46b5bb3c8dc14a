import {
  BlockedListResponseSchema,
  ExploreQuerySchema,
  ExploreResponseSchema,
  IdParamsSchema,
  LikeResponseSchema,
  MyNetworkplaceProfileResponseSchema,
  NetworkplaceProfileResponseSchema,
  ReportReceiptSchema,
  ReportRequestSchema,
  UpdateNetworkplaceProfileRequestSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { explore, exploreReads } from './explore.service.ts';
import { getMyProfile, getProfile, saveMyProfile } from './profile.service.ts';
import { block, dislike, like, listBlocked, unblock } from './relations.service.ts';
import { reportProfile } from './reports.service.ts';

const config = { permission: 'networkplace' } as const;
const tags = ['networkplace'];

/** A creator's own Networkplace profile, explore, likes, blocks and reports (SPEC §7 Networkplace). */
export const networkplaceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const reads = exploreReads(db);
  const myProfile = { config, schema: { tags, response: { 200: MyNetworkplaceProfileResponseSchema } } };
  // The profile's Networkplace tab and the Networkplace pages read the same profile.
  for (const url of ['/api/v2/profile/networkplace', '/api/v2/networkplace/profile']) {
    app.get(url, myProfile, async (request) => ({ data: await getMyProfile(db, callerOf(request)) }));
  }

  app.put(
    '/api/v2/profile/networkplace',
    {
      config,
      schema: {
        tags,
        body: UpdateNetworkplaceProfileRequestSchema,
        response: { 200: MyNetworkplaceProfileResponseSchema },
      },
    },
    async (request) => ({ data: await saveMyProfile(db, callerOf(request), request.body) }),
  );

  app.get(
    '/api/v2/networkplace/profile/id/:id',
    { config, schema: { tags, params: IdParamsSchema, response: { 200: NetworkplaceProfileResponseSchema } } },
    async (request) => ({ data: await getProfile(db, callerOf(request), request.params.id) }),
  );

  app.get(
    '/api/v2/networkplace/explore',
    { config, schema: { tags, querystring: ExploreQuerySchema, response: { 200: ExploreResponseSchema } } },
    async (request) => ({ data: await explore(db, reads, callerOf(request), request.query) }),
  );

  const likeRoute = { config, schema: { tags, params: IdParamsSchema, response: { 200: LikeResponseSchema } } };
  app.put('/api/v2/networkplace/like/id/:id', likeRoute, async (request) => ({
    data: await like(db, callerOf(request), request.params.id),
  }));
  app.put('/api/v2/networkplace/dislike/id/:id', likeRoute, async (request) => ({
    data: await dislike(db, callerOf(request), request.params.id),
  }));

  const blockRoute = { config, schema: { tags, params: IdParamsSchema, response: { 200: BlockedListResponseSchema } } };
  app.put('/api/v2/networkplace/block/id/:id', blockRoute, async (request) => ({
    data: await block(db, callerOf(request), request.params.id),
  }));
  app.delete('/api/v2/networkplace/block/id/:id', blockRoute, async (request) => ({
    data: await unblock(db, callerOf(request), request.params.id),
  }));
  app.get(
    '/api/v2/networkplace/blocked',
    { config, schema: { tags, response: { 200: BlockedListResponseSchema } } },
    async (request) => ({ data: await listBlocked(db, callerOf(request)) }),
  );

  app.post(
    '/api/v2/networkplace/report/id/:id',
    {
      config,
      schema: { tags, params: IdParamsSchema, body: ReportRequestSchema, response: { 200: ReportReceiptSchema } },
    },
    async (request) => ({
      data: { id: await reportProfile(db, callerOf(request), request.params.id, request.body) },
    }),
  );
};
