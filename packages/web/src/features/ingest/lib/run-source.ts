import { type IngestRun, isYoutubeReportSource } from '@irama/contracts';

/** ` · spotify` after the source of a store or DSR run, which is one of several stores; a YouTube run names none. */
export const storeSuffix = (run: Pick<IngestRun, 'source' | 'store'>): string =>
  run.store && !isYoutubeReportSource(run.source) ? ` · ${run.store}` : '';
