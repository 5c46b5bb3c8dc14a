import type { AnalyticsWindow, DspInsights } from '@irama/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET /api/v2/dsp/insights: Smart Analytics over the period. Not in the daily cache: the server keeps them
 * until the next ingest, and a new ingest should show at once. No previous answer stays on screen.
 */
export const useDspInsightsQuery = (window: AnalyticsWindow) =>
  useQuery({
    queryKey: ['dsp', 'insights', window] as const,
    queryFn: () => apiClient.request<DspInsights>('/api/v2/dsp/insights', { query: { filter_periode: window } }),
  });
