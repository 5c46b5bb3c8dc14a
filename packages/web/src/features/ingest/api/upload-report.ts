import type { AnalyticsUploadResponse, ReportSource, ReportUploadResponse } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForBody } from '../../../lib/upload-with-progress.ts';
import { INGEST_QUERY_KEY } from './get-runs.ts';
import { uploadAnalyticsFeed } from './upload-analytics-feed.ts';

export interface UploadReportInput {
  file: File;
  type: ReportSource;
  /** `YYYY-MM`, only when the file does not state its period. */
  period?: string;
  /** Store files: the store whose saved column mapping reads the file. */
  store?: string;
}

/** What the upload form sends: a report with its fields, or an analytics feed, which needs none. */
export type UploadInput = UploadReportInput | { file: File; type: 'analytics' };

/** POST /api/ops/ingest (staff): the file and its form fields; the server ingests it before answering. */
export function uploadReport(
  { file, type, period, store }: UploadReportInput,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
): Promise<ReportUploadResponse> {
  const fields: Record<string, string> = { type };
  if (period) fields.period = period;
  if (store) fields.store = store;
  return uploadForBody('/api/ops/ingest', file, { ...options, fields });
}

/** Sends a report or an analytics feed to its endpoint; both lists are read again afterwards. */
export function useUploadMutation(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      signal,
    }: {
      input: UploadInput;
      signal: AbortSignal;
    }): Promise<ReportUploadResponse | AnalyticsUploadResponse> =>
      input.type === 'analytics'
        ? uploadAnalyticsFeed(input.file, { onProgress, signal })
        : uploadReport(input, { onProgress, signal }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INGEST_QUERY_KEY }),
  });
}
