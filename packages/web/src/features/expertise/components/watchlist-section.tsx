import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useWatchlistQuery } from '../api/get-watchlist.ts';
import { CourseGrid } from './course-grid.tsx';
import { Loaded } from './loaded.tsx';
import { SectionEmpty } from './section-empty.tsx';

/** The courses the caller saved for later, newest first. */
export function WatchlistSection() {
  const { t } = useTranslation();
  const watchlist = useWatchlistQuery();
  return (
    <SectionCard title={t('expertise.watchlist.title')} description={t('expertise.watchlist.description')}>
      <Loaded query={watchlist}>
        {(entries) =>
          entries.length === 0 ? (
            <SectionEmpty>{t('expertise.watchlist.empty')}</SectionEmpty>
          ) : (
            <CourseGrid
              items={entries}
              courseOf={(entry) => entry.course}
              keyOf={(entry) => entry.id}
              label={t('expertise.watchlist.title')}
            />
          )
        }
      </Loaded>
    </SectionCard>
  );
}
