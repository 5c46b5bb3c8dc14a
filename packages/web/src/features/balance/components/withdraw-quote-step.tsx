import type { Withdrawal, WithdrawalQuote } from '@irama/contracts';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { QuoteLines } from '../../../components/quote-lines.tsx';
import { useSingleFlight } from '../../../lib/idempotent-send.ts';
import { formatIdr } from '../../../lib/money.ts';
import { useConfirmWithdrawalMutation } from '../api/withdraw.ts';
import { BankDetails } from './bank-details.tsx';

/** A quote the user is looking at, with the one idempotency key every confirmation of it carries. */
export interface WithdrawalQuoteState {
  amount: number;
  quote: WithdrawalQuote;
  idempotencyKey: string;
}

interface WithdrawQuoteStepProps {
  state: WithdrawalQuoteState;
  onBack: () => void;
  onConfirmed: (withdrawal: Withdrawal) => void;
}

/** Step 2: where the money goes and what arrives; confirming requests it, and a retry never pays twice. */
export function WithdrawQuoteStep({ state, onBack, onConfirmed }: WithdrawQuoteStepProps) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmWithdrawalMutation();
  const sendOnce = useSingleFlight();
  const { quote } = state;
  const idr = (amount: number) => formatIdr(amount, i18n.language);
  const lines = [
    { label: t('balance.quote.subTotal'), value: idr(quote.sub_total_idr) },
    { label: t('balance.quote.bankCharge'), value: `− ${idr(quote.bank_charge_idr)}` },
    { label: t('balance.quote.total'), value: idr(quote.total_idr), isStrong: true },
    { label: t('balance.quote.availableAfter'), value: idr(quote.available_after_idr) },
  ];

  function handleConfirm() {
    sendOnce((settle) =>
      confirm.mutate(
        { amount: state.amount, idempotencyKey: state.idempotencyKey },
        { onSuccess: onConfirmed, onSettled: settle },
      ),
    );
  }

  return (
    <Stack gap="md">
      <BankDetails bank={quote.bank} />
      <Divider />
      <QuoteLines lines={lines} gap={6} strongValueSize="lg" />
      <Group gap="xs" wrap="nowrap">
        <IconClock size={18} aria-hidden />
        <Text size="sm">{t('balance.quote.processing', { hours: quote.processing_hours })}</Text>
      </Group>
      <ErrorAlert error={confirm.error} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={confirm.isPending}>
          {t('balance.actions.back')}
        </Button>
        <Button onClick={handleConfirm} loading={confirm.isPending}>
          {confirm.error ? t('balance.quote.retry') : t('balance.quote.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
