import { RELEASE_STATUSES } from '@irama/contracts';
import { Alert, Badge, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconBrandYoutube, IconDisc, IconInfoCircle, IconSwords } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconTabsList } from '../../components/icon-tabs-list.tsx';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { ListResults } from '../../components/list-page/list-results.tsx';
import { ReleaseListFilters } from '../../components/release/release-list-filters.tsx';
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
  const isFiltered = params.search !== '' || params.status !== 'success';

  return (
    <ListPage title={t('catalogue.title')} subtitle={t('catalogue.subtitle')} maw={1200}>
      <Tabs defaultValue="releases" keepMounted={false}>
        <IconTabsList
          tabs={[
            { value: 'releases', icon: IconDisc, label: t('catalogue.tabs.releases') },
            { value: 'assets', icon: IconBrandYoutube, label: t('catalogue.tabs.assets') },
            { value: 'conflicts', icon: IconSwords, label: t('catalogue.tabs.conflicts') },
          ]}
        />
        <Tabs.Panel value="releases" pt="lg">
          {canSeeReleases ? (
            <Stack gap="md">
              <CatalogSummary summary={summary.data} />
              <ReleaseListFilters params={params} keys="catalogue.releases" />
              <ListResults
                query={releases}
                page={params.page}
                limit={PAGE_SIZE}
                onPageChange={params.setPage}
                empty={
                  <ListEmpty
                    title={isFiltered ? t('catalogue.releases.emptyFilteredTitle') : t('catalogue.releases.emptyTitle')}
                    description={
                      isFiltered
                        ? t('catalogue.releases.emptyFilteredDescription')
                        : t('catalogue.releases.emptyDescription')
                    }
                    descriptionMaw={480}
                  />
                }
              >
                {(results) => <CatalogReleaseTable releases={results} />}
              </ListResults>
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
    </ListPage>
  );
}
