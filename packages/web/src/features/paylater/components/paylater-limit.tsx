import type { PaylaterSummary } from '@irama/contracts';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/stat-tile.tsx';
import { formatIdr } from '../../../lib/money.ts';
import { percentOf } from '../lib/percent.ts';
import { AmountBar } from './amount-bar.tsx';

/** The company's paylater limit, how much of it is used and what is left, as figures and a bar. */
export function PaylaterLimit({ summary }: { summary: PaylaterSummary }) {
  const { t, i18n } = useTranslation();
  const idr = (amount: number) => formatIdr(amount, i18n.language);
  const usedPercent = percentOf(summary.used_idr, summary.limit_idr);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={t('paylater.limit.label')}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <StatTile label={t('paylater.limit.limit')} value={idr(summary.limit_idr)} />
          <StatTile label={t('paylater.limit.used')} value={idr(summary.used_idr)} />
          <StatTile label={t('paylater.limit.available')} value={idr(summary.available_idr)} isHighlighted />
        </SimpleGrid>
        <AmountBar
          part={summary.used_idr}
          total={summary.limit_idr}
          size="lg"
          color={usedPercent >= 90 ? 'orange' : undefined}
          label={t('paylater.limit.bar')}
          valueText={t('paylater.limit.barText', { used: idr(summary.used_idr), limit: idr(summary.limit_idr) })}
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('paylater.limit.basis', {
              credits: idr(summary.credits_last_12_months_idr),
              share: summary.terms.limit_share_percent,
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('paylater.limit.repaidTotal', { amount: idr(summary.repaid_idr) })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
