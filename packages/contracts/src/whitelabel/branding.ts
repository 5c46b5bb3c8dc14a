import { z } from 'zod';
import { type GroupName, GroupNameSchema } from '../companies/company.ts';

const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.color.invalid');

export const BrandColorsSchema = z.object({
  main: HexColorSchema,
  accent: HexColorSchema,
  dark: HexColorSchema,
  hover: HexColorSchema,
  menu: HexColorSchema,
});
export type BrandColors = z.infer<typeof BrandColorsSchema>;

/** What the SPA paints itself with: a group theme, or a sub-aggregator's white-label over it. */
export const BrandingSchema = z.object({
  group_name: GroupNameSchema.nullable().describe('The theme group; null on the login page of an unbranded host'),
  is_white_label: z.boolean(),
  app_name: z.string(),
  company_name: z.string(),
  login_background_url: z.string().nullable(),
  app_logo_url: z.string().nullable(),
  company_logo_url: z.string().nullable(),
  colors: BrandColorsSchema,
});
export type Branding = z.infer<typeof BrandingSchema>;

export const DEFAULT_APP_NAME = 'Irama';

/** The colour theme of each group (SPEC §1): music red, eastern orange, independent green-cyan. */
export const GROUP_COLORS: Record<GroupName, BrandColors> = {
  music: { main: '#c62828', accent: '#ff8a80', dark: '#7f0000', hover: '#e53935', menu: '#fff5f5' },
  eastern: { main: '#e65100', accent: '#ffb74d', dark: '#8a3100', hover: '#f57c00', menu: '#fff8f0' },
  independent: { main: '#00897b', accent: '#4dd0e1', dark: '#004d40', hover: '#26a69a', menu: '#f0fbf9' },
  entertainment: { main: '#6a1b9a', accent: '#ce93d8', dark: '#38006b', hover: '#8e24aa', menu: '#faf5fc' },
};

/** The theme of a host with no white-label configuration, before anyone signs in. */
export const DEFAULT_BRANDING: Branding = {
  group_name: null,
  is_white_label: false,
  app_name: DEFAULT_APP_NAME,
  company_name: DEFAULT_APP_NAME,
  login_background_url: null,
  app_logo_url: null,
  company_logo_url: null,
  colors: GROUP_COLORS.music,
};
