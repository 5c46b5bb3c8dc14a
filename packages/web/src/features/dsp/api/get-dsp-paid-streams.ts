import type { DspPaidStreams } from '@irama/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { songPath } from './dsp-request.ts';

/**
 * GET /api/v2/dsp/paid_streams (or one song's): analytics streams against the streams the published
 * store reports paid for. Not in the daily cache: a publish or a store's terms change it within the day.
 */
export const useDspPaidStreamsQuery = (isrc?: string) => {
  const path = isrc ? songPath(isrc, 'paid_streams') : '/api/v2/dsp/paid_streams';
  return useQuery({
    queryKey: ['dsp', 'paid_streams', isrc ?? null] as const,
    queryFn: () => apiClient.request<DspPaidStreams>(path),
  });
};
