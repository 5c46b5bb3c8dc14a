import { SONGSTATS_METRICS, SONGSTATS_SCOPES, type SongstatsMetric, type SongstatsScope } from '@irama/contracts';
import { useSearchParams } from 'react-router';
import type { StatsFilters } from '../api/stats-query.ts';

const DEFAULTS: StatsFilters = { source: 'all', metric: 'streams', scope: 'last_28_days' };

const isMetric = (value: string | null): value is SongstatsMetric =>
  (SONGSTATS_METRICS as readonly (string | null)[]).includes(value);
const isScope = (value: string | null): value is SongstatsScope =>
  (SONGSTATS_SCOPES as readonly (string | null)[]).includes(value);

/**
 * The source, metric and scope kept in the URL (`?source=&metric=&scope=`), so a reload or a shared link
 * shows the same figures; a default is left out of the URL, and anything unknown reads as the default.
 */
export function useStatsFilters(): [StatsFilters, (next: Partial<StatsFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const metric = params.get('metric');
  const scope = params.get('scope');
  const filters: StatsFilters = {
    source: params.get('source') || DEFAULTS.source,
    metric: isMetric(metric) ? metric : DEFAULTS.metric,
    scope: isScope(scope) ? scope : DEFAULTS.scope,
  };
  function setFilters(next: Partial<StatsFilters>) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next) as [keyof StatsFilters, string][]) {
          if (value === DEFAULTS[key]) updated.delete(key);
          else updated.set(key, value);
        }
        return updated;
      },
      { replace: true },
    );
  }
  return [filters, setFilters];
}

/** The filters as a query string for a link to another Songstats view, so it opens on the same figures. */
export function filtersSearch(filters: StatsFilters): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [keyof StatsFilters, string][]) {
    if (value !== DEFAULTS[key]) search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
