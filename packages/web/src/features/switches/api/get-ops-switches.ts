import type { OpsSwitches } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const OPS_SWITCHES_QUERY_KEY = ['ops', 'switches'] as const;

/** GET /api/ops/switches (staff): every switch's state and the newest changes, newest first. */
export function getOpsSwitches(): Promise<OpsSwitches> {
  return apiClient.request('/api/ops/switches');
}

export function opsSwitchesQueryOptions() {
  return queryOptions({ queryKey: OPS_SWITCHES_QUERY_KEY, queryFn: getOpsSwitches });
}

export function useOpsSwitchesQuery() {
  return useQuery(opsSwitchesQueryOptions());
}
