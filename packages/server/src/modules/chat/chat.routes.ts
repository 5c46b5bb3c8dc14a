import {
  ChatMessageResponseSchema,
  ConversationParamsSchema,
  ConversationResponseSchema,
  ConversationsQuerySchema,
  ConversationsResponseSchema,
  IdParamsSchema,
  MarkReadRequestSchema,
  MessageParamsSchema,
  MessagesQuerySchema,
  MessagesResponseSchema,
  ReportReceiptSchema,
  ReportRequestSchema,
  SendMessageRequestSchema,
  UnreadResponseSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { routesOn } from '../../lib/route-options.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import {
  listConversations,
  listMessages,
  markRead,
  openConversation,
  reportMessage,
  unreadTotal,
} from './chat.service.ts';
import { closeConversationByStaff, messageSender } from './chat-send.service.ts';

const tags = ['chat'];
const config = { permission: 'networkplace' } as const;

/** Chat between Networkplace creators (SPEC §7 Chat); live delivery goes over the user stream. */
export const chatRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const inConversation = routesOn(config, tags, ConversationParamsSchema);
  const sendMessage = messageSender(db);

  app.post(
    '/api/conversations/:id',
    {
      config,
      schema: {
        tags,
        params: IdParamsSchema,
        description: 'The conversation with the Networkplace profile `id`, started when the pair has none',
        response: { 200: ConversationResponseSchema },
      },
    },
    async (request) => ({ data: await openConversation(db, callerOf(request), request.params.id) }),
  );

  app.get(
    '/api/conversations',
    { config, schema: { tags, querystring: ConversationsQuerySchema, response: { 200: ConversationsResponseSchema } } },
    async (request) => ({ data: await listConversations(db, callerOf(request), request.query) }),
  );

  app.get(
    '/api/conversations/unread',
    { config, schema: { tags, response: { 200: UnreadResponseSchema } } },
    async (request) => ({ data: await unreadTotal(db, callerOf(request)) }),
  );

  app.get(
    '/api/conversations/:conversation_id/messages',
    inConversation({ querystring: MessagesQuerySchema, response: { 200: MessagesResponseSchema } }),
    async (request) => ({
      data: await listMessages(db, callerOf(request), request.params.conversation_id, request.query),
    }),
  );

  app.post(
    '/api/conversations/:conversation_id/messages',
    inConversation({ body: SendMessageRequestSchema, response: { 201: ChatMessageResponseSchema } }),
    async (request, reply) => {
      const message = await sendMessage(callerOf(request), request.params.conversation_id, request.body.message);
      return reply.status(201).send({ data: message });
    },
  );

  app.put(
    '/api/conversations/:conversation_id/read',
    inConversation({ body: MarkReadRequestSchema, response: { 200: UnreadResponseSchema } }),
    async (request) => ({
      data: await markRead(db, callerOf(request), request.params.conversation_id, request.body.last_read_message_id),
    }),
  );

  app.post(
    '/api/conversations/:conversation_id/messages/:message_id/report',
    {
      config,
      schema: {
        tags,
        params: MessageParamsSchema,
        body: ReportRequestSchema,
        response: { 201: ReportReceiptSchema },
      },
    },
    async (request, reply) => {
      const { conversation_id: conversationId, message_id: messageId } = request.params;
      const receipt = await reportMessage(db, callerOf(request), { conversationId, messageId }, request.body);
      return reply.status(201).send({ data: receipt });
    },
  );

  app.post(
    '/api/ops/conversations/:conversation_id/close',
    {
      config: { isStaffOnly: true },
      schema: {
        tags: ['ops', ...tags],
        params: ConversationParamsSchema,
        description: 'Closes a conversation for both (after a report) and resolves its open reports',
        response: { 200: z.object({ data: z.object({ id: z.number().int(), status: z.literal('closed') }) }) },
      },
    },
    async (request) => {
      const id = request.params.conversation_id;
      await closeConversationByStaff(db, callerOf(request).user.id, id);
      return { data: { id, status: 'closed' as const } };
    },
  );
};
