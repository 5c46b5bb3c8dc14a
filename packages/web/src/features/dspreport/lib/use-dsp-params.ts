import { useSearchParams } from 'react-router';

/** The drill-down a DSP report screen shows, in the order it narrows. */
const LEVELS = ['periode', 'store', 'isrc'] as const;
type Level = (typeof LEVELS)[number];

export interface DspParams {
  periode: string | undefined;
  store: string | undefined;
  isrc: string | undefined;
  page: number;
  /** Sets one level and forgets the narrower ones and the page (a new period has other songs). */
  set: (level: Level, value: string | undefined) => void;
  /** Goes back up to a level, forgetting everything narrower; undefined forgets every level. */
  upTo: (level: Level | undefined) => void;
  setPage: (page: number) => void;
}

/** Period, platform, song and page of a DSP report, kept in the URL so reload and back keep the place. */
export function useDspParams(): DspParams {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const value = (key: string) => params.get(key) || undefined;

  function update(changes: Record<string, string | undefined>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, change] of Object.entries(changes)) {
        if (change === undefined) next.delete(key);
        else next.set(key, change);
      }
      return next;
    });
  }

  const narrower = (level: Level | undefined) =>
    Object.fromEntries(LEVELS.slice(level ? LEVELS.indexOf(level) + 1 : 0).map((key) => [key, undefined]));

  return {
    periode: value('periode'),
    store: value('store'),
    isrc: value('isrc'),
    page,
    set: (level, next) => update({ ...narrower(level), [level]: next, page: undefined }),
    upTo: (level) => update({ ...narrower(level), page: undefined }),
    setPage: (next) => update({ page: next > 1 ? String(next) : undefined }),
  };
}
