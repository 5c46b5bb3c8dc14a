import { type Payment, type PaymentReport, REVENUE_SOURCES } from '@irama/contracts';
import { SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PeriodSelect } from '../../../components/period-select.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { StatTile } from '../../../components/stat-tile.tsx';
import { formatIdr, formatRate } from '../../../lib/money.ts';
import { usePaymentReportQuery } from '../api/get-payment-report.ts';
import { PaymentTable } from './payment-table.tsx';

interface PaymentReportCardProps {
  /** Report periods, newest first. */
  periods: readonly string[];
  periode: string | undefined;
  onPeriodeChange: (periode: string) => void;
  onUpload: (payment: Payment) => void;
}

/** One report period: what each source credited (regular and adjustment), what of it was paid, and the payments. */
export function PaymentReportCard({ periods, periode, onPeriodeChange, onUpload }: PaymentReportCardProps) {
  const { t } = useTranslation();
  const report = usePaymentReportQuery(periode);
  return (
    <SectionCard title={t('payment.report.title')} description={t('payment.report.description')}>
      <PeriodSelect
        label={t('payment.report.period')}
        periods={periods}
        value={periode ?? report.data?.periode ?? periods[0] ?? null}
        onChange={onPeriodeChange}
      />
      {report.data ? <ReportBody report={report.data} onUpload={onUpload} /> : <QueryState error={report.error} />}
    </SectionCard>
  );
}

function ReportBody({ report, onUpload }: { report: PaymentReport; onUpload: (payment: Payment) => void }) {
  const { t, i18n } = useTranslation();
  const idr = (amount: number) => formatIdr(amount, i18n.language);
  const creditOf = (source: string, isAdjustment: boolean) =>
    report.credits
      .filter((credit) => credit.source === source && credit.is_adjustment === isAdjustment)
      .reduce((sum, credit) => sum + credit.amount_idr, 0);
  const totals = [
    { key: 'credited', label: t('payment.summary.credited'), value: report.credited_idr },
    { key: 'paid', label: t('payment.summary.paid'), value: report.paid_idr },
    { key: 'unpaid', label: t('payment.summary.unpaid'), value: report.unpaid_idr },
  ];
  const rate = report.rate.idr_per_unit;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {totals.map((total) => (
          <StatTile key={total.key} label={total.label} value={idr(total.value)} />
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {rate ? t('payment.report.rate', { rate: formatRate(rate, i18n.language) }) : t('payment.report.noRate')}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" fz="sm" aria-label={t('payment.report.creditsLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payment.report.columns.source')}</Table.Th>
              <Table.Th ta="right">{t('payment.report.columns.regular')}</Table.Th>
              <Table.Th ta="right">{t('payment.report.columns.adjustment')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {REVENUE_SOURCES.map((source) => (
              <Table.Tr key={source}>
                <Table.Td>{t(`payment.sources.${source}`)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {idr(creditOf(source, false))}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {idr(creditOf(source, true))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fw={600} size="sm">
        {t('payment.report.payments')}
      </Text>
      {report.payments.length > 0 ? (
        <PaymentTable payments={report.payments} label={t('payment.report.paymentsLabel')} onUpload={onUpload} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('payment.report.noPayments')}
        </Text>
      )}
    </>
  );
}
