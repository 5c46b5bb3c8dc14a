import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPeriod } from '../lib/format-period.ts';

interface PeriodSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** `YYYY-MM` months, in the order to offer them (newest first). */
  periods: readonly string[];
  value: string | null;
  onChange: (periode: string) => void;
  /** How each month is named: "November 2026", or "Nov 2026" with `short`. */
  month?: 'long' | 'short';
}

/** Picks a report month, each named in the reader's language ("November 2026"). */
export function PeriodSelect({ periods, value, onChange, month = 'long', ...props }: PeriodSelectProps) {
  const { i18n } = useTranslation();
  return (
    <Select
      data={periods.map((periode) => ({ value: periode, label: formatPeriod(periode, i18n.language, month) }))}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      w={{ base: '100%', xs: 220 }}
      {...props}
    />
  );
}
