import type { ReportRequest } from '@irama/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/v2/networkplace/report/id/{id}: staff read it on /ops/networkplace. */
export function reportProfile({ id, report }: { id: number; report: ReportRequest }): Promise<{ id: number }> {
  return apiClient.request(`/api/v2/networkplace/report/id/${id}`, { method: 'POST', body: report });
}

export function useReportMutation() {
  return useMutation({ mutationFn: reportProfile });
}
