import { useSearchParams } from 'react-router';

/** The conflict open in a drawer, kept as `?conflict=<id>` so a link (a notification) can open it. */
export function useOpenConflict(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('conflict')) || null;
  function setOpen(id: number | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('conflict');
        else next.set('conflict', String(id));
        return next;
      },
      // Opening is a step the back button undoes; closing replaces it.
      { replace: id === null },
    );
  }
  return [openId, setOpen];
}
