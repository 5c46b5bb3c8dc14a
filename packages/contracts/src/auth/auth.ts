import { z } from 'zod';
import { CompanySummarySchema, type GroupName, type ServiceName } from '../companies/company.ts';
import { type PermissionKey, PermissionsSchema, USER_ROLES } from '../shared/permissions.ts';
import { requiredText } from '../shared/text.ts';
import { CurrentPasswordSchema, EmailSchema, PasswordSchema } from '../shared/validation.ts';
import { BrandingSchema } from '../whitelabel/branding.ts';

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LanguageSchema = z.enum(LANGUAGES);
export const DEFAULT_LANGUAGE: Language = 'id';

export const UserSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  language: LanguageSchema,
  role: z.enum(USER_ROLES),
  profile_image_url: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const SessionResponseSchema = z.object({
  data: z.object({
    token: z.string().describe('Send as Authorization: Bearer <token> (or X-Authorization)'),
    user: UserSchema,
  }),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const MeSchema = z.object({
  user: UserSchema,
  company: CompanySummarySchema,
  permissions: PermissionsSchema,
  branding: BrandingSchema,
});
export type Me = z.infer<typeof MeSchema>;
export const MeResponseSchema = z.object({ data: MeSchema });

export const GoogleLoginRequestSchema = z.object({
  credential: requiredText(8192).describe('The Google ID token from Google Identity Services'),
});
export type GoogleLoginRequest = z.infer<typeof GoogleLoginRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;
export const ResetPasswordRequestSchema = z.object({
  token: requiredText(512),
  password: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const RegisterRequestSchema = z.object({
  company: requiredText(120),
  firstname: requiredText(60),
  lastname: requiredText(60),
  email: EmailSchema,
  password: PasswordSchema,
  language: LanguageSchema.default('id'),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;
export const VerifyEmailRequestSchema = z.object({ token: requiredText(512) });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

/** What a company created by self sign-up starts with; the partnership team widens it later. */
export const SIGNUP_DEFAULTS: {
  readonly group_name: GroupName;
  readonly services: readonly ServiceName[];
  readonly features: readonly PermissionKey[];
} = {
  group_name: 'independent',
  services: ['music', 'dsp'],
  features: ['deliveryrelease', 'dspreport', 'estimates', 'networkplace'],
};

/** The answer to requests whose outcome must not reveal whether an account exists. */
export const AcceptedResponseSchema = z.object({ data: z.object({ accepted: z.literal(true) }) });

export const OkResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
