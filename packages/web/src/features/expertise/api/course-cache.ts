import type { CourseSummary } from '@irama/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { EXPERTISE_QUERY_KEY } from './keys.ts';

type CoursePatch = Partial<Pick<CourseSummary, 'watchlist_id' | 'progress' | 'finished_at'>>;

/**
 * A cached answer with the course patched wherever it appears: lists, pages, suggestions and watchlist
 * entries (whose own `id` is the entry's, so the course inside is looked at first) and the course itself.
 */
function patched(value: unknown, courseId: number, patch: CoursePatch): unknown {
  if (Array.isArray(value)) return value.map((item) => patched(item, courseId, patch));
  if (typeof value !== 'object' || value === null) return value;
  if ('results' in value) return { ...value, results: patched(value.results, courseId, patch) };
  if ('course' in value) return { ...value, course: patched(value.course, courseId, patch) };
  if ('watchlist_id' in value && 'id' in value && value.id === courseId) return { ...value, ...patch };
  return value;
}

/** Writes a change of one course into every cached expertise answer that shows it. */
export function patchCourse(queryClient: QueryClient, courseId: number, patch: CoursePatch): void {
  queryClient.setQueriesData({ queryKey: EXPERTISE_QUERY_KEY }, (data: unknown) => patched(data, courseId, patch));
}
