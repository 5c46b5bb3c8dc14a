import {
  DspAudienceSchema,
  DspCountriesSchema,
  DspInfoSchema,
  DspInsightsSchema,
  DspPaidStreamsSchema,
  DspQuerySchema,
  DspSongInfoSchema,
  DspSongParamsSchema,
  DspSongPlatformsSchema,
  DspSongsQuerySchema,
  DspSongsSchema,
  DspTopTracksSchema,
  DspTrendsQuerySchema,
  DspTrendsSchema,
} from '@irama/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KeptAnswers } from '../../lib/kept-answer.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { type DspDeps, dspAudience, dspCompany, dspCountries, dspInfo, dspTrends, songScope } from './dsp.service.ts';
import { computeInsights } from './insights.service.ts';
import { dspPaidStreams } from './paid-streams.service.ts';
import { dspSongInfo, dspSongPlatforms, dspSongs, dspTopTracks } from './songs.service.ts';

const tags = ['dsp'];
const envelope = <T extends z.ZodType>(schema: T) => ({ 200: z.object({ data: schema }) });

/**
 * DSP analytics (SPEC §7 DSP) and Smart Analytics. No permission key covers analytics (SPEC §6): a
 * session is enough, and a company without the DSP or music service gets 404 from the service.
 */
export const dspRoutes: FastifyPluginAsyncZod<{
  deps: DspDeps;
  keep: KeptAnswers;
  /** Answers that also read the published reports and the stores' terms. */
  keepPaid: KeptAnswers;
}> = async (app, { deps, keep, keepPaid }) => {
  /** Sends the caller's company's answer, kept until its figures or its songs' names change. */
  const send = (request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>) =>
    keep(request, reply, dspCompany(callerOf(request)), compute);

  app.get(
    '/api/v2/dsp/info',
    { schema: { tags, querystring: DspQuerySchema, response: envelope(DspInfoSchema) } },
    (request, reply) =>
      send(request, reply, async () => ({
        data: await dspInfo(deps, dspCompany(callerOf(request)), request.query.filter_periode),
      })),
  );

  app.get(
    '/api/v2/dsp/trends',
    {
      schema: {
        tags,
        querystring: DspTrendsQuerySchema,
        description: 'Daily figures of the period and the last 6 months, of one store (`platform_id`) or all',
        response: envelope(DspTrendsSchema),
      },
    },
    (request, reply) =>
      send(request, reply, async () => {
        const { filter_periode, platform_id } = request.query;
        const scope = { companyId: dspCompany(callerOf(request)) };
        return { data: await dspTrends(deps, scope, filter_periode, platform_id) };
      }),
  );

  app.get(
    '/api/v2/dsp/top_tracks',
    { schema: { tags, querystring: DspQuerySchema, response: envelope(DspTopTracksSchema) } },
    (request, reply) =>
      send(request, reply, async () => ({
        data: await dspTopTracks(deps, dspCompany(callerOf(request)), request.query.filter_periode),
      })),
  );

  app.get(
    '/api/v2/dsp/songs',
    { schema: { tags, querystring: DspSongsQuerySchema, response: envelope(DspSongsSchema) } },
    (request, reply) =>
      send(request, reply, async () => ({ data: await dspSongs(deps, dspCompany(callerOf(request)), request.query) })),
  );

  for (const measure of ['stream', 'listener'] as const) {
    app.get(
      `/api/v2/dsp/${measure}_country`,
      { schema: { tags, querystring: DspQuerySchema, response: envelope(DspCountriesSchema) } },
      (request, reply) =>
        send(request, reply, async () => {
          const scope = { companyId: dspCompany(callerOf(request)) };
          return { data: await dspCountries(deps, scope, request.query.filter_periode, `${measure}s`) };
        }),
    );
    app.get(
      `/api/v2/dsp/song/:id/${measure}_country`,
      {
        schema: {
          tags,
          params: DspSongParamsSchema,
          querystring: DspQuerySchema,
          response: envelope(DspCountriesSchema),
        },
      },
      (request, reply) =>
        send(request, reply, async () => {
          const scope = await songScope(deps, callerOf(request), request.params.id);
          return { data: await dspCountries(deps, scope, request.query.filter_periode, `${measure}s`) };
        }),
    );
  }

  app.get(
    '/api/v2/dsp/audience',
    { schema: { tags, querystring: DspQuerySchema, response: envelope(DspAudienceSchema) } },
    (request, reply) =>
      send(request, reply, async () => ({
        data: await dspAudience(deps, { companyId: dspCompany(callerOf(request)) }, request.query.filter_periode),
      })),
  );

  app.get(
    '/api/v2/dsp/song/:id/info',
    {
      schema: { tags, params: DspSongParamsSchema, querystring: DspQuerySchema, response: envelope(DspSongInfoSchema) },
    },
    (request, reply) =>
      send(request, reply, async () => {
        const scope = await songScope(deps, callerOf(request), request.params.id);
        return { data: await dspSongInfo(deps, { ...scope, isrc: request.params.id }, request.query.filter_periode) };
      }),
  );

  app.get(
    '/api/v2/dsp/song/:id/audience',
    {
      schema: { tags, params: DspSongParamsSchema, querystring: DspQuerySchema, response: envelope(DspAudienceSchema) },
    },
    (request, reply) =>
      send(request, reply, async () => {
        const scope = await songScope(deps, callerOf(request), request.params.id);
        return { data: await dspAudience(deps, scope, request.query.filter_periode) };
      }),
  );

  app.get(
    '/api/v2/dsp/song/:id/platforms',
    {
      schema: {
        tags,
        params: DspSongParamsSchema,
        querystring: DspQuerySchema,
        response: envelope(DspSongPlatformsSchema),
      },
    },
    (request, reply) =>
      send(request, reply, async () => {
        const scope = await songScope(deps, callerOf(request), request.params.id);
        return { data: await dspSongPlatforms(deps, scope, request.query.filter_periode) };
      }),
  );

  app.get(
    '/api/v2/dsp/song/:id/trends',
    {
      schema: {
        tags,
        params: DspSongParamsSchema,
        querystring: DspTrendsQuerySchema,
        response: envelope(DspTrendsSchema),
      },
    },
    (request, reply) =>
      send(request, reply, async () => {
        const scope = await songScope(deps, callerOf(request), request.params.id);
        const { filter_periode, platform_id } = request.query;
        return { data: await dspTrends(deps, scope, filter_periode, platform_id) };
      }),
  );

  app.get(
    '/api/v2/dsp/insights',
    {
      schema: {
        tags,
        querystring: DspQuerySchema,
        description:
          'Smart Analytics (beta): insights from the company’s own store analytics, kept until the next ingest',
        response: envelope(DspInsightsSchema),
      },
    },
    (request, reply) =>
      send(request, reply, async () => ({
        data: await computeInsights(deps, dspCompany(callerOf(request)), request.query.filter_periode),
      })),
  );

  const paidStreams = {
    tags,
    description:
      'Streams in the daily analytics (every stream) against the streams the published store reports paid for, per store of each of the last published months, with why a store earned nothing',
    response: envelope(DspPaidStreamsSchema),
  };

  app.get('/api/v2/dsp/paid_streams', { schema: paidStreams }, (request, reply) => {
    const companyId = dspCompany(callerOf(request));
    return keepPaid(request, reply, companyId, async () => ({ data: await dspPaidStreams(deps, { companyId }) }));
  });

  app.get(
    '/api/v2/dsp/song/:id/paid_streams',
    { schema: { ...paidStreams, params: DspSongParamsSchema } },
    (request, reply) =>
      keepPaid(request, reply, dspCompany(callerOf(request)), async () => {
        const scope = await songScope(deps, callerOf(request), request.params.id);
        return { data: await dspPaidStreams(deps, scope) };
      }),
  );
};
