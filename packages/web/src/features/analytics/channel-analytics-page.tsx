import type { AnalyticsTopRow } from '@irama/contracts';
import { Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAnalyticsWindow } from '../../components/analytics/window-select.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAnalyticsSelection } from '../../lib/analytics-selection.ts';
import { useChannelInfoQuery } from './api/get-analytics-info.ts';
import { AnalyticsDashboard } from './components/analytics-dashboard.tsx';
import { AnalyticsFilters } from './components/analytics-filters.tsx';
import { InfoState } from './components/info-state.tsx';

/**
 * /analytics/youtube-analytic/channel (SPEC §2, channel analytic): the company's YouTube channels over a
 * period, all or one; a top video opens its asset's analytics. The channel picked here is shared with every screen.
 */
export default function ChannelAnalyticsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useChannelInfoQuery();
  const [window] = useAnalyticsWindow();
  const [selection, select] = useAnalyticsSelection();
  const channels = info.data?.channels ?? [];
  const channel = channels.find((row) => row.channel_id === selection.channelId) ?? null;

  function openAsset(row: AnalyticsTopRow) {
    select({ assetId: row.asset_id, project: null, ...(row.channel_id ? { channelId: row.channel_id } : {}) });
    navigate({
      pathname: '/analytics/youtube-analytic-new',
      search: window === 'last_28_days' ? '' : `?periode=${window}`,
    });
  }

  return (
    <Stack gap="lg">
      <PageHeader title={t('analytics.channel.title')} subtitle={t('analytics.channel.subtitle')} />
      <InfoState info={info} noData={t('analytics.channel.noData')}>
        <>
          <AnalyticsFilters>
            <Select
              label={t('analytics.filters.channel')}
              placeholder={t('analytics.filters.allChannels')}
              data={channels.map((row) => ({
                value: row.channel_id,
                label: row.title ? `${row.title} (${row.channel_id})` : row.channel_id,
              }))}
              value={channel?.channel_id ?? null}
              onChange={(next) => select({ channelId: next })}
              clearable
              searchable
              nothingFoundMessage={t('analytics.filters.nothingFound')}
              w={{ base: '100%', xs: 320 }}
            />
          </AnalyticsFilters>
          <AnalyticsDashboard
            source="channel"
            query={{ filter_periode: window, channel_id: channel?.channel_id }}
            isEnabled
            onOpenAsset={openAsset}
          />
        </>
      </InfoState>
    </Stack>
  );
}
