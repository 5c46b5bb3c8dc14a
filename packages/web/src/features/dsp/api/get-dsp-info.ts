import type { AnalyticsWindow, DspInfo } from '@irama/contracts';
import { useDspQuery } from './dsp-request.ts';

/** GET /api/v2/dsp/info: the period's totals against the previous one, and the company's stores. */
export const useDspInfoQuery = (window: AnalyticsWindow) =>
  useDspQuery<DspInfo>('/api/v2/dsp/info', { filter_periode: window });
