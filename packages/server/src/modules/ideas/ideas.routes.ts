import {
  AnnouncementPageSchema,
  AnnouncementParamsSchema,
  AnnouncementSchema,
  type IdeaContentKind,
  IdeaContentPageSchema,
  PageQuerySchema,
  RecommendationsSchema,
  SOCIAL_WIDGETS,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/authenticate.ts';
import { youtubeCompany } from '../analytics/index.ts';
import { dspCompany } from '../dsp/index.ts';
import { getAnnouncement, type IdeasDeps, listAnnouncements, shownContent } from './ideas.service.ts';
import { fastestGrowing, rankedMusic, rankedVideos } from './recommendations.service.ts';

const tags = ['ideas'];
const envelope = <T extends z.ZodType>(schema: T) => ({ 200: z.object({ data: schema }) });

/** Staff content lists of Ideas: the path under `/api/v2/ideas` and the kind it reads. */
const CONTENT_LISTS: { path: string; kind: IdeaContentKind; description: string }[] = [
  { path: 'recommendations/hot_topic', kind: 'hot_topic', description: 'Hot topics the distributor’s team picked' },
  { path: 'ide_trending_video', kind: 'trending_video', description: 'Trending video ideas the team picked' },
  { path: 'banners', kind: 'banner', description: 'Feature banners shown today' },
  ...SOCIAL_WIDGETS.map((kind) => ({ path: `widget/${kind}`, kind, description: `The ${kind} widget’s posts` })),
];

/**
 * Ideas (SPEC §7): recommendations from the company's own analytics, and what the distributor's team
 * publishes for every partner. A session is enough; the recommendations of a service the company does
 * not take answer 404, like the analytics they are read from.
 */
export const ideasRoutes: FastifyPluginAsyncZod<{ deps: IdeasDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/ideas/recommendations/top_video',
    {
      schema: {
        tags,
        description: 'The company’s videos that grew most in the last 28 days of its asset analytics',
        response: envelope(RecommendationsSchema),
      },
    },
    async (request) => ({ data: await rankedVideos(deps.db, youtubeCompany(callerOf(request)), fastestGrowing) }),
  );

  app.get(
    '/api/v2/ideas/recommendations/top_music',
    {
      schema: {
        tags,
        description: 'The company’s songs that grew most in the last 28 days of its store analytics',
        response: envelope(RecommendationsSchema),
      },
    },
    async (request) => ({ data: await rankedMusic(deps.db, dspCompany(callerOf(request)), fastestGrowing) }),
  );

  for (const list of CONTENT_LISTS) {
    app.get(
      `/api/v2/ideas/${list.path}`,
      {
        schema: {
          tags,
          description: list.description,
          querystring: PageQuerySchema,
          response: envelope(IdeaContentPageSchema),
        },
      },
      async (request) => ({ data: await shownContent(deps, list.kind, request.query) }),
    );
  }

  app.get(
    '/api/v2/ideas/announcements',
    { schema: { tags, querystring: PageQuerySchema, response: envelope(AnnouncementPageSchema) } },
    async (request) => ({ data: await listAnnouncements(deps, callerOf(request).company.group_name, request.query) }),
  );

  app.get(
    '/api/v2/ideas/announcement/:id',
    { schema: { tags, params: AnnouncementParamsSchema, response: envelope(AnnouncementSchema) } },
    async (request) => ({
      data: await getAnnouncement(deps, callerOf(request).company.group_name, request.params.id),
    }),
  );
};
