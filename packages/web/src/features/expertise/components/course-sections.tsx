import { Stack } from '@mantine/core';
import { useListParams } from '../../../lib/use-list-params.ts';
import { COURSE_FILTER_KEYS, type CourseFilterKey } from '../lib/course-filters.ts';
import { CourseListSection } from './course-list-section.tsx';
import { FeaturedSection } from './featured-section.tsx';
import { MandatorySection } from './mandatory-section.tsx';
import { SuggestedSection } from './suggested-section.tsx';
import { WatchlistSection } from './watchlist-section.tsx';

const NO_STATUSES: readonly never[] = [];
export const COURSE_LIST_ID = 'expertise-courses';

/** What a learner sees: featured, suggested, saved and mandatory courses, then every course to browse. */
export function CourseSections() {
  const params = useListParams<never, CourseFilterKey>(NO_STATUSES, undefined, COURSE_FILTER_KEYS);

  function handleShowAllMandatory() {
    params.setFilter('filter', 'is_mandatory');
    document.getElementById(COURSE_LIST_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <Stack gap="lg">
      <FeaturedSection />
      <SuggestedSection />
      <WatchlistSection />
      <MandatorySection onShowAll={handleShowAllMandatory} />
      <div id={COURSE_LIST_ID}>
        <CourseListSection params={params} />
      </div>
    </Stack>
  );
}
