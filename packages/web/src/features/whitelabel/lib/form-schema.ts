import { UpdateWhitelabelRequestSchema } from '@irama/contracts';
import { z } from 'zod';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const { shape } = UpdateWhitelabelRequestSchema;

/** The contract's schema, with an emptied URL field meaning "no image" as the server expects (null). */
export const WhitelabelFormSchema = UpdateWhitelabelRequestSchema.extend({
  login_background_url: z.preprocess(blankToNull, shape.login_background_url),
  app_logo_url: z.preprocess(blankToNull, shape.app_logo_url),
  company_logo_url: z.preprocess(blankToNull, shape.company_logo_url),
});

export type WhitelabelFormInput = z.input<typeof WhitelabelFormSchema>;
export type WhitelabelFormOutput = z.output<typeof WhitelabelFormSchema>;

/** What the form holds: URLs as text (empty for none). */
export interface WhitelabelFormValues {
  app_name: string;
  company_name: string;
  login_background_url: string;
  app_logo_url: string;
  company_logo_url: string;
  colors: { main: string; accent: string; dark: string; hover: string; menu: string };
  hosts: string[];
}
