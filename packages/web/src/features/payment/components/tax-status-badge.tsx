import type { Payment } from '@irama/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import { taxBadgeOf } from '../lib/tax-deadline.ts';

/** A payment's tax-proof deadline and where it stands: uploaded, due in N days, or overdue. */
export function TaxDeadline({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  const badge = taxBadgeOf(payment, new Date());
  return (
    <Stack gap={2} align="flex-start" style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm" span>
        {formatDate(payment.tax_deadline, i18n.language)}
      </Text>
      <Badge color={badge.color} variant="light" c="dark.7" size="sm" miw="max-content">
        {t(badge.key, { count: badge.days })}
      </Badge>
    </Stack>
  );
}
