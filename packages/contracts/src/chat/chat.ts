import { z } from 'zod';
import { decimalInteger, ROW_ID_MAX } from '../shared/decimal.ts';
import { PageNumberSchema, PageQuerySchema, pageOf } from '../shared/paging.ts';
import { requiredText } from '../shared/text.ts';

/** The longest chat message, in characters once normalised. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** At most one bell notice per conversation this often, for a reader who has no chat open. */
export const CHAT_NOTICE_QUIET_MINUTES = 10;

/**
 * `introduction`: the one who liked sent their one message and waits for an answer (or a like
 * back); `open`: both may write; `closed`: a block or staff ended it, nobody writes; `expired`:
 * the introduction went unanswered for `NETWORKPLACE_LIMITS.introductionExpiryDays`.
 */
export const CONVERSATION_STATUSES = ['introduction', 'open', 'closed', 'expired'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** `{ "message": "…" }`: text only, one line breaks kept, the same text rules as every input. */
export const SendMessageRequestSchema = z.object({
  message: requiredText(CHAT_MESSAGE_MAX_LENGTH, { isMultiline: true }),
});
export type SendMessageRequest = z.infer<typeof SendMessageRequestSchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_profile_id: z.number().int(),
  is_mine: z.boolean(),
  message: z.string().describe('Plain text; links are shown as links by the client, never as HTML'),
  sent_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
export const ChatMessageResponseSchema = z.object({ data: ChatMessageSchema });

export const ConversationPartySchema = z.object({
  profile_id: z.number().int(),
  display_name: z.string(),
  profession: z.string(),
  photo_url: z.string().nullable(),
});

export const ConversationSchema = z.object({
  id: z.number().int(),
  other: ConversationPartySchema,
  status: z.enum(CONVERSATION_STATUSES),
  started_by_me: z.boolean(),
  /** Introductions only: when it expires unanswered. */
  expires_at: z.string().nullable(),
  can_send: z.boolean().describe('Whether the caller may write now'),
  last_message: ChatMessageSchema.nullable(),
  unread_count: z.number().int(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;
export const ConversationResponseSchema = z.object({ data: ConversationSchema });

/** `GET /api/conversations`: newest activity first. */
export const ConversationsQuerySchema = PageQuerySchema;
export const ConversationsResponseSchema = z.object({
  data: pageOf(ConversationSchema).extend({ unread_total: z.number().int() }),
});

/** `GET /api/conversations/{conversation_id}/messages` (SPEC §3: num_messages, page, order). */
export const MessagesQuerySchema = z.object({
  num_messages: decimalInteger({ min: 1, max: 100 }).default(30).describe('Messages per page, 1 to 100 (default 30)'),
  page: PageNumberSchema,
  order: z.enum(['asc', 'desc'], 'validation.invalid').default('desc').describe('desc: newest first'),
  after_id: decimalInteger({ min: 0, max: ROW_ID_MAX })
    .optional()
    .describe('Only messages after this id, oldest first: what a reconnecting client missed'),
});
export type MessagesQuery = z.infer<typeof MessagesQuerySchema>;
export const MessagesResponseSchema = z.object({ data: pageOf(ChatMessageSchema) });

export const ConversationParamsSchema = z.object({
  conversation_id: decimalInteger({ min: 1, max: ROW_ID_MAX }).describe('A conversation id'),
});
export const MessageParamsSchema = ConversationParamsSchema.extend({
  message_id: decimalInteger({ min: 1, max: ROW_ID_MAX }).describe('A message id'),
});

/** `PUT /api/conversations/{conversation_id}/read`: read up to this message (the newest shown). */
export const MarkReadRequestSchema = z.object({
  last_read_message_id: z.number('validation.type').int('validation.type').min(0).max(ROW_ID_MAX),
});
export const UnreadResponseSchema = z.object({ data: z.object({ unread_total: z.number().int() }) });

/** The data of a `chat` stream event: one new message, or a conversation whose state changed. */
export const ChatStreamEventSchema = z.object({
  conversation_id: z.number().int(),
  message: ChatMessageSchema.nullable(),
  status: z.enum(CONVERSATION_STATUSES),
});
export type ChatStreamEvent = z.infer<typeof ChatStreamEventSchema>;
