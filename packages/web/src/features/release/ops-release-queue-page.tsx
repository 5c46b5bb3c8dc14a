import { RELEASE_STATUSES, type ReleaseStatus } from '@irama/contracts';
import { Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/list-pagination.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { ReleaseTable } from '../../components/release/release-table.tsx';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useOpsCompaniesQuery } from './api/get-ops-companies.ts';
import { useOpsReleasesQuery } from './api/get-ops-releases.ts';

const PAGE_SIZE = 20;

/** /ops/releases (staff): every company's releases, waiting ones first by default, each opening its review page. */
export default function OpsReleaseQueuePage() {
  const { t, i18n } = useTranslation();
  // The queue opens on what waits for the review team: submitted releases.
  const params = useListParams(RELEASE_STATUSES, 'on_progress', ['company']);
  const companyId = Number(params.filters.company) || undefined;
  const releases = useOpsReleasesQuery({
    search: params.search,
    page: params.page,
    limit: PAGE_SIZE,
    status: params.status,
    company_id: companyId,
  });
  const companies = useOpsCompaniesQuery();
  const companyName = (id: number) => companies.data?.find((company) => company.id === id)?.company ?? `#${id}`;
  const results = releases.data?.results ?? [];
  const companyOptions = [
    { value: 'all', label: t('release.ops.queue.allCompanies') },
    ...(companies.data ?? []).map((company) => ({ value: String(company.id), label: company.company })),
  ];
  const statusOptions = [
    { value: 'all', label: t('release.ops.queue.allStatuses') },
    ...RELEASE_STATUSES.map((status) => ({ value: status, label: t(`release.status.${status}.label`) })),
  ];

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} size="h2">
          {t('release.ops.queue.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('release.ops.queue.subtitle')}
        </Text>
      </div>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('release.ops.queue.statusLabel')}
          data={statusOptions}
          value={params.status ?? 'all'}
          onChange={(value) =>
            params.setStatus(value === 'all' || value === null ? undefined : (value as ReleaseStatus))
          }
          allowDeselect={false}
          w={220}
        />
        <Select
          label={t('release.ops.queue.companyLabel')}
          data={companyOptions}
          value={companyId ? String(companyId) : 'all'}
          onChange={(value) => params.setFilter('company', value === 'all' || value === null ? undefined : value)}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('release.ops.queue.noCompany')}
          w={{ base: '100%', xs: 260 }}
        />
        <TextInput
          type="search"
          label={t('release.ops.queue.searchLabel')}
          placeholder={t('release.ops.queue.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={params.searchInput}
          onChange={(event) => params.setSearchInput(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
      </Group>

      {!releases.data ? (
        <QueryState error={releases.error} />
      ) : results.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text fw={600}>{t('release.ops.queue.emptyTitle')}</Text>
          <Text c="dimmed" size="sm">
            {t('release.ops.queue.emptyDescription')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          <ReleaseTable
            releases={results}
            label={t('release.ops.queue.title')}
            headers={{ release: t('release.ops.queue.columns.release'), status: t('release.ops.queue.columns.status') }}
            link={(release) => `/ops/releases/${release.id}`}
            title={(release) => release.title || t('release.list.untitled')}
            details={(release) =>
              `${release.album_id} · ${release.artist_names.join(', ') || t('release.list.noArtists')}`
            }
            minWidth={820}
            columns={[
              { header: t('release.ops.queue.columns.company'), cell: (release) => companyName(release.company_id) },
              {
                header: t('release.ops.queue.columns.releaseDate'),
                cell: (release) => (release.release_date ? formatDate(release.release_date, i18n.language) : '—'),
              },
              { header: t('release.ops.queue.columns.tracks'), cell: (release) => release.track_count },
              {
                header: t('release.ops.queue.columns.submitted'),
                cell: (release) => (release.submitted_at ? formatDateTime(release.submitted_at, i18n.language) : '—'),
              },
            ]}
          />
          <ListPagination
            page={params.page}
            limit={PAGE_SIZE}
            total={releases.data?.total ?? 0}
            onChange={params.setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
