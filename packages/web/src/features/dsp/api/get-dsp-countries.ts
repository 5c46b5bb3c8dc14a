import type { AnalyticsWindow, DspCountries } from '@irama/contracts';
import { songPath, useDspQuery } from './dsp-request.ts';

/** GET …/stream_country or …/listener_country, of the company or one song. */
export const useDspCountriesQuery = (window: AnalyticsWindow, measure: 'stream' | 'listener', isrc?: string) =>
  useDspQuery<DspCountries>(isrc ? songPath(isrc, `${measure}_country`) : `/api/v2/dsp/${measure}_country`, {
    filter_periode: window,
  });
