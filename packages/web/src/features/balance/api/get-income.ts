import type { IncomePeriod, Page, ReportFileFormat } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { BALANCE_KEY } from '../../../lib/balance-info.ts';

const PATH = '/api/v2/balance/income';

export interface IncomeFilter {
  page: number;
  limit: number;
}

/** GET /api/v2/balance/income: DSP income per report period, newest first, with each store's credit. */
export function getIncome(filter: IncomeFilter): Promise<Page<IncomePeriod>> {
  return apiClient.request<Page<IncomePeriod>>(PATH, { query: { ...filter } });
}

/** `?export=`: every period as a file. */
export function downloadIncome(format: ReportFileFormat): Promise<void> {
  return apiClient.download(PATH, `income.${format}`, { query: { export: format } });
}

export function incomeQueryOptions(filter: IncomeFilter) {
  return queryOptions({ queryKey: [BALANCE_KEY, 'income', filter] as const, queryFn: () => getIncome(filter) });
}

export function useIncomeQuery(filter: IncomeFilter) {
  return useQuery({ ...incomeQueryOptions(filter), placeholderData: keepPreviousData });
}
