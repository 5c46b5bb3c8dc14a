import { z } from 'zod';
import { IdParamSchema, RowIdSchema } from '../shared/decimal.ts';
import { PageQuerySchema } from '../shared/paging.ts';
import { requiredText, userText } from '../shared/text.ts';
import { AssetTypeSchema } from './assets.ts';

/** Days a conflict stays open for the owner to act before it expires, as YouTube's do. */
export const CONFLICT_DEADLINE_DAYS = 30;

/**
 * open → released (accepted: the claim goes to the other owner), open → appealed (countered) →
 * won | lost (decided by staff), open → expired (not acted on within the deadline). Only `open`
 * takes a partner's action, only `appealed` a staff decision.
 */
export const CONFLICT_STATUSES = ['open', 'released', 'appealed', 'won', 'lost', 'expired'] as const;
export type ConflictStatus = (typeof CONFLICT_STATUSES)[number];
export const ConflictStatusSchema = z.enum(CONFLICT_STATUSES);

/** What a partner may do with an open conflict. */
export const CONFLICT_ACTIONS = ['accept', 'counter'] as const;
export type ConflictAction = (typeof CONFLICT_ACTIONS)[number];

/** What staff decide on an appeal. */
export const APPEAL_OUTCOMES = ['won', 'lost'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** Each step of a conflict's history. */
export const CONFLICT_EVENTS = ['opened', 'updated', 'accepted', 'countered', 'won', 'lost', 'expired'] as const;
export type ConflictEventKind = (typeof CONFLICT_EVENTS)[number];

/** Query of `GET /api/v2/catalogs/conflict`. */
export const ConflictListQuerySchema = PageQuerySchema.extend({
  search: userText({ max: 100 }).default('').describe('Asset title, asset id, ISRC or conflicting owner'),
  status: ConflictStatusSchema.optional(),
});
export type ConflictListQuery = z.infer<typeof ConflictListQuerySchema>;

/** Query of `GET /api/ops/conflicts`: every company's conflicts, appeals first by default. */
export const OpsConflictListQuerySchema = ConflictListQuerySchema.extend({
  company_id: IdParamSchema.optional().describe('Only this company'),
});

/** A conflict as the lists show it (SPEC §3 Conflict asset). */
export const ConflictSchema = z.object({
  id: z.number().int().describe('The conflict asset id that actions name'),
  status: ConflictStatusSchema,
  asset_ref: z.number().int().describe('The catalogue id of the asset in conflict'),
  asset_id: z.string().nullable().describe('YouTube asset id'),
  asset_title: z.string().nullable(),
  asset_type: AssetTypeSchema,
  isrc: z.string().nullable(),
  label: z.string().nullable(),
  conflicting_owner: z.string(),
  territories: z.array(z.string()).describe('Countries where the ownership is disputed'),
  views: z.number().int().describe('Views in the disputed territories since the conflict began'),
  active_claims: z.number().int().describe('Active claims on videos that use the asset'),
  opened_at: z.string(),
  deadline_at: z.string().describe('When an open conflict expires'),
  updated_at: z.string().describe('Last update'),
});
export type Conflict = z.infer<typeof ConflictSchema>;

/** One step of a conflict's history. */
export const ConflictEventSchema = z.object({
  kind: z.enum(CONFLICT_EVENTS),
  by: z.string().nullable().describe('Who acted; null for the system (imports, expiry)'),
  note: z.string().nullable(),
  evidence_url: z.string().nullable(),
  created_at: z.string(),
});
export type ConflictEvent = z.infer<typeof ConflictEventSchema>;

/** `GET /conflict/id/{id}`: the conflict with its history, oldest step first. */
export const ConflictDetailSchema = ConflictSchema.extend({ history: z.array(ConflictEventSchema) });
export type ConflictDetail = z.infer<typeof ConflictDetailSchema>;

/** A staff list row also names the company. */
export const OpsConflictSchema = ConflictSchema.extend({ company_id: z.number().int(), company_name: z.string() });
export type OpsConflict = z.infer<typeof OpsConflictSchema>;

/** The field message when `evidence_url` is not an upload of the caller's company that is still stored. */
export const EVIDENCE_INVALID_MESSAGE = 'catalogs.conflict.evidence.invalid';

/** The field message when a YouTube asset id names more than one open conflict of the caller's. */
export const CONFLICT_ASSET_AMBIGUOUS_MESSAGE = 'catalogs.conflict.asset_ambiguous';

/**
 * Which conflict an action names: the conflict's own id (a number, `id` of a list row) or the
 * YouTube asset id (text, `asset_id` of a list row), which names the caller's open conflict on
 * that asset.
 */
export const ConflictRefSchema = z
  .union(
    [
      RowIdSchema.describe('The conflict’s id: `id` of a list row'),
      z
        .string()
        .trim()
        .min(1, 'validation.required')
        .max(64, 'validation.too_long')
        .describe('The YouTube asset id: `asset_id` of a list row'),
    ],
    { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') },
  )
  .describe(
    'The conflict acted on: its id (a number, `id` of a list row), or the YouTube asset id (text, `asset_id` of a list row), which names the caller’s open conflict on that asset; an asset with several open conflicts needs the conflict’s id',
  );

/** Body of `POST /api/v2/catalogs/conflict`. */
export const ConflictActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('accept').describe('Release the claim in the disputed territories to the other owner'),
      asset_id: ConflictRefSchema,
    }),
    z.object({
      action: z.literal('counter').describe('Appeal: ask for the ownership to be reviewed'),
      asset_id: ConflictRefSchema,
      reason: requiredText(2000, { isMultiline: true, requiredKey: 'catalogs.conflict.reason.required' }),
      evidence_url: userText({ max: 300 })
        .nullish()
        .describe('An evidence file uploaded through POST /api/v1/media (pdf, jpg, png or mp4)'),
    }),
  ],
  'validation.invalid',
);
export type ConflictActionRequest = z.infer<typeof ConflictActionSchema>;

/** Body of `POST /api/ops/conflicts/id/{id}/resolve`: staff decide an appeal. */
export const AppealDecisionSchema = z.object({
  outcome: z.enum(APPEAL_OUTCOMES, 'validation.invalid'),
  note: requiredText(2000, { isMultiline: true, requiredKey: 'catalogs.conflict.note.required' }),
});
export type AppealDecision = z.infer<typeof AppealDecisionSchema>;

/** Counts per status, for the summary and the tab badge. */
export const ConflictCountsSchema = z.record(ConflictStatusSchema, z.number().int());

/** What a conflicts CSV import did, line by line where it could not. */
export const ConflictImportResultSchema = z.object({
  lines: z.number().int().describe('Data lines read'),
  opened: z.number().int(),
  updated: z.number().int(),
  skipped: z
    .array(z.object({ line: z.number().int(), asset_id: z.string(), reason: z.string() }))
    .describe('Lines naming an asset no company owns, or a conflict already decided'),
});
export type ConflictImportResult = z.infer<typeof ConflictImportResultSchema>;
