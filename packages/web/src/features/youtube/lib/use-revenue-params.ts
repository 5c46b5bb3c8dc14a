import { useSearchParams } from 'react-router';

export const REVENUE_TABS = ['sources', 'projects', 'coowned', 'assets', 'detail'] as const;
export type RevenueTab = (typeof REVENUE_TABS)[number];

const isTab = (value: string | null): value is RevenueTab =>
  (REVENUE_TABS as readonly (string | null)[]).includes(value);

/**
 * Where the reader is in the revenue report, kept in the URL (`?periode=&tab=&project=&asset=&page=`) so
 * reload, a shared link and the back button land on the same table. `project` '' is the assets without a
 * project, which is why it is read with `has` rather than by truthiness. Every move is a history entry, so
 * back climbs out of a drill-down one step at a time.
 */
export function useRevenueParams() {
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: RevenueTab = isTab(rawTab) ? rawTab : 'sources';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  function update(changes: Record<string, string | null>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  }

  return {
    periode: params.get('periode') ?? undefined,
    tab,
    project: params.has('project') ? (params.get('project') ?? '') : undefined,
    asset: params.get('asset') ?? undefined,
    page,
    setPeriode: (periode: string) => update({ periode, page: null }),
    setTab: (next: RevenueTab) => update({ tab: next === 'sources' ? null : next, page: null }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
    openProject: (project: string) => update({ tab: 'assets', project, page: null }),
    clearProject: () => update({ project: null, page: null }),
    openAsset: (asset: string) => update({ tab: 'detail', asset, page: null }),
  };
}

export type RevenueParams = ReturnType<typeof useRevenueParams>;
