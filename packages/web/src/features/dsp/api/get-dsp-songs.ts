import type { AnalyticsWindow, DspSongs } from '@irama/contracts';
import { useDspQuery } from './dsp-request.ts';

/** GET /api/v2/dsp/songs: one page of every song streamed in the period, most streamed first. */
export const useDspSongsQuery = (window: AnalyticsWindow, page: number, limit = 10) =>
  useDspQuery<DspSongs>('/api/v2/dsp/songs', { filter_periode: window, page, limit });
