import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'irama.analytics.selection';
const EVENT = 'irama:analytics-selection';

/** The channel and content (asset) picked on one analytics screen, which every other screen starts from (SPEC §3). */
export interface AnalyticsSelection {
  channelId: string | null;
  assetId: string | null;
  /** The asset's project (its first catalogue label). */
  project: string | null;
}

const EMPTY: AnalyticsSelection = { channelId: null, assetId: null, project: null };
let cachedRaw: string | null | undefined;
let cached: AnalyticsSelection = EMPTY;

function read(): AnalyticsSelection {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the selection lives for this page only.
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<AnalyticsSelection>) : {};
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    cached = { channelId: text(parsed.channelId), assetId: text(parsed.assetId), project: text(parsed.project) };
  } catch {
    cached = EMPTY;
  }
  return cached;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Forgets the selection (sign-out: the next user of this browser starts afresh). */
export function clearAnalyticsSelection(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
  window.dispatchEvent(new Event(EVENT));
}

/** The shared selection and a setter that merges changes into it; kept in localStorage across screens and reloads. */
export function useAnalyticsSelection(): [AnalyticsSelection, (changes: Partial<AnalyticsSelection>) => void] {
  const selection = useSyncExternalStore(subscribe, read, () => EMPTY);
  const update = useCallback((changes: Partial<AnalyticsSelection>) => {
    const next = { ...read(), ...changes };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      cachedRaw = JSON.stringify(next);
      cached = next;
    }
    window.dispatchEvent(new Event(EVENT));
  }, []);
  return [selection, update];
}
