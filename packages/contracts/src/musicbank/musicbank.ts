import { z } from 'zod';
import { calendarDateSchema } from '../release/dates.ts';
import { decimalInteger, RowIdSchema } from '../shared/decimal.ts';
import { PageQuerySchema, pageLimitSchema, pageOf } from '../shared/paging.ts';
import { userText } from '../shared/text.ts';

/** The bank's rules in one place: the server enforces them, the SPA shows them. */
export const MUSICBANK_LIMITS = {
  /** A request staff accepted must be paid within this many days, or it expires. */
  payWithinDays: 14,
  /** Items per page of the catalogue. */
  catalogPerPage: 12,
  catalogPerPageMax: 48,
  messageMax: 1000,
  /** Seconds of the demo a partner hears before requesting (the whole demo is served; the player stops here). */
  demoSeconds: 60,
  /** The highest licence fee staff may set, so a typo of zeros is refused. */
  feeMaxIdr: 1_000_000_000,
} as const;

export const MUSICBANK_GENRES = [
  'pop',
  'dangdut',
  'rock',
  'rnb',
  'hiphop',
  'jazz',
  'indie',
  'religi',
  'electronic',
  'keroncong',
] as const;
export type MusicbankGenre = (typeof MUSICBANK_GENRES)[number];

export const MUSICBANK_MOODS = ['happy', 'sad', 'romantic', 'energetic', 'calm', 'melancholic'] as const;
export type MusicbankMood = (typeof MUSICBANK_MOODS)[number];

/** Languages of the lyrics: Indonesian, English, Javanese, Sundanese, Malay, or none (instrumental). */
export const MUSICBANK_LANGUAGES = ['id', 'en', 'jv', 'su', 'ms', 'instrumental'] as const;
export type MusicbankLanguage = (typeof MUSICBANK_LANGUAGES)[number];

/**
 * A request's life: on request → need action (staff accepted it, with the final terms) or declined;
 * need action → paid (licensed), expired (not paid within `payWithinDays`) or cancelled. A partner may
 * cancel while on request or in need of action. Paid, declined, expired and cancelled are final.
 */
export const MUSICBANK_REQUEST_STATUSES = [
  'on_request',
  'need_action',
  'declined',
  'paid',
  'expired',
  'cancelled',
] as const;
export type MusicbankRequestStatus = (typeof MUSICBANK_REQUEST_STATUSES)[number];

/** Which list of `GET /onrequest`, `/needaction` and `/history` holds a status. */
export const MUSICBANK_LISTS = {
  onrequest: ['on_request'],
  needaction: ['need_action'],
  history: ['declined', 'paid', 'expired', 'cancelled'],
} as const satisfies Record<string, readonly MusicbankRequestStatus[]>;
export type MusicbankList = keyof typeof MUSICBANK_LISTS;

/** Why a request was declined: by staff (with their reason), or because another partner licensed the exclusive song. */
export const MUSICBANK_DECLINE_CAUSES = ['staff', 'licensed_elsewhere'] as const;
export type MusicbankDeclineCause = (typeof MUSICBANK_DECLINE_CAUSES)[number];

export const MUSICBANK_PAYMENT_METHODS = ['balance', 'paylater'] as const;
export type MusicbankPaymentMethod = (typeof MUSICBANK_PAYMENT_METHODS)[number];

/** Whole rupiah: no float ever carries money. */
const rupiah = () => z.number().int();

/** The caller's latest request of an item, if any: what the catalogue shows beside it. */
export const OwnRequestSchema = z.object({ id: z.number().int(), status: z.enum(MUSICBANK_REQUEST_STATUSES) });

/** A song of the bank in a list. */
export const MusicbankItemSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  writers: z.array(z.string()).describe('Songwriters, as credited'),
  genre: z.enum(MUSICBANK_GENRES),
  mood: z.enum(MUSICBANK_MOODS),
  language: z.enum(MUSICBANK_LANGUAGES),
  fee_idr: rupiah().describe('The licence fee as listed; staff may set the final fee when they accept'),
  is_exclusive: z.boolean().describe('Licensed to one partner only'),
  is_taken: z.boolean().describe('Exclusive and already licensed to another partner: it cannot be requested'),
  demo_seconds: z.number().int().nullable().describe('Length of the demo recording; null while it has none'),
  demo_url: z.string().nullable().describe('The demo recording, signed for the caller; plays with range requests'),
  own_request: OwnRequestSchema.nullable().describe('The caller company’s latest request of it'),
});
export type MusicbankItemSummary = z.infer<typeof MusicbankItemSummarySchema>;

/** `GET /api/v2/musicbank/info/id/{id}`: the song with its lyrics and terms. */
export const MusicbankItemSchema = MusicbankItemSummarySchema.extend({
  lyrics: z.string(),
  terms: z.string().describe('The licence terms as listed (territory, term, share of royalties to the writers)'),
  created_at: z.string(),
});
export type MusicbankItem = z.infer<typeof MusicbankItemSchema>;
export const MusicbankItemResponseSchema = z.object({ data: MusicbankItemSchema });

const fee = (key: string) => decimalInteger({ min: 0, max: MUSICBANK_LIMITS.feeMaxIdr }).describe(key);

/** Query of `GET /api/v2/musicbank/catalog`. */
export const MusicbankCatalogQuerySchema = z.object({
  page: PageQuerySchema.shape.page,
  per_page: pageLimitSchema(MUSICBANK_LIMITS.catalogPerPageMax, MUSICBANK_LIMITS.catalogPerPage),
  search: userText({ max: 100 }).optional().describe('Part of the title or a writer, whatever the case and accents'),
  genre: z.enum(MUSICBANK_GENRES, 'validation.invalid').optional(),
  mood: z.enum(MUSICBANK_MOODS, 'validation.invalid').optional(),
  language: z.enum(MUSICBANK_LANGUAGES, 'validation.invalid').optional(),
  price_min: fee('Lowest fee, whole rupiah').optional(),
  price_max: fee('Highest fee, whole rupiah').optional(),
});
export type MusicbankCatalogQuery = z.input<typeof MusicbankCatalogQuerySchema>;
export const MusicbankCatalogResponseSchema = z.object({ data: pageOf(MusicbankItemSummarySchema) });

/** One request of a song by the caller's company. */
export const MusicbankRequestSchema = z.object({
  id: z.number().int(),
  reference: z.string().describe('Public reference, e.g. MB-2026-000042'),
  status: z.enum(MUSICBANK_REQUEST_STATUSES),
  item: MusicbankItemSummarySchema.pick({ id: true, title: true, writers: true, genre: true, is_exclusive: true }),
  intended_release: z.string().describe('When the partner means to release its recording (YYYY-MM-DD)'),
  message: z.string(),
  fee_idr: rupiah().describe('The listed fee until staff accept; then the final fee of the terms'),
  terms: z.string().describe('The listed terms until staff accept; then the final terms'),
  declined_because: z.enum(MUSICBANK_DECLINE_CAUSES).nullable(),
  decline_reason: z.string().nullable().describe('What staff wrote when they declined it'),
  requested_by: z.string().nullable().describe('Who asked; null once that account is deleted'),
  created_at: z.string(),
  decided_at: z.string().nullable().describe('When staff accepted or declined it'),
  pay_by: z
    .string()
    .nullable()
    .describe(`Need action: expires unless paid by then (${MUSICBANK_LIMITS.payWithinDays} days)`),
  paid_at: z.string().nullable(),
  payment_method: z.enum(MUSICBANK_PAYMENT_METHODS).nullable(),
  closed_at: z.string().nullable().describe('When it expired or was cancelled'),
});
export type MusicbankRequest = z.infer<typeof MusicbankRequestSchema>;
export const MusicbankRequestResponseSchema = z.object({ data: MusicbankRequestSchema });

/** Query of `GET /api/v2/musicbank/onrequest`, `/needaction` and `/history`. */
export const MusicbankRequestListQuerySchema = PageQuerySchema.extend({
  search: userText({ max: 100 }).optional().describe('Part of the song’s title or the reference'),
});
export type MusicbankRequestListQuery = z.input<typeof MusicbankRequestListQuerySchema>;
export const MusicbankRequestPageResponseSchema = z.object({ data: pageOf(MusicbankRequestSchema) });

/** Body of `POST /api/v2/musicbank/request`. */
export const CreateMusicbankRequestSchema = z.object({
  item_id: RowIdSchema,
  intended_release: calendarDateSchema('musicbank.intended_release.required'),
  message: userText({ isMultiline: true, max: MUSICBANK_LIMITS.messageMax }).default(''),
});
export type CreateMusicbankRequest = z.input<typeof CreateMusicbankRequestSchema>;

/** Body of `POST /api/v2/musicbank/payment`; send an Idempotency-Key as for a withdrawal. */
export const MusicbankPaymentRequestSchema = z.object({
  request_id: RowIdSchema,
  method: z.enum(MUSICBANK_PAYMENT_METHODS, 'validation.invalid'),
});
export type MusicbankPaymentRequest = z.infer<typeof MusicbankPaymentRequestSchema>;

/** The answer of a payment: the request, now paid, and what was paid how. */
export const MusicbankPaymentSchema = z.object({
  request: MusicbankRequestSchema,
  method: z.enum(MUSICBANK_PAYMENT_METHODS),
  paid_idr: rupiah().describe('Taken from the balance now; 0 with paylater'),
  paylater_id: z.number().int().nullable().describe('The paylater that pays it, repaid from future credits'),
});
export type MusicbankPayment = z.infer<typeof MusicbankPaymentSchema>;
export const MusicbankPaymentResponseSchema = z.object({ data: MusicbankPaymentSchema });
