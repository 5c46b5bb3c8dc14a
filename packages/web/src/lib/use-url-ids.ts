import { useSearchParams } from 'react-router';

/** A row id as the URL holds it (`?item=12`), or null when it is not one. */
function idOf(value: string | null): number | null {
  return value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number.parseInt(value, 10) : null;
}

/**
 * The rows a page shows in a drawer, each by its own query key (`?item=`, `?request=`), so a link or a notice
 * can open one. One is open at a time: opening one closes the others; the rest of the query stays. Closing
 * replaces the history entry, so Back does not reopen what was just closed.
 */
export function useUrlIds<K extends string>(
  keys: readonly K[],
): { ids: Record<K, number | null>; open: (key: K, id: number | null) => void } {
  const [params, setParams] = useSearchParams();
  const ids = Object.fromEntries(keys.map((key) => [key, idOf(params.get(key))])) as Record<K, number | null>;
  const open = (key: K, id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const other of keys) next.delete(other);
        if (id !== null) next.set(key, String(id));
        return next;
      },
      { replace: id === null },
    );
  return { ids, open };
}
