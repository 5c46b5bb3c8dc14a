import type { ReactNode } from 'react';
import { QueryState } from '../../../components/query-state.tsx';

interface LoadedProps<T> {
  query: { data: T | undefined; error: unknown };
  children: (data: T) => ReactNode;
}

/** A section's body once its data is there; the loader or the translated failure until then. */
export function Loaded<T>({ query, children }: LoadedProps<T>) {
  return query.data === undefined ? <QueryState error={query.error} /> : children(query.data);
}
