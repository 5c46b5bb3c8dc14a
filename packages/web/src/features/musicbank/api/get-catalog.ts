import type { MusicbankGenre, MusicbankItemSummary, MusicbankLanguage, MusicbankMood, Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { MUSICBANK_QUERY_KEY } from './keys.ts';

/** What a catalogue page asks for (`CatalogFilterSchema`); prices are whole rupiah. */
export interface CatalogFilter {
  page: number;
  per_page: number;
  search?: string | undefined;
  genre?: MusicbankGenre | undefined;
  mood?: MusicbankMood | undefined;
  language?: MusicbankLanguage | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
}

/** GET /api/v2/musicbank/catalog: a page of the listed songs, searched and filtered. */
export function getCatalog(query: CatalogFilter): Promise<Page<MusicbankItemSummary>> {
  return apiClient.request('/api/v2/musicbank/catalog', { query: { ...query } });
}

export function catalogQueryOptions(query: CatalogFilter) {
  return queryOptions({
    queryKey: [...MUSICBANK_QUERY_KEY, 'catalog', query] as const,
    queryFn: () => getCatalog(query),
  });
}

/** Keeps the previous page on screen while the next one loads, so the cards do not jump. */
export function useCatalogQuery(query: CatalogFilter) {
  return useQuery({ ...catalogQueryOptions(query), placeholderData: keepPreviousData });
}
