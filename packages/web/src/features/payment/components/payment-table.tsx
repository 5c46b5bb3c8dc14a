import type { Payment } from '@irama/contracts';
import { Button, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IdrAmount } from '../../../components/idr-amount.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { formatPeriod } from '../../../lib/format-period.ts';
import { localizedText } from '../../../lib/localized.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useDownloadTaxProofMutation } from '../api/get-payment-history.ts';
import { PeriodLabel } from './period-label.tsx';
import { TaxDeadline } from './tax-status-badge.tsx';

interface PaymentTableProps {
  payments: readonly Payment[];
  label: string;
  /** Opens the tax-proof upload for a payment still missing its proof. */
  onUpload: (payment: Payment) => void;
}

/** YouTube payments: when, for which report and project, how much, and the tax proof to upload or download. */
export function PaymentTable({ payments, label, onUpload }: PaymentTableProps) {
  const { t, i18n } = useTranslation();
  const download = useDownloadTaxProofMutation();
  const period = (periode: string) => formatPeriod(periode, i18n.language, 'short');

  function handleDownload(payment: Payment) {
    download.mutate(payment, { onError: (error) => notifyError(t, t('payment.history.downloadFailed'), error) });
  }

  return (
    <ListTable
      rows={payments}
      rowKey={(payment) => payment.hash}
      label={label}
      minWidth={860}
      heading={{
        header: t('payment.history.columns.paymentPeriod'),
        cell: (payment) => (
          <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {period(payment.payment_period)}
          </Text>
        ),
      }}
      columns={[
        {
          header: t('payment.history.columns.reportPeriod'),
          cell: (payment) => (
            <PeriodLabel periode={payment.report_period} isAdjustment={payment.is_adjustment} month="short" />
          ),
        },
        {
          header: t('payment.history.columns.project'),
          cell: (payment) => payment.project || t('payment.noProject'),
        },
        {
          header: t('payment.history.columns.description'),
          cell: (payment) => {
            const description = localizedText(payment, 'description', i18n.language);
            return (
              <Text span size="sm" lineClamp={2} maw={200} title={description}>
                {description || '—'}
              </Text>
            );
          },
        },
        {
          header: t('payment.history.columns.amount'),
          cell: (payment) => <IdrAmount amount={payment.amount_idr} />,
        },
        { header: t('payment.history.columns.taxDeadline'), cell: (payment) => <TaxDeadline payment={payment} /> },
      ]}
      trailing={{
        header: t('payment.history.columns.document'),
        cell: (payment) =>
          payment.tax_proof ? (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconDownload size={14} />}
              onClick={() => handleDownload(payment)}
              aria-label={t('payment.history.downloadProof', { name: payment.tax_proof.name })}
            >
              {t('payment.history.download')}
            </Button>
          ) : (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconUpload size={14} />}
              onClick={() => onUpload(payment)}
            >
              {t('payment.history.upload')}
            </Button>
          ),
      }}
    />
  );
}
