import { useQuery } from '@tanstack/react-query';
import { loadRuntimeConfig } from './runtime-config.ts';

/** GET /api/public/config as a query, for screens that show optional integrations. */
export function useRuntimeConfigQuery() {
  return useQuery({ queryKey: ['public', 'config'], queryFn: loadRuntimeConfig, staleTime: Number.POSITIVE_INFINITY });
}
