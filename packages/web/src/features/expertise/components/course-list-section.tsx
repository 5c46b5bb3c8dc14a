import { EXPERTISE_LIMITS } from '@irama/contracts';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import type { ListParams } from '../../../lib/use-list-params.ts';
import { useCoursesQuery } from '../api/get-courses.ts';
import { type CourseFilterKey, coursesFilterOf, isNarrowed } from '../lib/course-filters.ts';
import { CourseFilters } from './course-filters.tsx';
import { CourseGrid } from './course-grid.tsx';

/** Every published course, three a page, searched, filtered and sorted as the URL says. */
export function CourseListSection({ params }: { params: ListParams<never, CourseFilterKey> }) {
  const { t } = useTranslation();
  const courses = useCoursesQuery(coursesFilterOf(params.filters, params.search, params.page));

  const empty = isNarrowed(params.filters, params.search) ? (
    <ListEmpty
      title={t('expertise.list.noMatch.title')}
      description={t('expertise.list.noMatch.description')}
      descriptionMaw={520}
      action={
        <Button variant="light" mt="md" onClick={params.clearFilters}>
          {t('expertise.list.noMatch.clear')}
        </Button>
      }
    />
  ) : (
    <ListEmpty title={t('expertise.list.none.title')} description={t('expertise.list.none.description')} />
  );

  return (
    <SectionCard title={t('expertise.list.title')} description={t('expertise.list.description')}>
      <CourseFilters params={params} />
      <Stack gap="sm" aria-busy={courses.isFetching}>
        <ListResults query={courses} params={params} limit={EXPERTISE_LIMITS.coursesPerPage} empty={empty}>
          {(results) => (
            <CourseGrid items={results} courseOf={(course) => course} label={t('expertise.list.results')} />
          )}
        </ListResults>
      </Stack>
    </SectionCard>
  );
}
