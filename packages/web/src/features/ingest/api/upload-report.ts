import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForBody } from '../../../lib/upload-with-progress.ts';
import type { IngestRun, ReportSource } from '../types.ts';
import { INGEST_QUERY_KEY } from './get-runs.ts';

export interface UploadReportInput {
  file: File;
  type: ReportSource;
  /** `YYYY-MM`, only when the file does not state its period. */
  period?: string;
  /** Store files: the store whose saved column mapping reads the file. */
  store?: string;
}

export interface UploadReportResult {
  data: IngestRun;
  /** The same content (SHA-256) was ingested before: nothing changed. */
  already_ingested: boolean;
}

/** POST /api/ops/ingest (staff): the file and its form fields; the server ingests it before answering. */
export function uploadReport(
  { file, type, period, store }: UploadReportInput,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
): Promise<UploadReportResult> {
  const fields: Record<string, string> = { type };
  if (period) fields.period = period;
  if (store) fields.store = store;
  return uploadForBody('/api/ops/ingest', file, { ...options, fields });
}

export function useUploadReportMutation(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, signal }: { input: UploadReportInput; signal: AbortSignal }) =>
      uploadReport(input, { onProgress, signal }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INGEST_QUERY_KEY }),
  });
}
