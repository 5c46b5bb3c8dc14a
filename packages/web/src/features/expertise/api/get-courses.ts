import type { CourseFilter, CourseSort, CoursesPage } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { EXPERTISE_QUERY_KEY } from './keys.ts';

/** What a course list asks for; `topics` are ids, sent comma-separated. */
export interface CoursesFilter {
  page: number;
  per_page: number;
  filter?: CourseFilter;
  sort?: CourseSort;
  topics?: number[];
  search?: string;
}

export const COURSES_QUERY_KEY = [...EXPERTISE_QUERY_KEY, 'courses'] as const;

/** GET /api/v2/expertise/courses: a page of the published courses, filtered, searched and sorted. */
export function getCourses({ topics, ...filter }: CoursesFilter): Promise<CoursesPage> {
  return apiClient.request('/api/v2/expertise/courses', {
    query: { ...filter, topics: topics?.length ? topics.join(',') : undefined },
  });
}

export function coursesQueryOptions(filter: CoursesFilter) {
  return queryOptions({ queryKey: [...COURSES_QUERY_KEY, filter] as const, queryFn: () => getCourses(filter) });
}

/** Keeps the previous page on screen while the next one loads, so the cards do not jump. */
export function useCoursesQuery(filter: CoursesFilter) {
  return useQuery({ ...coursesQueryOptions(filter), placeholderData: keepPreviousData });
}
