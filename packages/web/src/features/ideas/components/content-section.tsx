import type { IdeaContentKind } from '@irama/contracts';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentTiles } from '../../../components/ideas/content-tiles.tsx';
import { ListPagination } from '../../../components/list-page/list-pagination.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useContentQuery } from '../api/get-content.ts';
import { QueryBody } from './query-body.tsx';

const LIMIT = 6;

interface ContentSectionProps {
  kind: IdeaContentKind;
  titleKey: string;
  descriptionKey: string;
  emptyKey: string;
  columns?: number;
}

/** One kind of staff content as a titled, paged card. */
export function ContentSection({ kind, titleKey, descriptionKey, emptyKey, columns }: ContentSectionProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useContentQuery(kind, page, LIMIT);
  return (
    <SectionCard title={t(titleKey)} description={t(descriptionKey)}>
      <QueryBody query={query}>
        {(data) => (
          <Stack gap="sm">
            <ContentTiles items={data.results} emptyText={t(emptyKey)} {...(columns ? { columns } : {})} />
            <ListPagination page={data.page} limit={data.limit} total={data.total} onChange={setPage} />
          </Stack>
        )}
      </QueryBody>
    </SectionCard>
  );
}
