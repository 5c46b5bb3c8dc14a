import {
  AddToWatchlistRequestSchema,
  CourseListResponseSchema,
  CourseResponseSchema,
  CoursesQuerySchema,
  CoursesResponseSchema,
  EpisodeOpenResponseSchema,
  IdParamsSchema,
  MarkEpisodeRequestSchema,
  MarkEpisodeResponseSchema,
  SuggestionsResponseSchema,
  TeamProgressResponseSchema,
  TopicsResponseSchema,
  WatchlistEntryResponseSchema,
  WatchlistQuerySchema,
  WatchlistResponseSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredObject } from '../../lib/send-file.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { assertOwner } from '../profile/index.ts';
import { getCourse, listCourses, listFeatured, listTopics } from './courses.service.ts';
import { openSignedEpisodeFile } from './episode-files.service.ts';
import type { ExpertiseDeps } from './expertise.deps.ts';
import { openEpisode, reportPlay, teamProgress } from './progress.service.ts';
import { listSuggestions } from './suggestions.service.ts';
import { addToWatchlist, listWatchlist, removeFromWatchlist } from './watchlist.service.ts';

const config = { permission: 'expertise' } as const;
const tags = ['expertise'];
const base = '/api/v2/expertise';
// Loose on purpose: a malformed signature answers 404 like any other wrong one.
const SignatureQuery = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });

/** Courses, their episodes and progress, the watchlist, suggestions and the team's progress (SPEC §7 Expertise). */
export const expertiseRoutes: FastifyPluginAsyncZod<{ deps: ExpertiseDeps }> = async (app, { deps }) => {
  app.get(
    `${base}/featured`,
    { config, schema: { tags, response: { 200: CourseListResponseSchema } } },
    async (request) => ({ data: await listFeatured(deps, callerOf(request)) }),
  );

  app.get(
    `${base}/courses`,
    { config, schema: { tags, querystring: CoursesQuerySchema, response: { 200: CoursesResponseSchema } } },
    async (request) => ({ data: await listCourses(deps, callerOf(request), request.query) }),
  );

  app.get(
    `${base}/course/:id`,
    { config, schema: { tags, params: IdParamsSchema, response: { 200: CourseResponseSchema } } },
    async (request) => ({ data: await getCourse(deps, callerOf(request), request.params.id) }),
  );

  app.get(`${base}/topics`, { config, schema: { tags, response: { 200: TopicsResponseSchema } } }, async () => ({
    data: await listTopics(deps.db),
  }));

  app.post(
    `${base}/watchlist`,
    {
      config,
      schema: {
        tags,
        description: 'Adding a course already on the watchlist answers 200 with the entry already there',
        body: AddToWatchlistRequestSchema,
        response: { 200: WatchlistEntryResponseSchema, 201: WatchlistEntryResponseSchema },
      },
    },
    async (request, reply) => {
      const { entry, isNew } = await addToWatchlist(deps, callerOf(request), request.body.course_id);
      return reply.status(isNew ? 201 : 200).send({ data: entry });
    },
  );

  app.delete(
    `${base}/watchlist/id/:id`,
    { config, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await removeFromWatchlist(deps, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    `${base}/watchlist`,
    { config, schema: { tags, querystring: WatchlistQuerySchema, response: { 200: WatchlistResponseSchema } } },
    async (request) => ({ data: await listWatchlist(deps, callerOf(request), request.query.top) }),
  );

  app.post(
    `${base}/episode/id/:id/open`,
    {
      config,
      schema: {
        tags,
        description: 'The player starts the episode: reports are measured from now; the answer says where to resume',
        params: IdParamsSchema,
        response: { 200: EpisodeOpenResponseSchema },
      },
    },
    async (request) => ({ data: await openEpisode(deps.db, callerOf(request), request.params.id) }),
  );

  app.post(
    `${base}/mark_episode_as_watched`,
    {
      config,
      schema: {
        tags,
        description:
          'The player’s report, every ~15 s and at the end: 409 `expertise.episode_not_opened` before an opening, 422 `expertise.played_more_than_elapsed` when more was played than time passed',
        body: MarkEpisodeRequestSchema,
        response: { 200: MarkEpisodeResponseSchema },
      },
    },
    async (request) => ({ data: await reportPlay(deps.db, callerOf(request), request.body) }),
  );

  app.get(
    `${base}/suggested`,
    { config, schema: { tags, response: { 200: SuggestionsResponseSchema } } },
    async (request) => ({ data: await listSuggestions(deps, callerOf(request)) }),
  );

  app.get(
    `${base}/team_progress`,
    {
      config,
      schema: { tags, description: 'The account owner only', response: { 200: TeamProgressResponseSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      assertOwner(caller);
      return { data: await teamProgress(deps.db, caller.company.id) };
    },
  );

  app.get(
    `${base}/file/:id`,
    {
      // The URL carries the capability, so `<video>`, `<track>` and `<img>`, which send no token, can use it.
      config: { isPublic: true },
      schema: {
        tags,
        description: 'An episode’s video, poster or subtitles by the signed URL the API gave; answers ranges',
        params: z.object({ id: z.string().max(64) }),
        querystring: SignatureQuery,
      },
    },
    async (request, reply) =>
      sendStoredObject(
        request,
        reply,
        deps.storage,
        await openSignedEpisodeFile(deps, request.params.id, request.query),
      ),
  );
};
