import { WITHDRAWAL_PROCESSING_HOURS, type Withdrawal } from '@irama/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';

const COLORS = { waiting: 'orange', paid: 'green', rejected: 'red' } as const;

/** A withdrawal's status, with what the user needs beside it: when a waiting one is processed, why one was rejected. */
export function WithdrawalStatusBadge({
  withdrawal,
  isPaymentCodeShown = false,
}: {
  withdrawal: Pick<Withdrawal, 'status' | 'process_by' | 'reject_reason' | 'paid_at' | 'payment_code'>;
  /** Beside a paid one: where the page has no payment code column of its own. */
  isPaymentCodeShown?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const note =
    withdrawal.status === 'waiting'
      ? t('balance.status.processBy', { date: formatDateTime(withdrawal.process_by, i18n.language) })
      : withdrawal.status === 'rejected'
        ? withdrawal.reject_reason
        : withdrawal.paid_at && formatDateTime(withdrawal.paid_at, i18n.language);
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={COLORS[withdrawal.status]} variant="light" c="dark.7" size="sm">
        {t(`balance.status.${withdrawal.status}`)}
      </Badge>
      {withdrawal.status === 'waiting' && (
        <Text size="xs" fw={500}>
          {t('balance.status.within', { hours: WITHDRAWAL_PROCESSING_HOURS })}
        </Text>
      )}
      {isPaymentCodeShown && withdrawal.payment_code && (
        <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {withdrawal.payment_code}
        </Text>
      )}
      {note && (
        <Text size="xs" c="dimmed" maw={180} style={{ overflowWrap: 'anywhere' }}>
          {note}
        </Text>
      )}
    </Stack>
  );
}
