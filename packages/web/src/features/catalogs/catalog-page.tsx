import { Badge, Tabs } from '@mantine/core';
import { IconBrandYoutube, IconDisc, IconSwords } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { IconTabsList } from '../../components/icon-tabs-list.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { useCatalogSummaryQuery } from './api/get-catalog-summary.ts';
import { AssetsTab } from './components/assets-tab.tsx';
import { ConflictsTab } from './components/conflicts-tab.tsx';
import { ReleasesTab } from './components/releases-tab.tsx';

const TABS = ['releases', 'assets', 'conflicts'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/**
 * /catalogue (SPEC §2): releases, YouTube assets and conflict assets. The tab is in the URL
 * (`?tab=assets|conflicts`, `&conflict=<id>` opens a conflict) so a notification can link straight there.
 */
export default function CatalogPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'releases';
  const summary = useCatalogSummaryQuery();
  const number = new Intl.NumberFormat(i18n.language);
  const openConflicts = summary.data?.conflicts.open ?? 0;

  function handleTabChange(next: string | null) {
    // Each tab has its own search and filters: a new tab starts without the last one's.
    setParams(next && next !== 'releases' ? { tab: next } : {});
  }

  return (
    <ListPage title={t('catalogue.title')} subtitle={t('catalogue.subtitle')} maw={1200}>
      <Tabs value={tab} onChange={handleTabChange} keepMounted={false}>
        <IconTabsList
          tabs={[
            { value: 'releases', icon: IconDisc, label: t('catalogue.tabs.releases') },
            {
              value: 'assets',
              icon: IconBrandYoutube,
              label: t('catalogue.tabs.assets'),
              badge: summary.data && (
                <Badge variant="light" color="gray" c="dark.7" radius="sm" size="sm" tt="none">
                  {number.format(summary.data.assets.total)}
                </Badge>
              ),
            },
            {
              value: 'conflicts',
              icon: IconSwords,
              label: t('catalogue.tabs.conflicts'),
              badge: openConflicts > 0 && (
                <Badge color="orange" c="dark.7" variant="light" radius="sm" size="sm" tt="none">
                  {t('catalogue.tabs.openCount', { count: openConflicts })}
                </Badge>
              ),
            },
          ]}
        />
        <Tabs.Panel value="releases" pt="lg">
          <ReleasesTab summary={summary.data} />
        </Tabs.Panel>
        <Tabs.Panel value="assets" pt="lg">
          <AssetsTab />
        </Tabs.Panel>
        <Tabs.Panel value="conflicts" pt="lg">
          <ConflictsTab />
        </Tabs.Panel>
      </Tabs>
    </ListPage>
  );
}
