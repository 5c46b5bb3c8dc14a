import type { PaylaterQuote } from '@irama/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QuoteLines } from '../../../components/quote-lines.tsx';
import { formatIdr } from '../../../lib/money.ts';

/** What paylater would cost, in full, before anything is agreed: no interest, one flat charge, repaid from royalties. */
export function PaylaterQuoteView({ quote }: { quote: PaylaterQuote }) {
  const { t, i18n } = useTranslation();
  const idr = (amount: number) => formatIdr(amount, i18n.language);
  const lines = [
    { label: t('musicbank.paylater.fee'), value: idr(quote.fee_idr) },
    { label: t('musicbank.paylater.serviceCharge'), value: idr(quote.service_charge_idr) },
    { label: t('musicbank.paylater.total'), value: idr(quote.total_idr), isStrong: true },
    { label: t('musicbank.paylater.share'), value: `${quote.repayment_share_percent}%` },
    {
      label: t('musicbank.paylater.months'),
      value:
        quote.expected_months === null
          ? t('musicbank.paylater.monthsUnknown')
          : t('musicbank.paylater.monthsValue', { count: quote.expected_months }),
    },
    { label: t('musicbank.paylater.limit'), value: idr(quote.limit_idr) },
    { label: t('musicbank.paylater.used'), value: idr(quote.used_idr) },
    { label: t('musicbank.paylater.available'), value: idr(quote.available_idr) },
  ];
  return (
    <Stack gap="xs" role="region" aria-label={t('musicbank.paylater.label')}>
      <Text size="sm">
        {t('musicbank.paylater.explain', {
          share: quote.repayment_share_percent,
          monthly: idr(quote.monthly_credits_idr),
        })}
      </Text>
      <QuoteLines lines={lines} gap={4} />
      {!quote.is_eligible && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {t(`musicbank.paylater.refusals.${quote.refusal ?? 'not_payable'}`)}
        </Alert>
      )}
    </Stack>
  );
}
