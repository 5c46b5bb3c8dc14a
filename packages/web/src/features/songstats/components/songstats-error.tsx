import { DataNotFound } from '../../../components/analytics/data-not-found.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';

/** A failed Songstats call: 404 means the artist or track is not the company's (or not there), else the reason. */
export function SongstatsError({ error, notFound }: { error: unknown; notFound: string }) {
  if (error instanceof ApiError && error.status === 404) return <DataNotFound description={notFound} />;
  return <QueryState error={error} />;
}
