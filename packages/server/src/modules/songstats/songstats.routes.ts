import {
  SongstatsActivitiesQuerySchema,
  SongstatsActivitiesResponseSchema,
  SongstatsArtistListQuerySchema,
  SongstatsArtistListResponseSchema,
  SongstatsArtistStatsResponseSchema,
  SongstatsAudienceResponseSchema,
  SongstatsCatalogResponseSchema,
  SongstatsDefinitionsResponseSchema,
  SongstatsHistoryResponseSchema,
  SongstatsIsrcParamsSchema,
  SongstatsQuerySchema,
  SongstatsRecentResponseSchema,
  SongstatsSourceListResponseSchema,
  SongstatsTopTracksResponseSchema,
  SongstatsTrackInfoResponseSchema,
  SongstatsTrackStatsResponseSchema,
} from '@irama/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KeptAnswers } from '../../lib/kept-answer.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { artistAudience, artistCatalog, artistTopTracks } from './artist-pages.service.ts';
import { SONGSTATS_DEFINITIONS } from './definitions.ts';
import {
  artistActivities,
  artistList,
  artistOf,
  artistRecent,
  historyOf,
  type SongstatsDeps,
  songstatsCompany,
  sourceList,
  statsOf,
  trackAnswer,
  trackOf,
} from './songstats.service.ts';

const tags = ['songstats'];
const BASE = '/api/v5/songstats';
/** A catalogue id in the path; a malformed one answers 404 like a missing one. */
const IdParamsSchema = z.object({ id: z.string().describe('An artist or track id of the caller’s catalogue') });

/**
 * The Songstats API (SPEC §7 Songstats), answered from Irama's own ingested data (and the external
 * Songstats API when set up). No permission key covers analytics (SPEC §6): a session is enough, and a
 * company without the DSP or music service gets 404 from the service.
 */
export const songstatsRoutes: FastifyPluginAsyncZod<{ deps: SongstatsDeps; keep: KeptAnswers }> = async (
  app,
  { deps, keep },
) => {
  /** Sends the caller's company's answer, kept until what it is made of changes. */
  const send = (request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>) =>
    keep(request, reply, songstatsCompany(callerOf(request)), compute);

  app.get(
    `${BASE}/source_list`,
    { schema: { tags, response: { 200: SongstatsSourceListResponseSchema } } },
    (request, reply) => send(request, reply, async () => ({ data: await sourceList(deps, callerOf(request)) })),
  );

  app.get(
    `${BASE}/artist_list`,
    {
      schema: {
        tags,
        querystring: SongstatsArtistListQuerySchema,
        response: { 200: SongstatsArtistListResponseSchema },
      },
    },
    (request, reply) =>
      send(request, reply, async () => ({ data: await artistList(deps, callerOf(request), request.query) })),
  );

  app.get(
    `${BASE}/definitions`,
    { schema: { tags, response: { 200: SongstatsDefinitionsResponseSchema } } },
    async () => ({ data: { definitions: [...SONGSTATS_DEFINITIONS] } }),
  );

  const artistRoute = { tags, params: IdParamsSchema, querystring: SongstatsQuerySchema };

  app.get(
    `${BASE}/artist_stats/:id`,
    { schema: { ...artistRoute, response: { 200: SongstatsArtistStatsResponseSchema } } },
    (request, reply) =>
      send(request, reply, async () => {
        const { artist, subject } = await artistOf(deps, callerOf(request), request.params.id);
        return { data: { ...(await statsOf(deps, subject, request.query)), artist } };
      }),
  );

  app.get(
    `${BASE}/artist_stats_history/:id`,
    { schema: { ...artistRoute, response: { 200: SongstatsHistoryResponseSchema } } },
    (request, reply) =>
      send(request, reply, async () => {
        const { subject } = await artistOf(deps, callerOf(request), request.params.id);
        return { data: await historyOf(deps, subject, request.query) };
      }),
  );

  app.get(
    `${BASE}/artist_top_tracks/:id`,
    { schema: { ...artistRoute, response: { 200: SongstatsTopTracksResponseSchema } } },
    (request, reply) =>
      send(request, reply, async () => ({
        data: await artistTopTracks(deps, callerOf(request), request.params.id, request.query),
      })),
  );

  app.get(
    `${BASE}/artist_recent_activities/:id`,
    { schema: { ...artistRoute, response: { 200: SongstatsRecentResponseSchema } } },
    (request, reply) =>
      send(request, reply, async () => ({
        data: await artistRecent(deps, callerOf(request), request.params.id, request.query.source),
      })),
  );

  app.get(
    `${BASE}/artist_activities/:id`,
    {
      schema: {
        ...artistRoute,
        querystring: SongstatsActivitiesQuerySchema,
        response: { 200: SongstatsActivitiesResponseSchema },
      },
    },
    (request, reply) =>
      send(request, reply, async () => {
        const { page, per_page, source } = request.query;
        const { activities } = await artistActivities(deps, callerOf(request), request.params.id, source);
        const start = (page - 1) * per_page;
        return {
          data: {
            activities: {
              results: activities.slice(start, start + per_page),
              page,
              limit: per_page,
              total: activities.length,
            },
          },
        };
      }),
  );

  app.get(
    `${BASE}/artist_audience/:id`,
    { schema: { ...artistRoute, response: { 200: SongstatsAudienceResponseSchema } } },
    (request, reply) =>
      send(request, reply, async () => ({
        data: await artistAudience(deps, callerOf(request), request.params.id, request.query),
      })),
  );

  app.get(
    `${BASE}/artist_catalog/:id`,
    { schema: { tags, params: IdParamsSchema, response: { 200: SongstatsCatalogResponseSchema } } },
    (request, reply) =>
      send(request, reply, async () => ({ data: await artistCatalog(deps, callerOf(request), request.params.id) })),
  );

  app.get(
    `${BASE}/track_info/:id`,
    { schema: { tags, params: IdParamsSchema, response: { 200: SongstatsTrackInfoResponseSchema } } },
    (request, reply) =>
      send(request, reply, async () => {
        const { track, subject } = await trackOf(deps, callerOf(request), { id: request.params.id });
        return { data: { track: await trackAnswer(deps, track, subject) } };
      }),
  );

  app.get(
    `${BASE}/track_info/isrc/:isrc`,
    { schema: { tags, params: SongstatsIsrcParamsSchema, response: { 200: SongstatsTrackInfoResponseSchema } } },
    (request, reply) =>
      send(request, reply, async () => {
        const { track, subject } = await trackOf(deps, callerOf(request), { isrc: request.params.isrc });
        return { data: { track: await trackAnswer(deps, track, subject) } };
      }),
  );

  app.get(
    `${BASE}/track_stats/:id`,
    { schema: { ...artistRoute, response: { 200: SongstatsTrackStatsResponseSchema } } },
    (request, reply) =>
      send(request, reply, async () => {
        const { track, subject } = await trackOf(deps, callerOf(request), { id: request.params.id });
        const [stats, answer] = await Promise.all([
          statsOf(deps, subject, request.query),
          trackAnswer(deps, track, subject),
        ]);
        return { data: { ...stats, track: answer } };
      }),
  );

  app.get(
    `${BASE}/track_stats_history/:id`,
    { schema: { ...artistRoute, response: { 200: SongstatsHistoryResponseSchema } } },
    (request, reply) =>
      send(request, reply, async () => {
        const { subject } = await trackOf(deps, callerOf(request), { id: request.params.id });
        return { data: await historyOf(deps, subject, request.query) };
      }),
  );
};
