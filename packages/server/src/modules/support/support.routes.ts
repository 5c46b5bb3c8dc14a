import {
  type AttachmentExtension,
  CreateTicketFieldsSchema,
  FeedbackFieldsSchema,
  FeedbackResponseSchema,
  IdParamSchema,
  IdParamsSchema,
  ReplyFieldsSchema,
  SupportInfoSchema,
  TicketListQuerySchema,
  TicketPageSchema,
  TicketResponseSchema,
} from '@irama/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { sendStoredObject } from '../../lib/send-file.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { contentDisposition } from '../release/index.ts';
import { receiveParts } from './support.files.ts';
import {
  closeTicket,
  createFeedback,
  createTicket,
  followUpTicket,
  getTicket,
  listAllTickets,
  listTickets,
  replyToTicket,
  type SupportDeps,
  supportInfo,
  ticketAttachment,
  ticketToAnswer,
  ticketToFollowUp,
} from './support.service.ts';

const tags = ['support'];
const opsTags = ['ops', 'support'];
const staffOnly = { isStaffOnly: true } as const;
const consumes = ['multipart/form-data'];
const AttachmentParams = IdParamsSchema.extend({ attachmentId: IdParamSchema });
const MIME: Record<AttachmentExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
};

/** The caller as the owner of the resumable uploads an `upload_id` field may name. */
function uploaderOf(request: FastifyRequest) {
  const caller = callerOf(request);
  return { userId: caller.user.id, companyId: caller.company.id };
}

/** Sends a stored attachment as a download, never rendered on our origin nor kept by the browser. */
function sendAttachment(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: ObjectStorage,
  file: Awaited<ReturnType<typeof ticketAttachment>>,
) {
  return sendStoredObject(request, reply, storage, {
    key: file.key,
    mime: MIME[file.extension as AttachmentExtension],
    disposition: contentDisposition('attachment', file.name),
    maxAgeSeconds: 0,
  });
}

/** Contact us (support info and the company's tickets), feedback, and the staff's ticket desk. */
export const supportRoutes: FastifyPluginAsyncZod<{ deps: SupportDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/support/info',
    { schema: { tags, response: { 200: z.object({ data: SupportInfoSchema }) } } },
    async () => ({
      data: supportInfo(deps),
    }),
  );

  app.get(
    '/api/v2/support/ticket',
    { schema: { tags, querystring: TicketListQuerySchema, response: { 200: TicketPageSchema } } },
    async (request) => ({ data: await listTickets(deps, callerOf(request), request.query) }),
  );

  app.post(
    '/api/v2/support/ticket',
    {
      schema: {
        tags,
        consumes,
        description:
          'Multipart: `subject`, `category`, `message`, and up to five attachments in all: `attachments` file parts (jpg, png, pdf, doc or ppt by content, ≤ 10 MB each) and `upload_id` fields naming finished `support_attachment` uploads of /api/uploads (checked the same way)',
        response: { 201: TicketResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields, files } = await receiveParts(
        deps.storage,
        request,
        CreateTicketFieldsSchema,
        uploaderOf(request),
      );
      return reply.status(201).send({ data: await createTicket(deps, callerOf(request), fields, files) });
    },
  );

  app.get(
    '/api/v2/support/ticket/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: TicketResponseSchema } } },
    async (request) => ({
      data: await getTicket(deps, companyScope(callerOf(request).company.id), request.params.id),
    }),
  );

  app.post(
    '/api/v2/support/ticket/:id/reply',
    {
      schema: {
        tags,
        consumes,
        params: IdParamsSchema,
        description:
          'Multipart: `message` and up to five `attachments` file parts and `upload_id` fields in all (as a new ticket); a closed ticket opens again',
        response: { 201: TicketResponseSchema },
      },
    },
    async (request, reply) => {
      const scope = companyScope(callerOf(request).company.id);
      const { fields, files } = await receiveParts(deps.storage, request, ReplyFieldsSchema, uploaderOf(request), {
        beforeTaking: () => ticketToFollowUp(deps, scope, request.params.id),
      });
      const ticket = await followUpTicket(deps, callerOf(request), request.params.id, fields.message, files);
      return reply.status(201).send({ data: ticket });
    },
  );

  app.get(
    '/api/v2/support/ticket/:id/attachment/:attachmentId',
    { schema: { tags, params: AttachmentParams, description: 'An attachment of one of the company’s tickets' } },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const scope = companyScope(callerOf(request).company.id);
      return sendAttachment(request, reply, deps.storage, await ticketAttachment(deps, scope, id, attachmentId));
    },
  );

  app.post(
    '/api/v2/support/feedback',
    {
      schema: {
        tags,
        consumes,
        description:
          'Multipart: `rating` (1–5), `category`, `message` and an optional `attachment` file part or `upload_id` field',
        response: { 201: FeedbackResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields, files } = await receiveParts(deps.storage, request, FeedbackFieldsSchema, uploaderOf(request), {
        maxFiles: 1,
      });
      return reply.status(201).send({ data: await createFeedback(deps, callerOf(request), fields, files) });
    },
  );

  app.get(
    '/api/ops/support/tickets',
    {
      config: staffOnly,
      schema: { tags: opsTags, querystring: TicketListQuerySchema, response: { 200: TicketPageSchema } },
    },
    async (request) => ({ data: await listAllTickets(deps, request.query) }),
  );

  app.get(
    '/api/ops/support/tickets/:id',
    { config: staffOnly, schema: { tags: opsTags, params: IdParamsSchema, response: { 200: TicketResponseSchema } } },
    async (request) => ({ data: await getTicket(deps, ALL_COMPANIES, request.params.id) }),
  );

  app.post(
    '/api/ops/support/tickets/:id/reply',
    {
      config: staffOnly,
      schema: {
        tags: opsTags,
        consumes,
        params: IdParamsSchema,
        description:
          'Multipart: `message` and up to five `attachments` file parts and `upload_id` fields in all (as a new ticket); the user is notified',
        response: { 201: TicketResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields, files } = await receiveParts(deps.storage, request, ReplyFieldsSchema, uploaderOf(request), {
        beforeTaking: () => ticketToAnswer(deps, request.params.id),
      });
      const ticket = await replyToTicket(deps, callerOf(request), request.params.id, fields.message, files);
      return reply.status(201).send({ data: ticket });
    },
  );

  app.post(
    '/api/ops/support/tickets/:id/close',
    { config: staffOnly, schema: { tags: opsTags, params: IdParamsSchema, response: { 200: TicketResponseSchema } } },
    async (request) => ({ data: await closeTicket(deps, request.params.id) }),
  );

  app.get(
    '/api/ops/support/tickets/:id/attachment/:attachmentId',
    { config: staffOnly, schema: { tags: opsTags, params: AttachmentParams } },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await ticketAttachment(deps, ALL_COMPANIES, id, attachmentId);
      return sendAttachment(request, reply, deps.storage, file);
    },
  );
};
