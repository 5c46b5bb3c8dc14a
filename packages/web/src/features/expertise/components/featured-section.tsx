import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useFeaturedQuery } from '../api/get-featured.ts';
import { CourseGrid } from './course-grid.tsx';
import { Loaded } from './loaded.tsx';
import { SectionEmpty } from './section-empty.tsx';

/** The courses staff put forward, in their order. */
export function FeaturedSection() {
  const { t } = useTranslation();
  const featured = useFeaturedQuery();
  return (
    <SectionCard title={t('expertise.featured.title')} description={t('expertise.featured.description')}>
      <Loaded query={featured}>
        {(courses) =>
          courses.length === 0 ? (
            <SectionEmpty>{t('expertise.featured.empty')}</SectionEmpty>
          ) : (
            <CourseGrid items={courses} courseOf={(course) => course} label={t('expertise.featured.title')} />
          )
        }
      </Loaded>
    </SectionCard>
  );
}
