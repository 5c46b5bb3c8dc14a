import { RELEASE_STATUSES, type ReleaseStatus } from '@irama/contracts';
import { Alert, Badge, Group, Paper, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconBrandYoutube, IconDisc, IconInfoCircle, IconSearch, IconSwords } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/list-pagination.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { can, useSession } from '../../lib/session-context.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import { useCatalogReleasesQuery } from './api/get-catalog-releases.ts';
import { useCatalogSummaryQuery } from './api/get-catalog-summary.ts';
import { CatalogReleaseTable } from './components/catalog-release-table.tsx';
import { CatalogSummary } from './components/catalog-summary.tsx';

const PAGE_SIZE = 20;

/** A catalogue tab whose assets come with the YouTube catalogue. */
function ComingTab({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Badge variant="light" radius="sm" mb="sm" tt="none">
        {t('catalogue.coming.badge')}
      </Badge>
      <Text size="sm" c="dimmed" maw={480} mx="auto">
        {text}
      </Text>
    </Paper>
  );
}

/** /catalogue (SPEC §2): the releases in the stores (summary, search, status, pages); YouTube assets follow. */
export default function CatalogPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  // The release catalogue is part of release delivery; without it the server answers 403.
  const canSeeReleases = can(permissions, 'deliveryrelease');
  // A catalogue lists what reached the stores; the other statuses are one choice away.
  const params = useListParams(RELEASE_STATUSES, 'success');
  const summary = useCatalogSummaryQuery(canSeeReleases);
  const releases = useCatalogReleasesQuery(
    { search: params.search, page: params.page, limit: PAGE_SIZE, status: params.status },
    canSeeReleases,
  );
  const statusOptions = [
    { value: 'all', label: t('catalogue.releases.allStatuses') },
    ...RELEASE_STATUSES.map((status) => ({ value: status, label: t(`release.status.${status}.label`) })),
  ];
  const results = releases.data?.results ?? [];
  const isFiltered = params.search !== '' || params.status !== 'success';

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} size="h2">
          {t('catalogue.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('catalogue.subtitle')}
        </Text>
      </div>
      <Tabs defaultValue="releases" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="releases" leftSection={<IconDisc size={16} aria-hidden />}>
            {t('catalogue.tabs.releases')}
          </Tabs.Tab>
          <Tabs.Tab value="assets" leftSection={<IconBrandYoutube size={16} aria-hidden />}>
            {t('catalogue.tabs.assets')}
          </Tabs.Tab>
          <Tabs.Tab value="conflicts" leftSection={<IconSwords size={16} aria-hidden />}>
            {t('catalogue.tabs.conflicts')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="releases" pt="lg">
          {canSeeReleases ? (
            <Stack gap="md">
              <CatalogSummary summary={summary.data} />
              <Group gap="sm" align="flex-end">
                <Select
                  label={t('catalogue.releases.statusLabel')}
                  data={statusOptions}
                  value={params.status ?? 'all'}
                  onChange={(value) =>
                    params.setStatus(value === 'all' || value === null ? undefined : (value as ReleaseStatus))
                  }
                  allowDeselect={false}
                  w={220}
                />
                <TextInput
                  type="search"
                  label={t('catalogue.releases.searchLabel')}
                  placeholder={t('catalogue.releases.searchPlaceholder')}
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
                  <Text fw={600}>
                    {isFiltered ? t('catalogue.releases.emptyFilteredTitle') : t('catalogue.releases.emptyTitle')}
                  </Text>
                  <Text c="dimmed" size="sm" maw={480} mx="auto">
                    {isFiltered
                      ? t('catalogue.releases.emptyFilteredDescription')
                      : t('catalogue.releases.emptyDescription')}
                  </Text>
                </Paper>
              ) : (
                <>
                  <CatalogReleaseTable releases={results} />
                  <ListPagination
                    page={params.page}
                    limit={PAGE_SIZE}
                    total={releases.data.total}
                    onChange={params.setPage}
                  />
                </>
              )}
            </Stack>
          ) : (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              {t('catalogue.releases.noAccess')}
            </Alert>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="assets" pt="lg">
          <ComingTab text={t('catalogue.coming.assets')} />
        </Tabs.Panel>
        <Tabs.Panel value="conflicts" pt="lg">
          <ComingTab text={t('catalogue.coming.conflicts')} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
