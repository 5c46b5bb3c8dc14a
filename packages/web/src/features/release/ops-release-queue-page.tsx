import { RELEASE_STATUSES } from '@irama/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { ListResults } from '../../components/list-page/list-results.tsx';
import { OpsCompanySelect } from '../../components/ops/company-select.tsx';
import { ReleaseListFilters } from '../../components/release/release-list-filters.tsx';
import { ReleaseTable } from '../../components/release/release-table.tsx';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import { useOpsCompaniesQuery } from '../../lib/ops-companies.ts';
import { useListParams } from '../../lib/use-list-params.ts';
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
  return (
    <ListPage title={t('release.ops.queue.title')} subtitle={t('release.ops.queue.subtitle')} maw={1200}>
      <ReleaseListFilters params={params} keys="release.ops.queue">
        <OpsCompanySelect
          label={t('release.ops.queue.companyLabel')}
          allLabel={t('release.ops.queue.allCompanies')}
          value={companyId ? String(companyId) : undefined}
          onChange={(value) => params.setFilter('company', value)}
          nothingFoundMessage={t('release.ops.queue.noCompany')}
        />
      </ReleaseListFilters>

      <Stack gap="sm">
        <ListResults
          query={releases}
          params={params}
          limit={PAGE_SIZE}
          empty={
            <ListEmpty
              title={t('release.ops.queue.emptyTitle')}
              description={t('release.ops.queue.emptyDescription')}
            />
          }
        >
          {(results) => (
            <ReleaseTable
              releases={results}
              label={t('release.ops.queue.title')}
              headers={{
                release: t('release.ops.queue.columns.release'),
                status: t('release.ops.queue.columns.status'),
              }}
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
          )}
        </ListResults>
      </Stack>
    </ListPage>
  );
}
