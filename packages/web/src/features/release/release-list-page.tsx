import { RELEASE_STATUSES } from '@irama/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { ListResults } from '../../components/list-page/list-results.tsx';
import { ListSearch } from '../../components/list-page/list-search.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import { useReleaseInfoQuery } from './api/get-release-info.ts';
import { useReleasesQuery } from './api/get-releases.ts';
import classes from './components/list/release-list.module.css';
import { ReleaseListEmpty } from './components/list/release-list-empty.tsx';
import { ReleaseRow } from './components/list/release-row.tsx';
import { ReleaseStatusFilter } from './components/list/release-status-filter.tsx';

const PAGE_SIZE = 10;

/** /release (SPEC §2): the company's releases by status, searchable, each opening its release page. */
export default function ReleaseListPage() {
  const { t } = useTranslation();
  const params = useListParams(RELEASE_STATUSES);
  const info = useReleaseInfoQuery();
  const releases = useReleasesQuery({
    search: params.search,
    page: params.page,
    limit: PAGE_SIZE,
    status: params.status,
  });
  const rejectedCount = info.data?.by_status.rejected ?? 0;
  const isFiltered = params.search !== '' || params.status !== undefined;

  return (
    <ListPage
      title={t('release.list.title')}
      subtitle={t('release.list.subtitle')}
      maw={1100}
      data-tour="release-list-intro"
      actions={
        <Button
          component={Link}
          to="/release/new"
          leftSection={<IconPlus size={18} />}
          data-tour="release-list-newRelease"
        >
          {t('release.list.newRelease')}
        </Button>
      }
    >
      {rejectedCount > 0 && params.status !== 'rejected' && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('release.list.rejectedAlert.title', { count: rejectedCount })}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('release.list.rejectedAlert.description')}</Text>
            <Button size="xs" color="red" variant="light" onClick={() => params.setStatus('rejected')}>
              {t('release.list.rejectedAlert.show')}
            </Button>
          </Group>
        </Alert>
      )}

      <Stack gap="sm">
        <ReleaseStatusFilter value={params.status} counts={info.data} onChange={params.setStatus} />
        <ListSearch
          params={params}
          label={t('release.list.searchLabel')}
          placeholder={t('release.list.searchPlaceholder')}
          maw={420}
          data-tour="release-list-search"
        />
      </Stack>

      <Stack
        gap="sm"
        aria-busy={releases.isFetching}
        data-tour={releases.data?.results.length ? undefined : 'release-list-detail'}
      >
        <ListResults
          query={releases}
          params={params}
          limit={PAGE_SIZE}
          empty={<ReleaseListEmpty isFiltered={isFiltered} onClear={params.clearFilters} />}
        >
          {(results) => (
            <Stack component="ul" gap="sm" aria-label={t('release.list.listLabel')} className={classes.list}>
              {results.map((release, index) => (
                <ReleaseRow
                  key={release.id}
                  release={release}
                  data-tour={index === 0 ? 'release-list-detail' : undefined}
                />
              ))}
            </Stack>
          )}
        </ListResults>
      </Stack>
    </ListPage>
  );
}
