import { Badge, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPeriod } from '../../../lib/format-period.ts';

interface PeriodLabelProps {
  periode: string;
  isAdjustment: boolean;
  month?: 'long' | 'short';
}

/** A report period in a table, marked when what it pays is the period's adjustment report. */
export function PeriodLabel({ periode, isAdjustment, month = 'long' }: PeriodLabelProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={2} align="flex-start" component="span" style={{ whiteSpace: 'nowrap' }}>
      {formatPeriod(periode, i18n.language, month)}
      {isAdjustment && (
        <Badge size="xs" variant="light" c="dark.7" color="grape" miw="max-content">
          {t('payment.adjustment')}
        </Badge>
      )}
    </Stack>
  );
}
