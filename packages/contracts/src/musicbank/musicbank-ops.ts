import { z } from 'zod';
import { PageQuerySchema, pageOf } from '../shared/paging.ts';
import { requiredText, userText } from '../shared/text.ts';
import {
  MUSICBANK_GENRES,
  MUSICBANK_LANGUAGES,
  MUSICBANK_LIMITS,
  MUSICBANK_MOODS,
  MUSICBANK_REQUEST_STATUSES,
  MusicbankItemSchema,
  MusicbankRequestSchema,
} from './musicbank.ts';

const MiB = 1024 * 1024;

/** A demo recording staff upload (`PUT /api/ops/musicbank/items/{id}/demo`), checked by its content. */
export const MUSICBANK_DEMO_RULES = { mimes: ['audio/mpeg', 'audio/wav'], maxBytes: 30 * MiB } as const;

/** Body of `POST /api/ops/musicbank/items` and `PUT /api/ops/musicbank/items/{id}`. */
export const MusicbankItemInputSchema = z.object({
  title: requiredText(200, { requiredKey: 'musicbank.title.required' }),
  writers: z
    .array(requiredText(120, { requiredKey: 'musicbank.writers.required' }), 'musicbank.writers.required')
    .min(1, 'musicbank.writers.required')
    .max(10, 'validation.too_long'),
  genre: z.enum(MUSICBANK_GENRES, 'validation.invalid'),
  mood: z.enum(MUSICBANK_MOODS, 'validation.invalid'),
  language: z.enum(MUSICBANK_LANGUAGES, 'validation.invalid'),
  lyrics: userText({ isMultiline: true, max: 10_000 }).default(''),
  terms: requiredText(4000, { requiredKey: 'musicbank.terms.required', isMultiline: true }),
  fee_idr: z
    .number('validation.type')
    .int('validation.type')
    .min(0, 'musicbank.fee.invalid')
    .max(MUSICBANK_LIMITS.feeMaxIdr, 'musicbank.fee.too_high'),
  is_exclusive: z.boolean('validation.type'),
  is_listed: z.boolean('validation.type').describe('Shown in the catalogue; an unlisted song keeps its requests'),
});
export type MusicbankItemInput = z.input<typeof MusicbankItemInputSchema>;

/** A song as staff see it: everything partners see, and whether it is listed and how often it was asked for. */
export const OpsMusicbankItemSchema = MusicbankItemSchema.omit({ own_request: true }).extend({
  is_listed: z.boolean(),
  requests: z.number().int().describe('Requests of it in any state'),
  licensed_to: z.array(z.string()).describe('Companies that paid for it'),
});
export type OpsMusicbankItem = z.infer<typeof OpsMusicbankItemSchema>;
export const OpsMusicbankItemResponseSchema = z.object({ data: OpsMusicbankItemSchema });

export const OpsMusicbankItemsQuerySchema = PageQuerySchema.extend({
  search: userText({ max: 100 }).optional(),
});
export const OpsMusicbankItemPageResponseSchema = z.object({ data: pageOf(OpsMusicbankItemSchema) });

/** A request as staff see it: the partner's with the company that asked. */
export const OpsMusicbankRequestSchema = MusicbankRequestSchema.extend({
  company: z.object({ id: z.number().int(), name: z.string() }),
});
export type OpsMusicbankRequest = z.infer<typeof OpsMusicbankRequestSchema>;
export const OpsMusicbankRequestResponseSchema = z.object({ data: OpsMusicbankRequestSchema });

export const OpsMusicbankRequestsQuerySchema = PageQuerySchema.extend({
  status: z.enum(MUSICBANK_REQUEST_STATUSES, 'validation.invalid').optional(),
  search: userText({ max: 100 }).optional().describe('Part of the song’s title, the reference or the company'),
});
export const OpsMusicbankRequestPageResponseSchema = z.object({ data: pageOf(OpsMusicbankRequestSchema) });

/** Body of `POST /api/ops/musicbank/requests/{id}/accept`: the final terms the partner pays for. */
export const AcceptMusicbankRequestSchema = z.object({
  fee_idr: MusicbankItemInputSchema.shape.fee_idr,
  terms: MusicbankItemInputSchema.shape.terms,
});
export type AcceptMusicbankRequest = z.infer<typeof AcceptMusicbankRequestSchema>;

/** Body of `POST /api/ops/musicbank/requests/{id}/decline`. */
export const DeclineMusicbankRequestSchema = z.object({
  reason: requiredText(1000, { requiredKey: 'musicbank.decline_reason.required', isMultiline: true }),
});
export type DeclineMusicbankRequest = z.infer<typeof DeclineMusicbankRequestSchema>;
