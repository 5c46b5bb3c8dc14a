import type { AnalyticsUploadResponse } from '@irama/contracts';
import { uploadForBody } from '../../../lib/upload-with-progress.ts';

/**
 * POST /api/ops/ingest/analytics (staff): a daily analytics feed, which states its own feed, store and
 * month, so no form field goes with it; the server ingests it before answering.
 */
export function uploadAnalyticsFeed(
  file: File,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
): Promise<AnalyticsUploadResponse> {
  return uploadForBody('/api/ops/ingest/analytics', file, options);
}
