import type { ReleaseStatus } from '@irama/contracts';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../lib/use-list-params.ts';
import { ListSearch } from '../list-page/list-search.tsx';
import { ReleaseStatusSelect } from './release-status-select.tsx';

interface ReleaseListFiltersProps {
  params: Pick<ListParams<ReleaseStatus, string>, 'status' | 'setStatus' | 'searchInput' | 'setSearchInput'>;
  /** The catalogue namespace holding this list's `statusLabel`, `allStatuses`, `searchLabel` and `searchPlaceholder`. */
  keys: 'catalogs.releases' | 'release.ops.queue';
  /** The list's own filters, between the status and the search box. */
  children?: ReactNode;
}

/** A release list's filter row: the status, the list's own filters, then the search box. */
export function ReleaseListFilters({ params, keys, children }: ReleaseListFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end">
      <ReleaseStatusSelect
        label={t(`${keys}.statusLabel`)}
        allLabel={t(`${keys}.allStatuses`)}
        value={params.status}
        onChange={params.setStatus}
      />
      {children}
      <ListSearch
        params={params}
        label={t(`${keys}.searchLabel`)}
        placeholder={t(`${keys}.searchPlaceholder`)}
        w={{ base: '100%', xs: 320 }}
      />
    </Group>
  );
}
