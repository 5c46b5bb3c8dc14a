import { Badge } from '@mantine/core';
import { IconBrandYoutube, IconDisc, IconSwords } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { PageTabs } from '../../components/page-tabs.tsx';
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
    <ListPage title={t('catalogs.title')} subtitle={t('catalogs.subtitle')} maw={1200}>
      <PageTabs
        value={tab}
        onChange={handleTabChange}
        tabs={[
          {
            value: 'releases',
            icon: IconDisc,
            label: t('catalogs.tabs.releases'),
            panel: <ReleasesTab summary={summary.data} />,
          },
          {
            value: 'assets',
            icon: IconBrandYoutube,
            label: t('catalogs.tabs.assets'),
            badge: summary.data && (
              <Badge variant="light" color="gray" c="dark.7" radius="sm" size="sm" tt="none">
                {number.format(summary.data.assets.total)}
              </Badge>
            ),
            panel: <AssetsTab />,
          },
          {
            value: 'conflicts',
            icon: IconSwords,
            label: t('catalogs.tabs.conflicts'),
            badge: openConflicts > 0 && (
              <Badge color="orange" c="dark.7" variant="light" radius="sm" size="sm" tt="none">
                {t('catalogs.tabs.openCount', { count: openConflicts })}
              </Badge>
            ),
            panel: <ConflictsTab />,
          },
        ]}
      />
    </ListPage>
  );
}
