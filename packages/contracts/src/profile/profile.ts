import { z } from 'zod';
import { LanguageSchema, UserSchema } from '../auth/auth.ts';
import { CompanySummarySchema, GroupNameSchema, ServiceNameSchema } from '../companies/company.ts';
import { PageQuerySchema, pageOf } from '../shared/paging.ts';
import { PermissionsSchema } from '../shared/permissions.ts';
import { requiredText, userText } from '../shared/text.ts';
import { CurrentPasswordSchema, EmailSchema, PasswordSchema, passwordText } from '../shared/validation.ts';

/** Smallest profile photo side, in pixels (SPEC §5). */
export const PROFILE_PHOTO_MIN_SIDE = 300;
/** Smallest company logo side, in pixels. */
export const COMPANY_LOGO_MIN_SIDE = 200;
/** Largest profile photo or logo upload, in bytes. */
export const PROFILE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the square JPEG a profile photo is stored as. */
export const PROFILE_PHOTO_SIDE = 512;

/** A typed text that may be cleared: clean as `userText`, at most `max` characters; empty text becomes null. */
export function optionalText(max: number) {
  return userText({ max, typeKey: 'validation.invalid' })
    .nullable()
    .transform((value) => (value === '' ? null : value));
}

/** Mark a schema as optional in a partial update: a missing field keeps its value. */
const keep = <T extends z.ZodType>(schema: T) => schema.optional();

export const ProfileInfoSchema = z.object({
  user: UserSchema,
  company: CompanySummarySchema,
  permissions: PermissionsSchema,
});
export const ProfileInfoResponseSchema = z.object({ data: ProfileInfoSchema });

export const ContactSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  language: LanguageSchema,
  profile_image_url: z.string().nullable().describe('URL of the 512×512 JPEG; null shows initials'),
});
export type Contact = z.infer<typeof ContactSchema>;
export const ContactResponseSchema = z.object({ data: z.object({ results: ContactSchema }) });

export const UpdateContactRequestSchema = z.object({
  firstname: requiredText(60).describe('First name'),
  lastname: requiredText(60).describe('Last name'),
  email: EmailSchema.describe('Sign-in email; must not belong to another user (profile.email_taken)'),
  language: LanguageSchema.describe('Language of the SPA and of mails'),
  current_password: passwordText()
    .max(1024, 'validation.too_long')
    .optional()
    .describe('Required when the email changes: whoever holds only a session cannot take the account over'),
});
export type UpdateContactRequest = z.infer<typeof UpdateContactRequestSchema>;

export const ChangePasswordRequestSchema = z
  .object({
    current_password: CurrentPasswordSchema,
    new_password: PasswordSchema,
    repeat_password: z.string('validation.required').describe('Must equal new_password'),
  })
  .refine((body) => body.new_password === body.repeat_password, {
    path: ['repeat_password'],
    message: 'validation.password.mismatch',
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** Company fields that change only after distributor support approves them. */
export const APPROVAL_FIELDS = ['company', 'vat_number', 'bank_name', 'account_number', 'bank_branch'] as const;
export type ApprovalField = (typeof APPROVAL_FIELDS)[number];
export const ApprovalFieldSchema = z.enum(APPROVAL_FIELDS);

export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ChangeRequestStatusSchema = z.enum(CHANGE_REQUEST_STATUSES);

export const PendingChangeSchema = z.object({
  id: z.number().int(),
  field: ApprovalFieldSchema,
  old_value: z.string().nullable(),
  new_value: z.string().nullable().describe('The value shown as "awaiting approval"'),
  requested_at: z.string().describe('ISO-8601 UTC'),
});

export const CompanyProfileSchema = z.object({
  id: z.number().int(),
  group_name: GroupNameSchema,
  company: z.string().describe('Company name (changes need approval)'),
  logo_url: z.string().nullable(),
  services: z.array(ServiceNameSchema),
  vat_number: z.string().nullable().describe('NPWP (changes need approval)'),
  bank_name: z.string().nullable().describe('Changes need approval'),
  account_number: z.string().nullable().describe("Bank account in the company's name (changes need approval)"),
  bank_branch: z.string().nullable().describe('Changes need approval'),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  zip_code: z.string().nullable(),
  pending_changes: z.array(PendingChangeSchema).describe('Changes awaiting support approval, one per field at most'),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;
export const CompanyProfileResponseSchema = z.object({ data: z.object({ results: CompanyProfileSchema }) });

const PHONE = /^\+?[0-9 ()-]{6,24}$/;
const ZIP = /^[A-Za-z0-9 -]{3,10}$/;
const ACCOUNT_NUMBER = /^[0-9][0-9 -]{4,29}$/;
const VAT = /^[0-9][0-9.\- ]{13,24}$/;

/** Partial update: a missing field keeps its value; null or "" clears an optional one. */
export const UpdateCompanyRequestSchema = z.object({
  company: keep(requiredText(120)).describe('Needs approval'),
  vat_number: keep(optionalText(32).refine((v) => v === null || VAT.test(v), 'validation.vat.invalid')).describe(
    'Needs approval',
  ),
  bank_name: keep(optionalText(100)).describe('Needs approval'),
  account_number: keep(
    optionalText(30).refine((v) => v === null || ACCOUNT_NUMBER.test(v), 'validation.account_number.invalid'),
  ).describe('Needs approval'),
  bank_branch: keep(optionalText(100)).describe('Needs approval'),
  phone: keep(optionalText(24).refine((v) => v === null || PHONE.test(v), 'validation.phone.invalid')).describe(
    'Applies at once',
  ),
  address: keep(optionalText(300)).describe('Applies at once'),
  country: keep(optionalText(60)).describe('Applies at once'),
  province: keep(optionalText(60)).describe('Applies at once'),
  city: keep(optionalText(60)).describe('Applies at once'),
  zip_code: keep(optionalText(10).refine((v) => v === null || ZIP.test(v), 'validation.zip.invalid')).describe(
    'Applies at once',
  ),
});
export type UpdateCompanyRequest = z.infer<typeof UpdateCompanyRequestSchema>;

export const UploadedImageResponseSchema = z.object({
  data: z.object({ url: z.string().describe('Where the stored image is served') }),
});

export const CompanyChangeRequestSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  field: ApprovalFieldSchema,
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  status: ChangeRequestStatusSchema,
  requested_by: z.number().int().nullable(),
  decided_by: z.number().int().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type CompanyChangeRequest = z.infer<typeof CompanyChangeRequestSchema>;

export const CompanyChangeRequestResponseSchema = z.object({ data: CompanyChangeRequestSchema });
export const CompanyChangeRequestListResponseSchema = z.object({ data: pageOf(CompanyChangeRequestSchema) });
export const CompanyChangeRequestQuerySchema = PageQuerySchema.extend({
  status: ChangeRequestStatusSchema.default('pending'),
});
