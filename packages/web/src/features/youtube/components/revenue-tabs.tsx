import { Badge, CloseButton, Tabs } from '@mantine/core';
import { IconChartPie, IconFolder, IconFolders, IconMusic, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconTabsList } from '../../../components/icon-tabs-list.tsx';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import type { RevenueParams, RevenueTab } from '../lib/use-revenue-params.ts';
import { AssetDetail } from './asset-detail.tsx';
import { ReportTablePanel } from './report-table-panel.tsx';
import { AssetTable, CoOwnedProjectTable, ProjectTable, SourceTable } from './report-tables.tsx';

interface RevenueTabsProps {
  params: RevenueParams;
  periode: string;
}

/** The period's tables, from sources down to one asset: a project opens its assets, an asset its detail. */
export function RevenueTabs({ params, periode }: RevenueTabsProps) {
  const { t } = useTranslation();
  const base = { periode, adjustment: false };
  const paging = { page: params.page, onPageChange: params.setPage };
  const emptyOf = (key: string) => ({
    title: t(`youtube.empty.${key}.title`),
    description: t(`youtube.empty.${key}.description`),
  });

  return (
    <Tabs value={params.tab} onChange={(next) => next && params.setTab(next as RevenueTab)} keepMounted={false}>
      <IconTabsList
        tabs={[
          { value: 'sources', icon: IconChartPie, label: t('youtube.tabs.sources') },
          { value: 'projects', icon: IconFolder, label: t('youtube.tabs.projects') },
          { value: 'coowned', icon: IconFolders, label: t('youtube.tabs.coowned') },
          { value: 'assets', icon: IconMusic, label: t('youtube.tabs.assets') },
          { value: 'detail', icon: IconWorld, label: t('youtube.tabs.detail') },
        ]}
      />
      <Tabs.Panel value="sources" pt="lg">
        <ReportTablePanel selection={{ ...base, metric: 'default' }} {...paging} empty={emptyOf('sources')}>
          {(table) => <SourceTable rows={table.results} />}
        </ReportTablePanel>
      </Tabs.Panel>
      <Tabs.Panel value="projects" pt="lg">
        <ReportTablePanel selection={{ ...base, metric: 'project' }} {...paging} empty={emptyOf('projects')}>
          {(table) => <ProjectTable rows={table.results} onOpen={params.openProject} />}
        </ReportTablePanel>
      </Tabs.Panel>
      <Tabs.Panel value="coowned" pt="lg">
        <ReportTablePanel selection={{ ...base, metric: 'other_project' }} {...paging} empty={emptyOf('coowned')}>
          {(table) => <CoOwnedProjectTable rows={table.results} onOpen={params.openProject} />}
        </ReportTablePanel>
      </Tabs.Panel>
      <Tabs.Panel value="assets" pt="lg">
        <ReportTablePanel
          selection={{ ...base, metric: 'asset', asset_label: params.project }}
          {...paging}
          empty={emptyOf('assets')}
          toolbar={
            params.project !== undefined && (
              <Badge
                size="lg"
                variant="light"
                c="dark.7"
                radius="xl"
                tt="none"
                rightSection={
                  <CloseButton size="xs" onClick={params.clearProject} aria-label={t('youtube.assets.clearProject')} />
                }
              >
                {t('youtube.assets.projectFilter', { project: params.project || t('youtube.projects.none') })}
              </Badge>
            )
          }
        >
          {(table) => <AssetTable rows={table.results} onOpen={params.openAsset} />}
        </ReportTablePanel>
      </Tabs.Panel>
      <Tabs.Panel value="detail" pt="lg">
        {params.asset ? (
          <ReportTablePanel
            selection={{ ...base, metric: 'detail', asset_id: params.asset }}
            {...paging}
            empty={emptyOf('detail')}
          >
            {(table) => <AssetDetail table={table} />}
          </ReportTablePanel>
        ) : (
          <ListEmpty {...emptyOf('pickAsset')} descriptionMaw={480} />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
