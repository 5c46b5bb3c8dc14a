import {
  CreateMusicbankRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdParamsSchema,
  MUSICBANK_LISTS,
  MusicbankCatalogQuerySchema,
  MusicbankCatalogResponseSchema,
  MusicbankItemResponseSchema,
  type MusicbankList,
  MusicbankPaymentRequestSchema,
  MusicbankPaymentResponseSchema,
  MusicbankRequestListQuerySchema,
  MusicbankRequestPageResponseSchema,
  MusicbankRequestResponseSchema,
  PaylaterQuoteResponseSchema,
  ProblemSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOf, replyOnce } from '../../lib/idempotent-reply.ts';
import { sendStoredObject } from '../../lib/send-file.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { getCatalogItem, listCatalog } from './catalog.service.ts';
import { openSignedDemo } from './demo-files.service.ts';
import { DEMO_FILES, type MusicbankDeps } from './musicbank.deps.ts';
import { paylaterInfo, payRequest } from './payment.service.ts';
import { cancelRequest, createRequest, getRequest, listRequests } from './requests.service.ts';

const config = { featureSwitch: 'musicbank' } as const;
const tags = ['musicbank'];
const base = '/api/v2/musicbank';
// Loose on purpose: a malformed signature answers 404 like any other wrong one.
const SignatureQuery = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });

/** Music Bank for partners (SPEC §7): the catalogue, requests, paying for one, and the demo recordings. */
export const musicbankRoutes: FastifyPluginAsyncZod<{ deps: MusicbankDeps }> = async (app, { deps }) => {
  app.get(
    `${base}/catalog`,
    {
      config,
      schema: {
        tags,
        description: 'Listed songs, newest first; `price_min` above `price_max` is a field error',
        querystring: MusicbankCatalogQuerySchema,
        response: { 200: MusicbankCatalogResponseSchema },
      },
    },
    async (request) => ({ data: await listCatalog(deps, callerOf(request), request.query) }),
  );

  app.get(
    `${base}/info/id/:id`,
    { config, schema: { tags, params: IdParamsSchema, response: { 200: MusicbankItemResponseSchema } } },
    async (request) => ({ data: await getCatalogItem(deps, callerOf(request), request.params.id) }),
  );

  app.post(
    `${base}/request`,
    {
      config,
      schema: {
        tags,
        description:
          'Asks to license a listed song: 409 `musicbank.item_taken` once it is licensed exclusively, 409 `musicbank.already_requested` while the company has an open request of it',
        body: CreateMusicbankRequestSchema,
        response: { 201: MusicbankRequestResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createRequest(deps, callerOf(request), request.body) }),
  );

  app.get(
    `${base}/request/id/:id`,
    { config, schema: { tags, params: IdParamsSchema, response: { 200: MusicbankRequestResponseSchema } } },
    async (request) => ({ data: await getRequest(deps, callerOf(request), request.params.id) }),
  );

  app.post(
    `${base}/request/id/:id/cancel`,
    {
      config,
      schema: {
        tags,
        description: 'While on request or in need of action; 409 `musicbank.request_closed` after',
        params: IdParamsSchema,
        response: { 200: MusicbankRequestResponseSchema },
      },
    },
    async (request) => ({ data: await cancelRequest(deps, callerOf(request), request.params.id) }),
  );

  for (const list of Object.keys(MUSICBANK_LISTS) as MusicbankList[]) {
    app.get(
      `${base}/${list}`,
      {
        config,
        schema: {
          tags,
          description: `The company’s requests that are ${MUSICBANK_LISTS[list].join(' or ')}, newest first`,
          querystring: MusicbankRequestListQuerySchema,
          response: { 200: MusicbankRequestPageResponseSchema },
        },
      },
      async (request) => ({ data: await listRequests(deps, callerOf(request), list, request.query) }),
    );
  }

  app.get(
    `${base}/paylaterinfo/id/:id`,
    {
      config,
      schema: {
        tags,
        description: 'What paying the request with paylater would cost; 404 while paylater is switched off',
        params: IdParamsSchema,
        response: { 200: PaylaterQuoteResponseSchema },
      },
    },
    async (request) => ({ data: await paylaterInfo(deps, callerOf(request), request.params.id) }),
  );

  app.post(
    `${base}/payment`,
    {
      config,
      schema: {
        tags,
        body: MusicbankPaymentRequestSchema,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }),
        description:
          'Pays a request in need of action from the balance or with paylater; the company owner only. Send an Idempotency-Key: a retry with it gets the first answer again, with `Idempotent-Replayed: true`',
        response: { 201: MusicbankPaymentResponseSchema, '4xx': ProblemSchema },
      },
    },
    async (request, reply) =>
      replyOnce(
        reply,
        await payRequest(deps, callerOf(request), request.body, {
          key: idempotencyKeyOf(request),
          requestId: request.id,
        }),
      ),
  );

  app.get(
    `${DEMO_FILES.urlPath}/:id`,
    {
      // The URL carries the capability, so `<audio>`, which sends no token, can use it.
      config: { isPublic: true },
      schema: {
        tags,
        description: 'A song’s demo recording by the signed URL the catalogue gave; answers ranges',
        params: z.object({ id: z.string().max(64) }),
        querystring: SignatureQuery,
      },
    },
    async (request, reply) =>
      sendStoredObject(request, reply, deps.storage, await openSignedDemo(deps, request.params.id, request.query)),
  );
};
