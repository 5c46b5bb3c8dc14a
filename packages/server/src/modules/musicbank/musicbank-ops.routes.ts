import {
  AcceptMusicbankRequestSchema,
  DeclineMusicbankRequestSchema,
  IdParamsSchema,
  MUSICBANK_DEMO_RULES,
  MusicbankItemInputSchema,
  OpsMusicbankItemPageResponseSchema,
  OpsMusicbankItemResponseSchema,
  OpsMusicbankItemsQuerySchema,
  OpsMusicbankRequestPageResponseSchema,
  OpsMusicbankRequestResponseSchema,
  OpsMusicbankRequestsQuerySchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileStreamOf } from '../../lib/upload-stream.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { uploadDemo } from './demo-files.service.ts';
import type { MusicbankDeps } from './musicbank.deps.ts';
import {
  acceptRequest,
  createItem,
  declineRequest,
  getOpsItem,
  listOpsItems,
  listOpsRequests,
  saveItem,
} from './ops.service.ts';

const config = { isStaffOnly: true } as const;
const tags = ['ops'];
const base = '/api/ops/musicbank';
/** Ten minutes: a 30 MB demo on a slow line takes a while. */
const UPLOAD_TIMEOUT_MS = 600_000;

/** Staff: the bank's songs with their demo recordings, and the partners' requests to accept or decline. */
export const musicbankOpsRoutes: FastifyPluginAsyncZod<{ deps: MusicbankDeps }> = async (app, { deps }) => {
  const item = { 200: OpsMusicbankItemResponseSchema, 201: OpsMusicbankItemResponseSchema };

  app.get(
    `${base}/items`,
    {
      config,
      schema: {
        tags,
        querystring: OpsMusicbankItemsQuerySchema,
        response: { 200: OpsMusicbankItemPageResponseSchema },
      },
    },
    async (request) => ({ data: await listOpsItems(deps, request.query) }),
  );
  app.post(
    `${base}/items`,
    { config, schema: { tags, body: MusicbankItemInputSchema, response: item } },
    async (request, reply) => reply.status(201).send({ data: await createItem(deps, request.body) }),
  );
  app.get(
    `${base}/items/:id`,
    { config, schema: { tags, params: IdParamsSchema, response: { 200: OpsMusicbankItemResponseSchema } } },
    async (request) => ({ data: await getOpsItem(deps, request.params.id) }),
  );
  app.put(
    `${base}/items/:id`,
    { config, schema: { tags, params: IdParamsSchema, body: MusicbankItemInputSchema, response: item } },
    async (request) => ({ data: await saveItem(deps, request.params.id, request.body) }),
  );

  app.put(
    `${base}/items/:id/demo`,
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Multipart body with one `file` part: the demo recording, MP3 or WAV, checked by content (MUSICBANK_DEMO_RULES); its length is read from the file',
        params: IdParamsSchema,
        response: { 200: OpsMusicbankItemResponseSchema },
      },
      onRequest: async (request) => {
        request.raw.setTimeout?.(UPLOAD_TIMEOUT_MS);
      },
    },
    async (request) => {
      const openFile = async () => {
        // One byte over the limit reaches the size guard, which answers 413 with its key.
        const part = await request.file({
          limits: { fileSize: MUSICBANK_DEMO_RULES.maxBytes + 1, files: 1, fields: 0 },
        });
        return part?.fieldname === 'file' ? { stream: fileStreamOf(part), filename: part.filename } : undefined;
      };
      return { data: await uploadDemo(deps, request.params.id, openFile) };
    },
  );

  app.get(
    `${base}/requests`,
    {
      config,
      schema: {
        tags,
        querystring: OpsMusicbankRequestsQuerySchema,
        response: { 200: OpsMusicbankRequestPageResponseSchema },
      },
    },
    async (request) => ({ data: await listOpsRequests(deps, request.query) }),
  );
  app.post(
    `${base}/requests/:id/accept`,
    {
      config,
      schema: {
        tags,
        description: `Only a request on request; the partner then has until \`pay_by\` to pay`,
        params: IdParamsSchema,
        body: AcceptMusicbankRequestSchema,
        response: { 200: OpsMusicbankRequestResponseSchema },
      },
    },
    async (request) => ({
      data: await acceptRequest(deps, { userId: callerOf(request).user.id }, request.params.id, request.body),
    }),
  );
  app.post(
    `${base}/requests/:id/decline`,
    {
      config,
      schema: {
        tags,
        description: 'Only a request on request',
        params: IdParamsSchema,
        body: DeclineMusicbankRequestSchema,
        response: { 200: OpsMusicbankRequestResponseSchema },
      },
    },
    async (request) => ({
      data: await declineRequest(deps, { userId: callerOf(request).user.id }, request.params.id, request.body),
    }),
  );
};
