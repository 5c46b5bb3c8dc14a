import {
  ArtistCreateSchema,
  ArtistSchema,
  ArtistSearchQuerySchema,
  ContributorRoleListSchema,
  SpotifySearchResultSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/authenticate.ts';
import { createArtist, findArtists, searchSpotifyArtists } from './artist/artist.service.ts';
import { PERFORMER_ROLES, PRODUCTION_ROLES } from './contributor-roles.ts';
import type { ReleaseDeps } from './release.deps.ts';

const config = { permission: 'deliveryrelease' } as const;
const artistList = { 200: z.object({ data: z.array(ArtistSchema) }) };

/** The artist database, Spotify artist search and the contributor roles. */
export const artistRoutes: FastifyPluginAsyncZod<{ deps: ReleaseDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const tags = ['release'];

  app.get(
    '/api/v2/release/contributor_role_list',
    { config, schema: { tags, response: { 200: z.object({ data: ContributorRoleListSchema }) } } },
    async () => ({ data: { performer: [...PERFORMER_ROLES], production: [...PRODUCTION_ROLES] } }),
  );

  for (const url of ['/api/v2/release/artist_list', '/api/v2/release/search_artist']) {
    app.get(
      url,
      { config, schema: { tags, querystring: ArtistSearchQuerySchema, response: artistList } },
      async (request) => ({
        data: await findArtists(db, callerOf(request).company.id, request.query.q),
      }),
    );
  }

  app.get(
    '/api/v2/release/search_spotify_artist',
    {
      config,
      schema: {
        tags,
        querystring: ArtistSearchQuerySchema,
        response: { 200: z.object({ data: SpotifySearchResultSchema }) },
      },
    },
    async (request) => ({
      data: await searchSpotifyArtists(
        db,
        deps.spotify,
        callerOf(request).company.id,
        request.query.q,
        request.query.limit,
      ),
    }),
  );

  app.post(
    '/api/v2/release/artist',
    { config, schema: { tags, body: ArtistCreateSchema, response: { 201: z.object({ data: ArtistSchema }) } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createArtist(db, callerOf(request).company.id, request.body) }),
  );
};
