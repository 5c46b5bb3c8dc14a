import type { ChangelogEntry } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { Desk } from './desk-page.ts';

const PATHS: Record<Desk, string> = { partner: '/api/v2/changelog', ops: '/api/ops/changelog' };

/** GET the changelog, newest release first. */
export function getChangelog(desk: Desk): Promise<ChangelogEntry[]> {
  return apiClient.request<ChangelogEntry[]>(PATHS[desk]);
}

export function changelogQueryOptions(desk: Desk) {
  return queryOptions({ queryKey: ['support', desk, 'changelog'] as const, queryFn: () => getChangelog(desk) });
}

export function useChangelogQuery(desk: Desk) {
  return useQuery(changelogQueryOptions(desk));
}
