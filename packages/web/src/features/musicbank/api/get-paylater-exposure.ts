import type { PaylaterExposure } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_MUSICBANK_QUERY_KEY } from './keys.ts';

export interface PaylaterExposureReport {
  companies: PaylaterExposure[];
  total_outstanding_idr: number;
}

/** GET /api/ops/paylater (staff): what each company still owes on paylater, against its limit. */
export function getPaylaterExposure(): Promise<PaylaterExposureReport> {
  return apiClient.request('/api/ops/paylater');
}

export function paylaterExposureQueryOptions() {
  return queryOptions({
    queryKey: [...OPS_MUSICBANK_QUERY_KEY, 'paylater-exposure'] as const,
    queryFn: getPaylaterExposure,
  });
}

export function usePaylaterExposureQuery() {
  return useQuery(paylaterExposureQueryOptions());
}
