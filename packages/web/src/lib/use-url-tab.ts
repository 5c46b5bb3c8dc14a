import { useSearchParams } from 'react-router';

/**
 * A page's tab, kept in the URL (`?tab=`) so a link or a notification can open it; the first tab is
 * the bare URL. Changing tab drops the other query values: each tab has its own filters and page.
 */
export function useUrlTab<T extends string>(tabs: readonly T[]): [tab: T, setTab: (next: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const isTab = (value: string | null): value is T => (tabs as readonly (string | null)[]).includes(value);
  const requested = params.get('tab');
  const first = tabs[0] as T;
  const tab = isTab(requested) ? requested : first;
  const setTab = (next: string | null) => {
    if (isTab(next)) setParams(next === first ? {} : { tab: next }, { replace: true });
  };
  return [tab, setTab];
}
