import type { AnalyticsWindow, DspAudience } from '@irama/contracts';
import { songPath, useDspQuery } from './dsp-request.ts';

/** GET …/audience: streams by gender, age group, operating system and traffic source. */
export const useDspAudienceQuery = (window: AnalyticsWindow, isrc?: string) =>
  useDspQuery<DspAudience>(isrc ? songPath(isrc, 'audience') : '/api/v2/dsp/audience', { filter_periode: window });
