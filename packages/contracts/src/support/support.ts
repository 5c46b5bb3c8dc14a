import { z } from 'zod';
import { decimalInteger } from '../shared/decimal.ts';
import { PageQuerySchema, pageOf } from '../shared/paging.ts';
import { requiredText } from '../shared/text.ts';
import { AttachmentSchema } from './attachments.ts';
import { SUPPORT_HOURS } from './hours.ts';

export const TICKET_CATEGORIES = ['release', 'report', 'payment', 'account', 'technical', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const FEEDBACK_CATEGORIES = ['suggestion', 'bug', 'praise', 'other'] as const;
export const TICKET_SUBJECT_MAX = 150;
export const TICKET_MESSAGE_MAX = 5000;

/** `GET /api/v2/support/info`: how to reach support, and whether it is open now. */
export const SupportInfoSchema = z.object({
  whatsapp: z.string().describe('The support WhatsApp number, international digits only (62…)'),
  whatsapp_url: z.string().describe('A wa.me link that opens a chat with support'),
  email: z.string(),
  hours: z.object({
    days: z.array(z.number().int()).describe('Days of the week support is open, 0 = Sunday'),
    opens: z.literal(SUPPORT_HOURS.opens),
    closes: z.literal(SUPPORT_HOURS.closes),
    time_zone: z.literal(SUPPORT_HOURS.timeZone),
  }),
  is_open: z.boolean().describe('Support is open at the time of the answer'),
  ticket_categories: z.array(z.enum(TICKET_CATEGORIES)),
  feedback_categories: z.array(z.enum(FEEDBACK_CATEGORIES)),
});
export type SupportInfo = z.infer<typeof SupportInfoSchema>;

const message = requiredText(TICKET_MESSAGE_MAX, { isMultiline: true, tooLongKey: 'support.message.too_long' });

/** The text parts of `POST /api/v2/support/ticket` (multipart, with up to five `attachments`). */
export const CreateTicketFieldsSchema = z.object({
  subject: requiredText(TICKET_SUBJECT_MAX, { tooLongKey: 'support.subject.too_long' }).describe('What it is about'),
  category: z.enum(TICKET_CATEGORIES, 'support.category.required'),
  message,
});
export type CreateTicketFields = z.infer<typeof CreateTicketFieldsSchema>;

/** The text part of a staff reply (`POST /api/ops/support/tickets/{id}/reply`, multipart). */
export const ReplyFieldsSchema = z.object({ message });

const RATING_MESSAGE = 'support.rating.required';

/** The feedback form as the SPA holds it: a rating of 1 to 5 stars, what it is about and a message. */
export const FeedbackFormSchema = z.object({
  rating: z.number(RATING_MESSAGE).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  category: z.enum(FEEDBACK_CATEGORIES, 'support.category.required'),
  message,
});
export type FeedbackFields = z.infer<typeof FeedbackFormSchema>;

/** The text parts of `POST /api/v2/support/feedback` (multipart, with an optional `attachment`): the rating as digits. */
export const FeedbackFieldsSchema = FeedbackFormSchema.extend({
  rating: decimalInteger({ min: 1, max: 5, message: RATING_MESSAGE, requiredKey: RATING_MESSAGE }),
});

/** One message of a ticket's thread: the user's opening message or a reply. */
export const TicketMessageSchema = z.object({
  id: z.number().int(),
  is_staff: z.boolean().describe('Written by distributor support'),
  author_name: z.string(),
  message: z.string(),
  created_at: z.string(),
  attachments: z.array(AttachmentSchema),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

/** A ticket in a list. */
export const TicketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  company_name: z.string().describe('The company that asked'),
  status: z.enum(TICKET_STATUSES),
  created_at: z.string(),
  updated_at: z.string().describe('The last message or status change'),
  replies: z.number().int().describe('Staff replies so far'),
});
export type Ticket = z.infer<typeof TicketSchema>;

/** A ticket with its whole thread, oldest message first. */
export const TicketDetailSchema = TicketSchema.extend({
  messages: z.array(TicketMessageSchema),
});
export type TicketDetail = z.infer<typeof TicketDetailSchema>;

export const TicketListQuerySchema = PageQuerySchema.extend({ status: z.enum(TICKET_STATUSES).optional() });
export type TicketListQuery = z.infer<typeof TicketListQuerySchema>;
export const TicketPageSchema = z.object({ data: pageOf(TicketSchema) });
export const TicketResponseSchema = z.object({ data: TicketDetailSchema });
export const FeedbackResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });
