import { z } from 'zod';

/**
 * The features SPEC §1 shows as coming soon that staff can turn on for the whole portal. A switch
 * with no stored state is off: a new feature stays hidden until staff decide.
 */
export const SWITCH_KEYS = ['achievements', 'musicbank', 'paylater'] as const;
export type SwitchKey = (typeof SWITCH_KEYS)[number];

/** `GET /api/switches`: every switch's state, for any signed-in user (real page or coming soon). */
export const SwitchStatesSchema = z.object({
  achievements: z.boolean(),
  musicbank: z.boolean(),
  paylater: z.boolean(),
} satisfies Record<SwitchKey, z.ZodBoolean>);
export type SwitchStates = z.infer<typeof SwitchStatesSchema>;
export const SwitchStatesResponseSchema = z.object({ data: SwitchStatesSchema });

/** `{key}` of `PUT /api/ops/switches/{key}`. */
export const SwitchKeyParamsSchema = z.object({ key: z.enum(SWITCH_KEYS, 'validation.invalid') });

/** Body of `PUT /api/ops/switches/{key}`. */
export const UpdateSwitchRequestSchema = z.object({ on: z.boolean('validation.type') });
export type UpdateSwitchRequest = z.infer<typeof UpdateSwitchRequestSchema>;

/** One change of a switch: written with the change, in its transaction; never updated or deleted. */
export const SwitchAuditEntrySchema = z.object({
  id: z.number().int(),
  key: z.enum(SWITCH_KEYS),
  was_on: z.boolean().describe('The state before; false when the switch had never been set'),
  is_on: z.boolean(),
  actor: z.string().nullable().describe('The staff email; null once that account is deleted'),
  at: z.string(),
});
export type SwitchAuditEntry = z.infer<typeof SwitchAuditEntrySchema>;

/** How many audit lines the ops page shows: switches change rarely, so the newest suffice. */
export const SWITCH_AUDIT_SHOWN = 50;

/** Staff: `GET /api/ops/switches` and the answer of `PUT /api/ops/switches/{key}`. */
export const OpsSwitchesSchema = z.object({
  switches: SwitchStatesSchema,
  audit: z.array(SwitchAuditEntrySchema).describe(`The newest ${SWITCH_AUDIT_SHOWN} changes, newest first`),
});
export type OpsSwitches = z.infer<typeof OpsSwitchesSchema>;
export const OpsSwitchesResponseSchema = z.object({ data: OpsSwitchesSchema });
