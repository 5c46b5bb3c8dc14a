import type { AnalyticsTopRow } from '@irama/contracts';
import { Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAnalyticsWindow } from '../../components/analytics/window-select.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAnalyticsSelection } from '../../lib/analytics-selection.ts';
import { useAssetInfoQuery } from './api/get-analytics-info.ts';
import { AnalyticsDashboard } from './components/analytics-dashboard.tsx';
import { AnalyticsFilters } from './components/analytics-filters.tsx';
import { InfoState } from './components/info-state.tsx';

/**
 * /analytics/youtube-analytic-new (SPEC §2, asset analytic): the company's YouTube assets over a period,
 * all of them, one project's or one asset's. The asset picked here is the content every analytics screen starts from.
 */
export default function AssetAnalyticsPage() {
  const { t } = useTranslation();
  const info = useAssetInfoQuery();
  const [window] = useAnalyticsWindow();
  const [selection, select] = useAnalyticsSelection();
  const projects = info.data?.projects ?? [];
  const assets = info.data?.assets ?? [];
  // A kept selection counts only while it is still one of the company's: another session may have left it.
  const project = projects.some((row) => row.asset_label === selection.project) ? selection.project : null;
  const offered = project ? assets.filter((asset) => asset.asset_label === project) : assets;
  const asset = offered.find((row) => row.asset_id === selection.assetId) ?? null;

  function openAsset(row: Pick<AnalyticsTopRow, 'asset_id' | 'asset_label' | 'channel_id'>) {
    select({
      assetId: row.asset_id,
      project: project && row.asset_label === project ? project : null,
      ...(row.channel_id ? { channelId: row.channel_id } : {}),
    });
  }

  return (
    <Stack gap="lg">
      <PageHeader title={t('analytics.asset.title')} subtitle={t('analytics.asset.subtitle')} />
      <InfoState info={info} noData={t('analytics.asset.noData')}>
        <>
          <AnalyticsFilters>
            <Select
              label={t('analytics.filters.project')}
              placeholder={t('analytics.filters.allProjects')}
              data={projects.map((row) => row.asset_label)}
              value={project}
              onChange={(next) => select({ project: next, assetId: null })}
              clearable
              searchable
              w={{ base: '100%', xs: 220 }}
            />
            <Select
              label={t('analytics.filters.asset')}
              placeholder={t('analytics.filters.allAssets')}
              data={offered.map((row) => ({ value: row.asset_id, label: row.title ?? row.asset_id }))}
              value={asset?.asset_id ?? null}
              onChange={(next) => {
                const picked = offered.find((row) => row.asset_id === next);
                if (picked) openAsset(picked);
                else select({ assetId: null });
              }}
              clearable
              searchable
              nothingFoundMessage={t('analytics.filters.nothingFound')}
              w={{ base: '100%', xs: 280 }}
            />
          </AnalyticsFilters>
          <AnalyticsDashboard
            source="asset"
            query={{ filter_periode: window, asset_label: project ?? undefined, asset_id: asset?.asset_id }}
            isEnabled
            onOpenAsset={openAsset}
          />
        </>
      </InfoState>
    </Stack>
  );
}
