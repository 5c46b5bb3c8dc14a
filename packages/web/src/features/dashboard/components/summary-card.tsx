import type { SummaryReport } from '@irama/contracts';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyNote } from '../../../components/ideas/empty-note.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatPeriod } from '../../../lib/format-period.ts';
import { formatIdr } from '../../../lib/money.ts';

const SERIES = [
  { key: 'youtube_nett_idr', labelKey: 'dashboard.summary.youtube', color: 'red.7', to: '/reports/youtube/revenue' },
  { key: 'dsp_nett_idr', labelKey: 'dashboard.summary.dsp', color: 'teal.7', to: '/reports/dsp-report' },
] as const;

/** The nett income of the last published periods, by service, as bars against the largest month. */
export function SummaryCard({ summary }: { summary: SummaryReport }) {
  const { t, i18n } = useTranslation();
  const series = SERIES.filter((s) => (s.key === 'youtube_nett_idr' ? summary.has_youtube : summary.has_dsp));
  const largest = Math.max(1, ...summary.periods.flatMap((p) => series.map((s) => p[s.key] ?? 0)));
  return (
    <SectionCard title={t('dashboard.summary.title')} description={t('dashboard.summary.description')}>
      {summary.periods.length === 0 ? (
        <EmptyNote text={t('dashboard.summary.empty')} />
      ) : (
        <Stack gap="sm">
          <Group gap="md">
            {series.map((s) => (
              <Group key={s.key} gap={6}>
                <Progress value={100} color={s.color} w={14} size="sm" aria-hidden />
                <Text size="xs" component={Link} to={s.to} c="inherit">
                  {t(s.labelKey)}
                </Text>
              </Group>
            ))}
          </Group>
          {[...summary.periods].reverse().map((period) => (
            <Stack key={period.periode} gap={4}>
              <Text size="xs" fw={600}>
                {formatPeriod(period.periode, i18n.language)}
              </Text>
              {series.map((s) => {
                const amount = period[s.key] ?? 0;
                return (
                  <Group key={s.key} gap="xs" wrap="nowrap">
                    <Progress
                      value={(amount * 100) / largest}
                      color={s.color}
                      size="md"
                      style={{ flex: 1 }}
                      aria-label={`${t(s.labelKey)} ${formatPeriod(period.periode, i18n.language)}`}
                    />
                    <Text size="xs" w={120} ta="right" style={{ flex: 'none', whiteSpace: 'nowrap' }}>
                      {formatIdr(amount, i18n.language)}
                    </Text>
                  </Group>
                );
              })}
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
