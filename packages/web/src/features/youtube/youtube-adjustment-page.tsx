import { Stack, Tabs } from '@mantine/core';
import { IconChartPie, IconMusic } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconTabsList } from '../../components/icon-tabs-list.tsx';
import { useYoutubeInfoQuery } from './api/get-youtube-info.ts';
import { PeriodWithRate } from './components/period-with-rate.tsx';
import { ReportFrame } from './components/report-frame.tsx';
import { ReportTablePanel } from './components/report-table-panel.tsx';
import { AssetTable, SourceTable } from './components/report-tables.tsx';
import { pickPeriod } from './lib/pick-period.ts';
import { useRevenueParams } from './lib/use-revenue-params.ts';

/**
 * /reports/youtube-report-adjustment (SPEC §2): what YouTube's adjustment reports changed in a period, by
 * source and by asset. Only the periods that had one are offered.
 */
export default function YoutubeAdjustmentPage() {
  const { t } = useTranslation();
  const info = useYoutubeInfoQuery();
  const params = useRevenueParams();
  const periods = (info.data?.periods ?? []).filter((period) => period.has_adjustment);
  const periode = pickPeriod(periods, params.periode);
  const tab = params.tab === 'assets' ? 'assets' : 'sources';
  const paging = { page: params.page, onPageChange: params.setPage };
  const emptyOf = (key: string) => ({
    title: t(`youtube.empty.${key}.title`),
    description: t(`youtube.empty.${key}.description`),
  });

  return (
    <ReportFrame
      title={t('youtube.adjustment.title')}
      subtitle={t('youtube.adjustment.subtitle')}
      query={info}
      hasPeriods={periode !== undefined}
      empty={emptyOf('noAdjustment')}
    >
      {periode && (
        <Stack gap="lg">
          <PeriodWithRate periods={periods} value={periode} onChange={params.setPeriode} />
          <Tabs
            value={tab}
            onChange={(next) => params.setTab(next === 'assets' ? 'assets' : 'sources')}
            keepMounted={false}
          >
            <IconTabsList
              tabs={[
                { value: 'sources', icon: IconChartPie, label: t('youtube.tabs.sources') },
                { value: 'assets', icon: IconMusic, label: t('youtube.tabs.assets') },
              ]}
            />
            <Tabs.Panel value="sources" pt="lg">
              <ReportTablePanel
                selection={{ metric: 'default', periode, adjustment: true }}
                {...paging}
                empty={emptyOf('sources')}
              >
                {(table) => <SourceTable rows={table.results} />}
              </ReportTablePanel>
            </Tabs.Panel>
            <Tabs.Panel value="assets" pt="lg">
              <ReportTablePanel
                selection={{ metric: 'asset', periode, adjustment: true }}
                {...paging}
                empty={emptyOf('assets')}
              >
                {(table) => <AssetTable rows={table.results} />}
              </ReportTablePanel>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </ReportFrame>
  );
}
