import { EXPERTISE_LIMITS } from '@irama/contracts';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCoursesQuery } from '../api/get-courses.ts';
import { CourseGrid } from './course-grid.tsx';
import { Loaded } from './loaded.tsx';
import { SectionEmpty } from './section-empty.tsx';

// SPEC §9: the mandatory courses are page 1 of 3 of the list filtered by is_mandatory.
const MANDATORY = { page: 1, per_page: EXPERTISE_LIMITS.coursesPerPage, filter: 'is_mandatory' } as const;

/** The courses every partner is asked to take, with a way to the whole list of them. */
export function MandatorySection({ onShowAll }: { onShowAll: () => void }) {
  const { t } = useTranslation();
  const mandatory = useCoursesQuery(MANDATORY);
  return (
    <SectionCard title={t('expertise.mandatory.title')} description={t('expertise.mandatory.description')}>
      <Loaded query={mandatory}>
        {(page) =>
          page.results.length === 0 ? (
            <SectionEmpty>{t('expertise.mandatory.empty')}</SectionEmpty>
          ) : (
            <>
              <CourseGrid items={page.results} courseOf={(course) => course} label={t('expertise.mandatory.title')} />
              {page.total > page.results.length && (
                <Group>
                  <Button variant="light" size="xs" onClick={onShowAll}>
                    {t('expertise.mandatory.showAll', { total: page.total })}
                  </Button>
                </Group>
              )}
            </>
          )
        }
      </Loaded>
    </SectionCard>
  );
}
