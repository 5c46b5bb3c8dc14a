import type { ReactNode } from 'react';
import { DataNotFound } from '../../../components/analytics/data-not-found.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';

interface InfoStateProps {
  info: { data?: { as_of: string | null } | undefined; error: unknown };
  /** Why there is nothing: the company has no YouTube analytics (no service, or no feed yet). */
  noData: string;
  children: ReactNode;
}

/**
 * A screen's selects and figures once its info is in. A company without the YouTube service is answered
 * 404 by the API: to the reader that is the same as having no analytics yet, not an error.
 */
export function InfoState({ info, noData, children }: InfoStateProps) {
  const isMissing = info.error instanceof ApiError && info.error.status === 404;
  if (isMissing || info.data?.as_of === null) return <DataNotFound description={noData} />;
  if (!info.data) return <QueryState error={info.error} />;
  return children;
}
