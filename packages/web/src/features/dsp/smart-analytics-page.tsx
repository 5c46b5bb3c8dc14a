import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataNotFound } from '../../components/analytics/data-not-found.tsx';
import { RangeNote } from '../../components/analytics/range-note.tsx';
import { useAnalyticsWindow, WindowSelect } from '../../components/analytics/window-select.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDspInsightsQuery } from './api/get-dsp-insights.ts';
import { CountNote } from './components/count-note.tsx';
import { DspError } from './components/dsp-error.tsx';
import { InsightCard } from './components/insight-card.tsx';
import { LoadingTips } from './components/loading-tips.tsx';
import { PaidStreamsCard } from './components/paid-streams-card.tsx';
import { formatBps, formatCount } from './lib/format.ts';

/** Smart Analytics (beta): what stands out in the company's store analytics, with the numbers behind it. */
export default function SmartAnalyticsPage() {
  const { t, i18n } = useTranslation();
  const [window] = useAnalyticsWindow();
  const insights = useDspInsightsQuery(window);
  const data = insights.data;
  return (
    <Stack gap="lg">
      <Stack gap={4} align="flex-start">
        <Badge color="red" variant="light">
          {t('dsp.smart.beta')}
        </Badge>
        <PageHeader title={t('dsp.smart.title')} subtitle={t('dsp.smart.subtitle')} />
      </Stack>
      <WindowSelect />
      {insights.error ? (
        <DspError error={insights.error} notFound={t('dsp.noService')} />
      ) : !data ? (
        <LoadingTips />
      ) : (
        <>
          {data.has_data && <RangeNote range={data.range} />}
          {data.has_data && <CountNote />}
          {data.insights.length === 0 ? (
            <DataNotFound description={t(data.has_data ? 'dsp.smart.empty' : 'dsp.noData')} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {data.insights.map((insight, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: insights have no id; the list is replaced whole.
                <InsightCard key={index} insight={insight} />
              ))}
            </SimpleGrid>
          )}
          <Text size="xs" c="dimmed">
            {t('dsp.smart.rules', {
              min: formatCount(data.thresholds.min_streams, i18n.language),
              growth: formatBps(data.thresholds.growth_min_bps, i18n.language),
              drop: formatBps(data.thresholds.drop_min_bps, i18n.language),
              gain: formatCount(data.thresholds.breakout_min_gain_bps / 100, i18n.language),
              releases: data.thresholds.min_releases,
            })}
          </Text>
          {data.has_data && <PaidStreamsCard />}
        </>
      )}
    </Stack>
  );
}
