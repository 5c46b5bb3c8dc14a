import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DELAY_MS = 350;

export interface ListParams<S extends string, F extends string = never> {
  /** What the user is typing; `search` follows it once they pause. */
  searchInput: string;
  setSearchInput: (value: string) => void;
  search: string;
  page: number;
  setPage: (page: number) => void;
  /** Undefined means every status. */
  status: S | undefined;
  setStatus: (status: S | undefined) => void;
  /** The page's own filters (`filterKeys`), each under its key in the URL; undefined when not set. */
  filters: Record<F, string | undefined>;
  setFilter: (key: F, value: string | undefined) => void;
  /** Several filters in one change of the URL (a range's two ends); a key left out stays as it is. */
  setFilters: (changes: Partial<Record<F, string | undefined>>) => void;
  clearFilters: () => void;
}

/**
 * Search, status, page and the page's own filters of a paged list, kept in the URL
 * (`?q=&status=&page=&<filter>=`) so reload and the back button keep the user's place. The search
 * waits for a pause in typing; a change of any filter starts the list over at page 1.
 */
export function useListParams<S extends string, F extends string = never>(
  statuses: readonly S[],
  defaultStatus?: S,
  filterKeys: readonly F[] = [],
): ListParams<S, F> {
  const [params, setParams] = useSearchParams();
  // Where the browser was when the list opened; a navigation away changes it before this page unmounts.
  const openedAt = useRef(window.location.pathname);
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rawStatus = params.get('status');
  const status = (statuses as readonly (string | null)[]).includes(rawStatus)
    ? (rawStatus as S)
    : rawStatus === 'all'
      ? undefined
      : defaultStatus;
  const [searchInput, setSearchInput] = useState(search);
  const [debounced] = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);

  function update(changes: Record<string, string | null>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the typed text moves the URL; `search` follows it.
  useEffect(() => {
    // A click away (to a release) may still be rendering this page; the late search must not pull the user back.
    if (window.location.pathname !== openedAt.current) return;
    if (debounced !== search) update({ q: debounced || null, page: null });
  }, [debounced]);

  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? undefined])) as Record<
    F,
    string | undefined
  >;
  const noFilters = Object.fromEntries(filterKeys.map((key) => [key, null]));

  return {
    searchInput,
    setSearchInput,
    search,
    page,
    setPage: (next) => update({ page: next > 1 ? String(next) : null }),
    status,
    setStatus: (next) => update({ status: next ?? (defaultStatus ? 'all' : null), page: null }),
    filters,
    setFilter: (key, value) => update({ [key]: value ?? null, page: null }),
    setFilters: (changes) =>
      update({
        ...Object.fromEntries(Object.entries<string | undefined>(changes).map(([key, value]) => [key, value ?? null])),
        page: null,
      }),
    clearFilters: () => {
      setSearchInput('');
      update({ ...noFilters, q: null, status: defaultStatus ? 'all' : null, page: null });
    },
  };
}
