import { z } from 'zod';
import { GroupNameSchema } from '../companies/company.ts';
import { RowIdSchema } from '../shared/decimal.ts';
import { requireOneLanguage, userText } from '../shared/text.ts';

/** SPEC §3 Notification categories, and chat's: a new message for a reader who has no chat open. */
export const NOTIFICATION_CATEGORIES = { general: 1, content: 2, finance: 3, report: 4, chat: 5 } as const;
export type NotificationCategoryId = (typeof NOTIFICATION_CATEGORIES)[keyof typeof NOTIFICATION_CATEGORIES];

/** The newest notices `GET /api/notifications/all` answers with; older ones are kept, not listed. */
export const NOTIFICATION_LIST_LIMIT = 100;
/** The most ids one mark-as-read call takes: the panel marks what it shows, at most the whole list. */
export const MARK_AS_READ_MAX_IDS = NOTIFICATION_LIST_LIMIT;

/** A notice's text as the SPA's translation key and its values, so it reads in the reader's language. */
export const NoticeMessageSchema = z.object({
  key: z.string().describe('A translation key of the SPA (`layout.notifications.messages.*`)'),
  values: z.record(z.string(), z.string()),
});
export type NoticeMessage = z.infer<typeof NoticeMessageSchema>;

/**
 * What a notice is about: the stored event that caused it, written in the same transaction. Every notice
 * but a staff announcement has one, so a notice never tells of something that did not happen.
 */
export const NOTICE_SUBJECTS = [
  /** A report period's credit (a publish) or payout (a YouTube payment): `ledger_entries`. */
  'ledger_entry',
  /** A release's status change: `release_events`. */
  'release_event',
  /** A payment whose tax proof is due: `youtube_payments`. */
  'youtube_payment',
  'withdrawal',
  /** `balance_holds`. */
  'hold',
  /** The first conflict of an import, or the conflict whose appeal was decided: `youtube_conflicts`. */
  'conflict',
  /** A staff reply: `support_messages`. */
  'support_message',
  /** `asset_exports`. */
  'export',
  /** A chat message for a reader with no chat open: `chat_messages`. */
  'chat_message',
  /** A report the reporter is told the outcome of: `networkplace_reports`. */
  'networkplace_report',
  /** A Music Bank request's change: `musicbank_requests`. */
  'musicbank_request',
  /** A paylater repaid from a published credit: `paylater_transactions`. */
  'paylater_transaction',
] as const;
export type NoticeSubjectType = (typeof NOTICE_SUBJECTS)[number];

export const NoticeSubjectSchema = z.object({
  type: z.enum(NOTICE_SUBJECTS).describe('The table of the event'),
  id: z.number().int().describe('Its row'),
});
export type NoticeSubject = z.infer<typeof NoticeSubjectSchema>;

/** One notice (SPEC §3 Notification). */
export const NotificationSchema = z.object({
  id: z.number().int(),
  title: z.string().describe('In the caller’s language, from `additional_data.message` when set'),
  content: z.string().describe('In the caller’s language, as the title'),
  created_at: z.string(),
  is_read: z.boolean(),
  is_important: z.boolean(),
  category_id: z.number().int().describe('1 general, 2 content, 3 finance, 4 report, 5 chat'),
  additional_data: z.object({
    url: z.string().describe('The portal route the notice leads to'),
    feature: z.string().describe('Picks the icon'),
    message: NoticeMessageSchema.optional().describe('Absent on staff announcements, which read as written'),
    subject: NoticeSubjectSchema.optional().describe('The event the notice tells of; absent on staff announcements'),
  }),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /api/notifications/all`: the caller's newest notices, newest first. */
export const NotificationListResponseSchema = z.object({ data: z.array(NotificationSchema) });

/** `POST /api/notifications/mark_as_read`. */
export const MarkAsReadRequestSchema = z.object({
  notification_ids: z
    .array(RowIdSchema, 'validation.required')
    .min(1, 'validation.required')
    .max(MARK_AS_READ_MAX_IDS, 'validation.too_long')
    .describe('Ids of the caller’s notices; ids of anyone else’s are ignored'),
});
export type MarkAsReadRequest = z.infer<typeof MarkAsReadRequestSchema>;

export const MarkAsReadResponseSchema = z.object({
  data: z.object({ notification_ids: z.array(z.number().int()).describe('The ids that are now read') }),
});

/** Who a staff announcement reaches: every partner user, or the users of one company group. */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'group'] as const;

/** `POST /api/ops/announcements`. */
export const AnnouncementRequestSchema = requireOneLanguage(
  z
    .object({
      audience: z.enum(ANNOUNCEMENT_AUDIENCES, 'validation.required'),
      group_name: GroupNameSchema.nullable().optional().describe('The company group, when the audience is a group'),
      title: userText({ max: 120 }).default('').describe('In Indonesian'),
      title_en: userText({ max: 120 }).default('').describe('In English; at least one of the two'),
      content: userText({ max: 1000, isMultiline: true }).default('').describe('In Indonesian'),
      content_en: userText({ max: 1000, isMultiline: true })
        .default('')
        .describe('In English; at least one of the two'),
      is_important: z.boolean().default(false),
      url: z
        .string()
        .regex(/^\/(?![/\\])/, 'notifications.announcement.urlInvalid')
        .max(300, 'validation.too_long')
        .nullable()
        .optional()
        .describe('A portal route the notice leads to; the home page when left out'),
    })
    .refine((value) => value.audience === 'all' || value.group_name, {
      message: 'validation.required',
      path: ['group_name'],
    }),
  [
    ['title', 'title_en'],
    ['content', 'content_en'],
  ],
);
export type AnnouncementRequest = z.infer<typeof AnnouncementRequestSchema>;

export const AnnouncementResponseSchema = z.object({
  data: z.object({
    id: z.number().int().describe('The announcement, as Home and Ideas list it'),
    recipients: z.number().int().describe('Users the announcement was left for'),
  }),
});

/**
 * The notices the server leaves, named by the SPA's translation keys (a `.title` and a `.content` under
 * each), which it stores with the values they take in `additional_data.message`: the notification
 * panel shows a notice in the reader's language, where its stored text is Indonesian.
 */
export const NOTICE_MESSAGES = {
  /** Values: `title`, `albumId`, and `status` (a release status). */
  releaseStatus: 'layout.notifications.messages.releaseStatus',
  /** Values: `source` (a ledger source, `youtube` or `store:joox`) and `period` (YYYY-MM). */
  reportPublished: 'layout.notifications.messages.reportPublished',
  /** Values: `count` (new conflicts on the company's YouTube assets). */
  conflictsOpened: 'layout.notifications.messages.conflictsOpened',
  /** Values: `title` (the asset's), `assetId` and `outcome` (won or lost). */
  appealDecided: 'layout.notifications.messages.appealDecided',
  /** Values: `rows` and `format` (xlsx or csv). */
  exportReady: 'layout.notifications.messages.exportReady',
  /** Values: `period` (the report month paid), `amount` (whole rupiah) and `projects`. */
  youtubePaid: 'layout.notifications.messages.youtubePaid',
  /** Values: `period` (the payment month, YYYY-MM) and `deadline` (YYYY-MM-DD). */
  taxProofDue: 'layout.notifications.messages.taxProofDue',
  /** Values: `reference`, `amount` (whole rupiah, the sub total) and `hours` (processing time). */
  withdrawalRequested: 'layout.notifications.messages.withdrawalRequested',
  /** Values: `reference`, `amount` (whole rupiah, transferred) and `code` (the payment code). */
  withdrawalPaid: 'layout.notifications.messages.withdrawalPaid',
  /** Values: `reference`, `amount` (whole rupiah, back in the balance) and `reason`. */
  withdrawalRejected: 'layout.notifications.messages.withdrawalRejected',
  /** Values: `amount` (whole rupiah), `reason` (a hold reason code), `track` and `store` ('' when none). */
  holdPlaced: 'layout.notifications.messages.holdPlaced',
  /** Values: `amount` (whole rupiah, available again). */
  holdReleased: 'layout.notifications.messages.holdReleased',
  /** Values: `subject` (the ticket's) and `ticketId`. */
  ticketAnswered: 'layout.notifications.messages.ticketAnswered',
  /** Values: `name` (the sender's Networkplace display name). */
  chatMessage: 'layout.notifications.messages.chatMessage',
  /** Values: `name` (the reported profile's) and `action` (dismissed, profile_hidden or conversation_closed). */
  networkplaceReportResolved: 'layout.notifications.messages.networkplaceReportResolved',
  /** Values: `title` (the song's), `reference` and `status` (a Music Bank request status). */
  musicbankRequestStatus: 'layout.notifications.messages.musicbankRequestStatus',
  /** Values: `amount` (whole rupiah, repaid from a credit), `store`, `period` and `outstanding` (left to repay). */
  paylaterRepaid: 'layout.notifications.messages.paylaterRepaid',
} as const;
