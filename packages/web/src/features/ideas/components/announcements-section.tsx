import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementList } from '../../../components/ideas/announcement-list.tsx';
import { ListPagination } from '../../../components/list-page/list-pagination.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useAnnouncementsQuery } from '../api/get-announcements.ts';
import { QueryBody } from './query-body.tsx';

const LIMIT = 5;

/** Every announcement, a page at a time; one opens in full. */
export function AnnouncementsSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useAnnouncementsQuery(page, LIMIT);
  return (
    <SectionCard title={t('ideas.announcements.title')} description={t('ideas.announcements.description')}>
      <QueryBody query={query}>
        {(data) => (
          <Stack gap="sm">
            <AnnouncementList items={data.results} />
            <ListPagination page={data.page} limit={data.limit} total={data.total} onChange={setPage} />
          </Stack>
        )}
      </QueryBody>
    </SectionCard>
  );
}
