import type { AnalyticsWindow, DspTopTracks } from '@irama/contracts';
import { useDspQuery } from './dsp-request.ts';

/** GET /api/v2/dsp/top_tracks: the ten most streamed songs of the period. */
export const useDspTopTracksQuery = (window: AnalyticsWindow) =>
  useDspQuery<DspTopTracks>('/api/v2/dsp/top_tracks', { filter_periode: window });
