import type { PaymentSummary } from '@irama/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/stat-tile.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { formatIdr } from '../../../lib/money.ts';

/** The payments at a glance, in rupiah: credited, paid, unpaid, proofs still missing and the last transfer. */
export function PaymentSummaryCards({ summary }: { summary: PaymentSummary | undefined }) {
  const { t, i18n } = useTranslation();
  const idr = (amount: number) => formatIdr(amount, i18n.language);
  const last = summary?.last_payment;
  const tiles: { key: string; label: string; value: string | undefined; note?: string; color?: string }[] = [
    { key: 'credited', label: t('payment.summary.credited'), value: summary && idr(summary.credited_idr) },
    { key: 'paid', label: t('payment.summary.paid'), value: summary && idr(summary.paid_idr) },
    { key: 'unpaid', label: t('payment.summary.unpaid'), value: summary && idr(summary.unpaid_idr) },
    {
      key: 'missing',
      label: t('payment.summary.missingTaxProofs'),
      value: summary && new Intl.NumberFormat(i18n.language).format(summary.missing_tax_proofs),
      color: summary && summary.missing_tax_proofs > 0 ? 'orange' : undefined,
    },
    {
      key: 'last',
      label: t('payment.summary.lastPayment'),
      value: summary && (last ? idr(last.amount_idr) : t('payment.summary.noPayment')),
      note: last ? formatDay(last.paid_at, i18n.language) : undefined,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {tiles.map(({ key, ...tile }) => (
        <StatTile key={key} {...tile} />
      ))}
    </SimpleGrid>
  );
}
