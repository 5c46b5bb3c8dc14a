import { Badge, CloseButton } from '@mantine/core';
import { IconChartPie, IconFolder, IconFolders, IconMusic, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { PageTabs } from '../../../components/page-tabs.tsx';
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
    <PageTabs
      value={params.tab}
      onChange={(next) => next && params.setTab(next as RevenueTab)}
      tabs={[
        {
          value: 'sources',
          icon: IconChartPie,
          label: t('youtube.tabs.sources'),
          panel: (
            <ReportTablePanel selection={{ ...base, metric: 'default' }} {...paging} empty={emptyOf('sources')}>
              {(table) => <SourceTable rows={table.results} />}
            </ReportTablePanel>
          ),
        },
        {
          value: 'projects',
          icon: IconFolder,
          label: t('youtube.tabs.projects'),
          panel: (
            <ReportTablePanel selection={{ ...base, metric: 'project' }} {...paging} empty={emptyOf('projects')}>
              {(table) => <ProjectTable rows={table.results} onOpen={params.openProject} />}
            </ReportTablePanel>
          ),
        },
        {
          value: 'coowned',
          icon: IconFolders,
          label: t('youtube.tabs.coowned'),
          panel: (
            <ReportTablePanel selection={{ ...base, metric: 'other_project' }} {...paging} empty={emptyOf('coowned')}>
              {(table) => <CoOwnedProjectTable rows={table.results} onOpen={params.openProject} />}
            </ReportTablePanel>
          ),
        },
        {
          value: 'assets',
          icon: IconMusic,
          label: t('youtube.tabs.assets'),
          panel: (
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
                      <CloseButton
                        size="xs"
                        onClick={params.clearProject}
                        aria-label={t('youtube.assets.clearProject')}
                      />
                    }
                  >
                    {t('youtube.assets.projectFilter', { project: params.project || t('youtube.projects.none') })}
                  </Badge>
                )
              }
            >
              {(table) => <AssetTable rows={table.results} onOpen={params.openAsset} />}
            </ReportTablePanel>
          ),
        },
        {
          value: 'detail',
          icon: IconWorld,
          label: t('youtube.tabs.detail'),
          panel: params.asset ? (
            <ReportTablePanel
              selection={{ ...base, metric: 'detail', asset_id: params.asset }}
              {...paging}
              empty={emptyOf('detail')}
            >
              {(table) => <AssetDetail table={table} />}
            </ReportTablePanel>
          ) : (
            <ListEmpty {...emptyOf('pickAsset')} descriptionMaw={480} />
          ),
        },
      ]}
    />
  );
}
