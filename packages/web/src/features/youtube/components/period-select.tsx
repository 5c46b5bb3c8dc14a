import type { YoutubePeriod } from '@irama/contracts';
import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRate } from '../../../lib/money.ts';
import { formatPeriod } from '../lib/format-period.ts';

interface PeriodSelectProps {
  /** Newest first, as the server lists them. */
  periods: readonly YoutubePeriod[];
  value: string;
  onChange: (periode: string) => void;
}

/** The report month to read, with the dollar rate its rupiah figures were converted at beside it. */
export function PeriodSelect({ periods, value, onChange }: PeriodSelectProps) {
  const { t, i18n } = useTranslation();
  const rate = periods.find((period) => period.periode === value)?.rate.idr_per_unit ?? null;
  return (
    <Group gap="md" align="flex-end">
      <Select
        label={t('youtube.period.label')}
        data={periods.map((period) => ({ value: period.periode, label: formatPeriod(period.periode, i18n.language) }))}
        value={value}
        onChange={(next) => next && onChange(next)}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      <Text size="sm" c="dimmed" pb={8}>
        {rate === null
          ? t('youtube.period.noRate')
          : t('youtube.period.rate', { rate: formatRate(rate, i18n.language) })}
      </Text>
    </Group>
  );
}
