import type { Payment } from '@irama/contracts';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadMenu } from '../../../components/download-menu.tsx';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { ListSelect } from '../../../components/list-page/list-select.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatPeriod } from '../../../lib/format-period.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useDownloadPaymentHistoryMutation, usePaymentHistoryQuery } from '../api/get-payment-history.ts';
import { paymentMonths } from '../lib/payment-months.ts';
import { PaymentTable } from './payment-table.tsx';

const PAGE_SIZE = 20;

interface PaymentHistoryCardProps {
  /** Report periods: the history's months start at the oldest. */
  periods: readonly string[];
  onUpload: (payment: Payment) => void;
}

/** Every YouTube payment, filtered by payment month (`?paid=`), paged, and downloadable as CSV or XLSX. */
export function PaymentHistoryCard({ periods, onUpload }: PaymentHistoryCardProps) {
  const { t, i18n } = useTranslation();
  const params = useListParams([], undefined, ['paid']);
  const periode = params.filters.paid;
  const history = usePaymentHistoryQuery({ periode, page: params.page, limit: PAGE_SIZE });
  const download = useDownloadPaymentHistoryMutation();
  const months = paymentMonths(periods, new Date());

  return (
    <SectionCard title={t('payment.history.title')} description={t('payment.history.description')}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <ListSelect
          label={t('payment.history.filter')}
          allLabel={t('payment.history.allMonths')}
          options={months.map((month) => ({ value: month, label: formatPeriod(month, i18n.language) }))}
          value={periode}
          onChange={(value) => params.setFilter('paid', value)}
          w={{ base: '100%', xs: 220 }}
        />
        <DownloadMenu
          label={t('payment.history.export')}
          formatLabels={{ csv: t('payment.formats.csv'), xlsx: t('payment.formats.xlsx') }}
          isLoading={download.isPending}
          isDisabled={history.data?.total === 0}
          onChoose={(format) =>
            download.mutate(
              { periode, format },
              { onError: (error) => notifyError(t, t('payment.history.downloadFailed'), error) },
            )
          }
        />
      </Group>
      <ListResults
        query={history}
        params={params}
        limit={PAGE_SIZE}
        empty={
          <ListEmpty title={t('payment.history.emptyTitle')} description={t('payment.history.emptyDescription')} />
        }
      >
        {(payments) => <PaymentTable payments={payments} label={t('payment.history.tableLabel')} onUpload={onUpload} />}
      </ListResults>
    </SectionCard>
  );
}
