import { z } from 'zod';
import { requiredText, userText } from '../shared/text.ts';
import { BrandColorsSchema } from './branding.ts';
import { contrastRatio, WCAG_AA_LARGE, WCAG_AA_NORMAL } from './color.ts';

export const WHITELABEL_MAX_HOSTS = 10;

// A bare host name: lower-case labels, no port, no scheme.
const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
// A same-origin path (as /api/v1/media returns) or an http(s) URL; never javascript: or data:.
const ASSET_URL = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/;

export const HostSchema = z
  .string('validation.required')
  .trim()
  .toLowerCase()
  .regex(HOST, 'validation.host.invalid')
  .describe('A host name such as portal.example.com, without scheme or port');

const AssetUrlSchema = userText({ max: 2048 })
  .regex(ASSET_URL, 'validation.url.invalid')
  .nullable()
  .describe('A URL returned by POST /api/v1/media, or null');

export const ContrastCheckSchema = z.object({
  ratio: z.number().describe('WCAG contrast ratio, 1 to 21, rounded to 2 decimals'),
  is_aa: z.boolean().describe('At least 4.5: fine for normal text'),
  is_aa_large: z.boolean().describe('At least 3: fine for large text only'),
});
export type ContrastCheck = z.infer<typeof ContrastCheckSchema>;

export const ContrastReportSchema = z.object({
  white_on_main: ContrastCheckSchema.describe('White text on the main colour (buttons, top bar)'),
  dark_on_menu: ContrastCheckSchema.describe('Dark-colour text on the menu background'),
});

export const UpdateWhitelabelRequestSchema = z.object({
  app_name: requiredText(60).describe('Application name shown in the title and top bar'),
  company_name: requiredText(120),
  login_background_url: AssetUrlSchema,
  app_logo_url: AssetUrlSchema,
  company_logo_url: AssetUrlSchema,
  colors: BrandColorsSchema,
  hosts: z
    .array(HostSchema)
    .max(WHITELABEL_MAX_HOSTS, 'validation.too_many')
    .refine((hosts) => new Set(hosts).size === hosts.length, 'validation.duplicate')
    .describe('Hosts whose login page shows this branding; a host of another company is a conflict'),
});
export type UpdateWhitelabelRequest = z.infer<typeof UpdateWhitelabelRequestSchema>;

export const WhitelabelConfigSchema = UpdateWhitelabelRequestSchema.extend({
  // Stored text is answered as it is: a row saved before today's text rules must still load.
  app_name: z.string().describe('Application name shown in the title and top bar'),
  company_name: z.string(),
  login_background_url: z.string().nullable(),
  app_logo_url: z.string().nullable(),
  company_logo_url: z.string().nullable(),
  is_configured: z.boolean().describe('False until the first save; the values shown are then the defaults'),
  contrast: ContrastReportSchema,
  updated_at: z.string().nullable(),
});
export type WhitelabelConfig = z.infer<typeof WhitelabelConfigSchema>;
export const WhitelabelConfigResponseSchema = z.object({ data: WhitelabelConfigSchema });

/** The contrast of one text colour on one background, as the white-label form shows it. */
export function checkContrast(text: string, background: string): ContrastCheck {
  const ratio = contrastRatio(text, background);
  return {
    ratio: Math.round(ratio * 100) / 100,
    is_aa: ratio >= WCAG_AA_NORMAL,
    is_aa_large: ratio >= WCAG_AA_LARGE,
  };
}
