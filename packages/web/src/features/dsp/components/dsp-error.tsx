import { DataNotFound } from '../../../components/analytics/data-not-found.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';

/** A failed DSP call: 404 means the company has no DSP analytics (or the song is not its own), else the reason. */
export function DspError({ error, notFound }: { error: unknown; notFound: string }) {
  if (error instanceof ApiError && error.status === 404) return <DataNotFound description={notFound} />;
  return <QueryState error={error} />;
}
