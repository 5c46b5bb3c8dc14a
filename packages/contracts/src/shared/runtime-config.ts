import { z } from 'zod';

/** What the server tells the SPA at run time (GET /api/public/config); nothing secret. */
export const RuntimeConfigSchema = z.object({
  api_url: z.string().describe('Base URL of the product API; empty means same origin'),
  chat_url: z.string(),
  notifications_url: z.string(),
  media_url: z.string(),
  google_client_id: z.string().nullable().describe('Null hides Google sign-in'),
  analytics_id: z.string().nullable().describe('Null loads no analytics tag'),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
