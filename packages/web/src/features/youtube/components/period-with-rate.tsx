import type { YoutubePeriod } from '@irama/contracts';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PeriodSelect } from '../../../components/period-select.tsx';
import { formatRate } from '../../../lib/money.ts';

interface PeriodWithRateProps {
  /** Newest first, as the server lists them. */
  periods: readonly YoutubePeriod[];
  value: string;
  onChange: (periode: string) => void;
}

/** The report month to read, with the dollar rate its rupiah figures were converted at beside it. */
export function PeriodWithRate({ periods, value, onChange }: PeriodWithRateProps) {
  const { t, i18n } = useTranslation();
  const rate = periods.find((period) => period.periode === value)?.rate.idr_per_unit ?? null;
  return (
    <Group gap="md" align="flex-end">
      <PeriodSelect
        label={t('youtube.period.label')}
        periods={periods.map((period) => period.periode)}
        value={value}
        onChange={onChange}
        month="short"
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
