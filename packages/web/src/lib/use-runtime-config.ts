import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadRuntimeConfig } from './runtime-config.ts';

export const runtimeConfigQueryOptions = queryOptions({
  queryKey: ['public', 'config'],
  queryFn: loadRuntimeConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

/** GET /api/public/config as a query, for screens that show optional integrations. */
export function useRuntimeConfigQuery() {
  return useQuery(runtimeConfigQueryOptions);
}
