import type { AnalyticsWindow, DspSongInfo, DspSongPlatforms } from '@irama/contracts';
import { songPath, useDspQuery } from './dsp-request.ts';

/** GET /api/v2/dsp/song/{isrc}/info: the song, its totals against the previous period, and its stores. */
export const useDspSongInfoQuery = (window: AnalyticsWindow, isrc: string) =>
  useDspQuery<DspSongInfo>(songPath(isrc, 'info'), { filter_periode: window });

/** GET /api/v2/dsp/song/{isrc}/platforms: the song's figures per store. */
export const useDspSongPlatformsQuery = (window: AnalyticsWindow, isrc: string) =>
  useDspQuery<DspSongPlatforms>(songPath(isrc, 'platforms'), { filter_periode: window });
