import { z } from 'zod';
import { ADMIN_SWITCHES, type AdminSwitches, AdminSwitchesSchema } from '../shared/permissions.ts';
import { requiredText } from '../shared/text.ts';
import { EmailSchema, PasswordSchema } from '../shared/validation.ts';

// The admin-settings tab of the profile: the owner's admin accounts and their switches.

/** Mark a schema as optional in a partial update: a missing field keeps its value. */
const keep = <T extends z.ZodType>(schema: T) => schema.optional();

/** Every switch with its value, so a form can bind each checkbox. */
export const FullAdminSwitchesSchema = z.object(
  Object.fromEntries(ADMIN_SWITCHES.map((key) => [key, z.boolean()])) as Record<
    (typeof ADMIN_SWITCHES)[number],
    z.ZodBoolean
  >,
);

export const AdminAccountSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  name: z.string().describe('First and last name'),
  email: z.string(),
  role: z.enum(['owner', 'admin']),
  switches: FullAdminSwitchesSchema.describe('Feature access; an owner has every switch on and cannot change them'),
  is_disabled: z.boolean(),
  is_invitation_pending: z.boolean().describe('True until the admin sets a password from the invitation mail'),
  created_at: z.string(),
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;
export const AdminAccountResponseSchema = z.object({ data: AdminAccountSchema });
export const AdminAccountListResponseSchema = z.object({
  data: z.object({ results: z.array(AdminAccountSchema), total: z.number().int() }),
});

export const CreateAdminRequestSchema = z.object({
  firstname: requiredText(60),
  lastname: requiredText(60),
  email: EmailSchema.describe('Receives the invitation; must be unused (profile.email_taken)'),
  switches: AdminSwitchesSchema.default({}).describe('Missing switches are off'),
});
export type CreateAdminRequest = z.infer<typeof CreateAdminRequestSchema>;

export const UpdateAdminRequestSchema = z.object({
  firstname: keep(requiredText(60)),
  lastname: keep(requiredText(60)),
  email: keep(EmailSchema),
  switches: keep(AdminSwitchesSchema).describe('Missing switches keep their value'),
  is_disabled: keep(z.boolean()).describe('Disabling ends every session of the admin'),
});
export type UpdateAdminRequest = z.infer<typeof UpdateAdminRequestSchema>;

export const SetAdminPasswordRequestSchema = z
  .object({ new_password: PasswordSchema, repeat_password: z.string('validation.required') })
  .refine((body) => body.new_password === body.repeat_password, {
    path: ['repeat_password'],
    message: 'validation.password.mismatch',
  });

/** Switches as stored (only the keys set) turned into every switch with its value. */
export function fullSwitches(switches: AdminSwitches, isOwner: boolean): z.infer<typeof FullAdminSwitchesSchema> {
  return Object.fromEntries(ADMIN_SWITCHES.map((key) => [key, isOwner || switches[key] === true])) as z.infer<
    typeof FullAdminSwitchesSchema
  >;
}
