import type { Me } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/session-query-key.ts';
import { confirmLanguage } from '../../../lib/unsaved-language.ts';

export { ME_QUERY_KEY };

/** /me with what the shell derives from it once, where the contracts are already loaded. */
export interface MeResult {
  me: Me;
  isEntertainmentOnly: boolean;
}

/** GET /api/auth/me: the user, company, effective permissions and branding of the session. */
export async function getMe(): Promise<MeResult> {
  // The contracts (and zod) load with the first /me, keeping them out of the sign-in page's bundle;
  // they load while the request is on its way.
  const [body, { MeSchema, isEntertainmentOnly }] = await Promise.all([
    apiClient.request<unknown>('/api/auth/me'),
    import('@irama/contracts'),
  ]);
  const me = MeSchema.parse(body);
  confirmLanguage(me.user.id, me.user.language);
  return { me, isEntertainmentOnly: isEntertainmentOnly(me.company.services) };
}

export function meQueryOptions(token: string | null) {
  return queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe, enabled: token !== null });
}

/** Fetched only while a token exists (SPEC §4). */
export function useMeQuery(token: string | null) {
  return useQuery(meQueryOptions(token));
}
