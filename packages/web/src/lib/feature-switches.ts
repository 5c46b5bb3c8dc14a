import type { SwitchStates } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

export const SWITCHES_QUERY_KEY = ['switches'] as const;

/** GET /api/switches: which of the coming-soon features (SPEC §1) staff have turned on for the portal. */
export function getSwitches(): Promise<SwitchStates> {
  return apiClient.request('/api/switches');
}

export function switchesQueryOptions() {
  // Read once a session: staff flip a switch rarely, and the screens that need a fresher answer
  // (the ops page, a feature's API refusing with 404) invalidate it.
  return queryOptions({ queryKey: SWITCHES_QUERY_KEY, queryFn: getSwitches, staleTime: Number.POSITIVE_INFINITY });
}

// A feature nobody can confirm is open stays coming soon.
const ALL_OFF: SwitchStates = { achievements: false, musicbank: false, paylater: false };

/** Which features staff have turned on: undefined while the states load, all off when they cannot be read. */
export function useSwitches(): SwitchStates | undefined {
  const query = useQuery(switchesQueryOptions());
  return query.isError ? ALL_OFF : query.data;
}
