import { WITHDRAWAL_STATUSES, type Withdrawal } from '@irama/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { ListSelect } from '../../../components/list-page/list-select.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { RowTitle } from '../../../components/list-page/row-title.tsx';
import { ReportDownload } from '../../../components/report-download.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { downloadWithdrawalHistory, useWithdrawalHistoryQuery } from '../api/get-withdrawal-history.ts';
import { useWithdrawalColumns } from './withdrawal-columns.tsx';
import { WithdrawalStatusBadge } from './withdrawal-status-badge.tsx';

const PAGE_SIZE = 20;

/** The company's withdrawals with every field of SPEC §3, filtered by status, paged and downloadable. */
export function WithdrawalsTab() {
  const { t, i18n } = useTranslation();
  const params = useListParams(WITHDRAWAL_STATUSES);
  const history = useWithdrawalHistoryQuery({ status: params.status, page: params.page, limit: PAGE_SIZE });
  const columns = [
    ...useWithdrawalColumns(),
    {
      header: t('balance.history.columns.paymentCode'),
      cell: (row: Withdrawal) => (
        <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {row.payment_code ?? '—'}
        </Text>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <ListSelect
          label={t('balance.history.status')}
          allLabel={t('balance.status.all')}
          options={WITHDRAWAL_STATUSES.map((status) => ({ value: status, label: t(`balance.status.${status}`) }))}
          value={params.status}
          onChange={params.setStatus}
          w={{ base: '100%', xs: 240 }}
        />
        <ReportDownload
          onDownload={(format) => downloadWithdrawalHistory(params.status, format)}
          isDisabled={history.data?.total === 0}
        />
      </Group>
      <ListResults
        query={history}
        params={params}
        limit={PAGE_SIZE}
        empty={
          <ListEmpty title={t('balance.history.emptyTitle')} description={t('balance.history.emptyDescription')} />
        }
      >
        {(withdrawals) => (
          <ListTable
            rows={withdrawals}
            rowKey={(row) => row.reference}
            label={t('balance.history.tableLabel')}
            minWidth={860}
            isScrollFocusable
            heading={{
              header: t('balance.history.columns.reference'),
              cell: (row) => (
                <div style={{ whiteSpace: 'nowrap' }}>
                  <RowTitle title={row.reference} detail={formatDateTime(row.created_at, i18n.language)} />
                </div>
              ),
            }}
            columns={columns}
            trailing={{
              header: t('balance.history.columns.status'),
              cell: (row) => <WithdrawalStatusBadge withdrawal={row} />,
            }}
          />
        )}
      </ListResults>
    </Stack>
  );
}
