import type { ChangelogEntry } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { ContentDesk } from './get-articles.ts';

const PATHS: Record<ContentDesk, string> = { partner: '/api/v2/changelog', ops: '/api/ops/changelog' };

/** GET the changelog, newest release first. */
export function getChangelog(desk: ContentDesk): Promise<ChangelogEntry[]> {
  return apiClient.request<ChangelogEntry[]>(PATHS[desk]);
}

export function changelogQueryOptions(desk: ContentDesk) {
  return queryOptions({ queryKey: ['support', desk, 'changelog'] as const, queryFn: () => getChangelog(desk) });
}

export function useChangelogQuery(desk: ContentDesk) {
  return useQuery(changelogQueryOptions(desk));
}
