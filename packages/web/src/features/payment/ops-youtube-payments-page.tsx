import type { PayablePeriod } from '@irama/contracts';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdrAmount } from '../../components/idr-amount.tsx';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { ListResults } from '../../components/list-page/list-results.tsx';
import { ListSelect } from '../../components/list-page/list-select.tsx';
import { ListTable } from '../../components/list-page/list-table.tsx';
import { OpsCompanySelect } from '../../components/ops/company-select.tsx';
import { formatDay } from '../../lib/format-date.ts';
import { formatPeriod } from '../../lib/format-period.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { PAYABLE_STATUSES, usePayablePeriodsQuery } from './api/get-payable-periods.ts';
import { PayModal } from './components/pay-modal.tsx';
import { PeriodLabel } from './components/period-label.tsx';

const PAGE_SIZE = 20;

const keyOf = (period: PayablePeriod) => `${period.company_id}:${period.periode}:${period.is_adjustment}`;

/** /ops/youtube-payments (staff): companies' credited YouTube periods, the unpaid ones first, and paying them. */
export default function OpsYoutubePaymentsPage() {
  const { t, i18n } = useTranslation();
  // The page opens on what waits for staff: unpaid periods.
  const params = useListParams(PAYABLE_STATUSES, 'unpaid', ['company']);
  const companyId = Number(params.filters.company) || undefined;
  const periods = usePayablePeriodsQuery({
    company_id: companyId,
    status: params.status,
    page: params.page,
    limit: PAGE_SIZE,
  });
  const [paying, setPaying] = useState<PayablePeriod | null>(null);

  return (
    <ListPage title={t('payment.ops.title')} subtitle={t('payment.ops.subtitle')} maw={1200}>
      <Group gap="sm" align="flex-end">
        <OpsCompanySelect
          label={t('payment.ops.company')}
          allLabel={t('payment.ops.allCompanies')}
          value={companyId ? String(companyId) : undefined}
          onChange={(value) => params.setFilter('company', value)}
          nothingFoundMessage={t('payment.ops.noCompany')}
        />
        <ListSelect
          label={t('payment.ops.status')}
          allLabel={t('payment.ops.statuses.all')}
          options={PAYABLE_STATUSES.map((status) => ({ value: status, label: t(`payment.ops.statuses.${status}`) }))}
          value={params.status}
          onChange={params.setStatus}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <ListResults
        query={periods}
        params={params}
        limit={PAGE_SIZE}
        empty={<ListEmpty title={t('payment.ops.emptyTitle')} description={t('payment.ops.emptyDescription')} />}
      >
        {(results) => (
          <ListTable
            rows={results}
            rowKey={keyOf}
            label={t('payment.ops.tableLabel')}
            minWidth={820}
            heading={{
              header: t('payment.ops.columns.company'),
              cell: (period) => (
                <Text fw={600} size="sm">
                  {period.company_name}
                </Text>
              ),
            }}
            columns={[
              {
                header: t('payment.ops.columns.period'),
                cell: (period) => <PeriodLabel periode={period.periode} isAdjustment={period.is_adjustment} />,
              },
              {
                header: t('payment.ops.columns.credited'),
                cell: (period) => <IdrAmount amount={period.credited_idr} />,
              },
              { header: t('payment.ops.columns.projects'), cell: (period) => period.projects },
              {
                header: t('payment.ops.columns.paidAt'),
                cell: (period) =>
                  period.paid_at ? (
                    formatDay(period.paid_at, i18n.language)
                  ) : (
                    <Badge color="orange" variant="light" c="dark.7" size="sm">
                      {t('payment.ops.statuses.unpaid')}
                    </Badge>
                  ),
              },
            ]}
            trailing={{
              header: t('payment.ops.columns.action'),
              cell: (period) =>
                period.paid_at ? (
                  <Badge color="green" variant="light" c="dark.7">
                    {t('payment.ops.statuses.paid')}
                  </Badge>
                ) : (
                  <Button
                    size="compact-sm"
                    onClick={() => setPaying(period)}
                    aria-label={t('payment.ops.payLabel', {
                      company: period.company_name,
                      period: formatPeriod(period.periode, i18n.language),
                    })}
                  >
                    {t('payment.ops.pay')}
                  </Button>
                ),
            }}
          />
        )}
      </ListResults>
      <PayModal period={paying} onClose={() => setPaying(null)} />
    </ListPage>
  );
}
