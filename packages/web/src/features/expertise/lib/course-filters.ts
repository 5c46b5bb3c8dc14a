import { COURSE_FILTERS, COURSE_SORTS, type CourseFilter, type CourseSort, EXPERTISE_LIMITS } from '@irama/contracts';
import type { CoursesFilter } from '../api/get-courses.ts';

/** The course list's filters kept in the URL, each under the query name the API reads. */
export const COURSE_FILTER_KEYS = ['filter', 'sort', 'topics'] as const;
export type CourseFilterKey = (typeof COURSE_FILTER_KEYS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  (values as readonly (string | undefined)[]).includes(value) ? (value as T) : undefined;

/** Topic ids from `topics=1,4`; anything that is not a plain id is dropped. */
export function topicIdsOf(value: string | undefined): number[] {
  const ids = (value ?? '').split(',').filter((id) => /^[1-9][0-9]{0,9}$/.test(id));
  return [...new Set(ids.map(Number))].slice(0, EXPERTISE_LIMITS.topicsPerFilterMax);
}

/** The course list request of what the URL holds (SPEC §9: three a page); a value the API would refuse is left out. */
export function coursesFilterOf(
  filters: Record<CourseFilterKey, string | undefined>,
  search: string,
  page: number,
): CoursesFilter {
  const topics = topicIdsOf(filters.topics);
  return {
    page,
    per_page: EXPERTISE_LIMITS.coursesPerPage,
    filter: oneOf<CourseFilter>(COURSE_FILTERS, filters.filter),
    sort: oneOf<CourseSort>(COURSE_SORTS, filters.sort),
    topics: topics.length > 0 ? topics : undefined,
    search: search || undefined,
  };
}

/** Whether the search or a filter narrows the list (the sort only orders it). */
export function isNarrowed(filters: Record<CourseFilterKey, string | undefined>, search: string): boolean {
  return search !== '' || filters.filter !== undefined || filters.topics !== undefined;
}
