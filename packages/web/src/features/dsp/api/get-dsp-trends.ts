import type { AnalyticsWindow, DspTrends } from '@irama/contracts';
import { songPath, useDspQuery } from './dsp-request.ts';

/** GET /api/v2/dsp/trends (or a song's): each day of the period and the last 6 months, of one store or all. */
export const useDspTrendsQuery = (window: AnalyticsWindow, platform: string | null, isrc?: string) =>
  useDspQuery<DspTrends>(isrc ? songPath(isrc, 'trends') : '/api/v2/dsp/trends', {
    filter_periode: window,
    platform_id: platform ?? undefined,
  });
