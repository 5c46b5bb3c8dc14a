import { type OpsWithdrawal, WITHDRAWAL_STATUSES } from '@irama/contracts';
import { Badge, Button, Checkbox, Group, Stack } from '@mantine/core';
import { IconChecks, IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionButtons } from '../../../components/decision-buttons.tsx';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { RowTitle } from '../../../components/list-page/row-title.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useDownloadBulkTransferMutation, useOpsWithdrawalsQuery } from '../api/get-ops-withdrawals.ts';
import { OpsFilters } from './ops-filters.tsx';
import { PayBatchModal } from './pay-batch-modal.tsx';
import { PayWithdrawalModal, RejectWithdrawalModal } from './settle-withdrawal-modals.tsx';
import { useWithdrawalColumns } from './withdrawal-columns.tsx';
import { WithdrawalStatusBadge } from './withdrawal-status-badge.tsx';

const PAGE_SIZE = 50;

/** Staff's withdrawals: the waiting ones first, paid one by one or as a bank batch, or rejected. */
export function OpsWithdrawalsTab() {
  const { t, i18n } = useTranslation();
  const params = useListParams(WITHDRAWAL_STATUSES, 'waiting', ['company']);
  const companyId = Number(params.filters.company) || undefined;
  const list = useOpsWithdrawalsQuery({
    status: params.status,
    company_id: companyId,
    page: params.page,
    limit: PAGE_SIZE,
  });
  const exportCsv = useDownloadBulkTransferMutation();
  const [selected, setSelected] = useState<Map<number, OpsWithdrawal>>(new Map());
  const [paying, setPaying] = useState<OpsWithdrawal | null>(null);
  const [rejecting, setRejecting] = useState<OpsWithdrawal | null>(null);
  const [isBatchOpen, setBatchOpen] = useState(false);
  const columns = useWithdrawalColumns();
  const waitingOnPage = (list.data?.results ?? []).filter((row) => row.status === 'waiting');
  const isAllSelected = waitingOnPage.length > 0 && waitingOnPage.every((row) => selected.has(row.id));

  function toggle(row: OpsWithdrawal, isChecked: boolean) {
    setSelected((current) => {
      const next = new Map(current);
      if (isChecked) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });
  }

  function toggleAll(isChecked: boolean) {
    for (const row of waitingOnPage) toggle(row, isChecked);
  }

  function handleExport() {
    exportCsv.mutate([...selected.keys()], {
      onError: (error) => notifyError(t, t('balance.ops.exportFailed'), error),
    });
  }

  return (
    <Stack gap="md">
      <OpsFilters
        params={params}
        choice={{
          label: t('balance.history.status'),
          allLabel: t('balance.status.all'),
          options: WITHDRAWAL_STATUSES.map((status) => ({ value: status, label: t(`balance.status.${status}`) })),
          width: 220,
        }}
      />
      <Group gap="sm" justify="space-between">
        <Checkbox
          label={t('balance.ops.selectAll')}
          checked={isAllSelected}
          indeterminate={!isAllSelected && waitingOnPage.some((row) => selected.has(row.id))}
          disabled={waitingOnPage.length === 0}
          onChange={(event) => toggleAll(event.currentTarget.checked)}
        />
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileDownload size={16} />}
            loading={exportCsv.isPending}
            onClick={handleExport}
          >
            {selected.size > 0 ? t('balance.ops.exportSelected', { count: selected.size }) : t('balance.ops.exportAll')}
          </Button>
          <Button
            leftSection={<IconChecks size={16} />}
            disabled={selected.size === 0}
            onClick={() => setBatchOpen(true)}
          >
            {t('balance.ops.payBatch', { count: selected.size })}
          </Button>
        </Group>
      </Group>
      <ListResults
        query={list}
        params={params}
        limit={PAGE_SIZE}
        empty={<ListEmpty title={t('balance.ops.emptyTitle')} description={t('balance.ops.emptyDescription')} />}
      >
        {(rows) => (
          <ListTable
            rows={rows}
            rowKey={(row) => row.id}
            label={t('balance.ops.tableLabel')}
            minWidth={900}
            heading={{
              header: t('balance.ops.columns.withdrawal'),
              cell: (row) => (
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Checkbox
                    mt={2}
                    aria-label={t('balance.ops.select', { reference: row.reference })}
                    checked={selected.has(row.id)}
                    disabled={row.status !== 'waiting'}
                    onChange={(event) => toggle(row, event.currentTarget.checked)}
                  />
                  <RowTitle
                    title={row.company_name}
                    detail={`${row.reference} · ${formatDateTime(row.created_at, i18n.language)} · ${row.requested_by}`}
                  />
                </Group>
              ),
            }}
            columns={columns}
            trailing={{
              header: t('balance.history.columns.status'),
              cell: (row) => (
                <Stack gap={6} align="flex-start">
                  {row.is_overdue && (
                    <Badge color="red.9" variant="filled" size="sm">
                      {t('balance.ops.overdue')}
                    </Badge>
                  )}
                  <WithdrawalStatusBadge withdrawal={row} isPaymentCodeShown />
                  {row.status === 'waiting' && (
                    <Group gap={6} wrap="nowrap">
                      <DecisionButtons
                        accept={{
                          label: t('balance.ops.pay'),
                          ariaLabel: t('balance.ops.payLabel', { reference: row.reference }),
                          onClick: () => setPaying(row),
                        }}
                        refuse={{
                          label: t('balance.ops.reject'),
                          ariaLabel: t('balance.ops.rejectLabel', { reference: row.reference }),
                          onClick: () => setRejecting(row),
                        }}
                      />
                    </Group>
                  )}
                </Stack>
              ),
            }}
          />
        )}
      </ListResults>
      <PayWithdrawalModal withdrawal={paying} onClose={() => setPaying(null)} />
      <RejectWithdrawalModal withdrawal={rejecting} onClose={() => setRejecting(null)} />
      <PayBatchModal
        withdrawals={[...selected.values()]}
        opened={isBatchOpen}
        onClose={() => setBatchOpen(false)}
        onPaid={() => setSelected(new Map())}
      />
    </Stack>
  );
}
