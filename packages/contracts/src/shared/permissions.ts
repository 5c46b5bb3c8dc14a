import { z } from 'zod';

/** The six feature keys of SPEC §6; a missing key means denied. */
export const PERMISSION_KEYS = [
  'estimates',
  'deliveryrelease',
  'networkplace',
  'expertise',
  'assetreports',
  'dspreport',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];
export const PermissionKeySchema = z.enum(PERMISSION_KEYS);

export const PermissionsSchema = z
  .partialRecord(PermissionKeySchema, z.boolean())
  .describe('Feature key → allowed; a missing key is denied');
export type Permissions = z.infer<typeof PermissionsSchema>;

/** The per-feature switches an owner sets for each admin (SPEC §3 Admin). */
export const ADMIN_SWITCHES = [
  'payment',
  'release_catalogue',
  'youtube_report',
  'dsp_report',
  'new_dsp_report',
] as const;
export type AdminSwitch = (typeof ADMIN_SWITCHES)[number];
export const AdminSwitchesSchema = z.partialRecord(z.enum(ADMIN_SWITCHES), z.boolean());
export type AdminSwitches = z.infer<typeof AdminSwitchesSchema>;

/**
 * Which admin switch opens which feature key. Keys no switch names (networkplace, expertise)
 * follow the company for admins too. `new_dsp_report` narrows the DSP report further: it is
 * read by the new DSP report route itself, on top of `dspreport`.
 */
export const SWITCH_FOR_KEY: Partial<Record<PermissionKey, AdminSwitch>> = {
  estimates: 'payment',
  deliveryrelease: 'release_catalogue',
  assetreports: 'youtube_report',
  dspreport: 'dsp_report',
};

export const USER_ROLES = ['owner', 'admin', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Effective permissions: the company's features ∩ the user's switches; an owner has all the company's. */
export function effectivePermissions(
  companyFeatures: readonly PermissionKey[],
  role: UserRole,
  switches: AdminSwitches,
): Permissions {
  const result: Permissions = {};
  for (const key of PERMISSION_KEYS) {
    const hasFeature = companyFeatures.includes(key);
    const switchName = SWITCH_FOR_KEY[key];
    const isSwitchedOn = role !== 'admin' || switchName === undefined || switches[switchName] === true;
    result[key] = hasFeature && isSwitchedOn;
  }
  return result;
}
