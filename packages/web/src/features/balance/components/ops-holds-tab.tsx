import { type OpsHold, ReleaseHoldRequestSchema } from '@irama/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { RowTitle } from '../../../components/list-page/row-title.tsx';
import { formatIdr } from '../../../lib/money.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { HOLD_STATUSES } from '../api/get-holds.ts';
import { useOpsHoldsQuery, useReleaseHoldMutation } from '../api/ops-holds.ts';
import { HoldState, useHoldColumns } from './holds-tab.tsx';
import { OpsFilters } from './ops-filters.tsx';
import { PlaceHoldModal } from './place-hold-modal.tsx';
import { TextActionModal } from './text-action-modal.tsx';

const PAGE_SIZE = 50;

/** Staff's holds: every company's, the active ones first; placing one and releasing it. */
export function OpsHoldsTab() {
  const { t, i18n } = useTranslation();
  const params = useListParams(HOLD_STATUSES, 'active', ['company']);
  const companyId = Number(params.filters.company) || undefined;
  const holds = useOpsHoldsQuery({ status: params.status, company_id: companyId, page: params.page, limit: PAGE_SIZE });
  const release = useReleaseHoldMutation();
  const columns = useHoldColumns();
  const [isPlacing, setPlacing] = useState(false);
  const [releasing, setReleasing] = useState<OpsHold | null>(null);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" justify="space-between">
        <OpsFilters
          params={params}
          choice={{
            label: t('balance.holds.status'),
            allLabel: t('balance.holds.statuses.all'),
            options: HOLD_STATUSES.map((status) => ({ value: status, label: t(`balance.holds.statuses.${status}`) })),
            width: 200,
          }}
        />
        <Button leftSection={<IconLock size={16} />} onClick={() => setPlacing(true)}>
          {t('balance.opsHolds.place')}
        </Button>
      </Group>
      <ListResults
        query={holds}
        params={params}
        limit={PAGE_SIZE}
        empty={
          <ListEmpty title={t('balance.opsHolds.emptyTitle')} description={t('balance.opsHolds.emptyDescription')} />
        }
      >
        {(rows) => (
          <ListTable
            rows={rows}
            rowKey={(hold) => hold.id}
            label={t('balance.holds.tableLabel')}
            minWidth={940}
            heading={{
              header: t('balance.ops.columns.company'),
              cell: (hold) => <RowTitle title={hold.company_name} detail={`#${hold.id}`} />,
            }}
            columns={columns}
            trailing={{
              header: t('balance.holds.columns.state'),
              cell: (hold) => (
                <Stack gap={6} align="flex-start">
                  <HoldState hold={hold} />
                  {!hold.released_at && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => setReleasing(hold)}
                      aria-label={t('balance.opsHolds.releaseLabel', { company: hold.company_name, id: hold.id })}
                    >
                      {t('balance.opsHolds.release')}
                    </Button>
                  )}
                </Stack>
              ),
            }}
          />
        )}
      </ListResults>
      <PlaceHoldModal opened={isPlacing} onClose={() => setPlacing(false)} />
      <TextActionModal
        subjectId={releasing?.id ?? null}
        title={t('balance.opsHolds.releaseTitle')}
        message={t('balance.opsHolds.releaseMessage', {
          amount: formatIdr(releasing?.amount_idr ?? 0, i18n.language),
          company: releasing?.company_name,
        })}
        label={t('balance.opsHolds.releaseNote')}
        field="note"
        schema={ReleaseHoldRequestSchema}
        isMultiline
        submitLabel={t('balance.opsHolds.release')}
        successMessage={t('balance.opsHolds.released', { company: releasing?.company_name })}
        mutation={release}
        onClose={() => setReleasing(null)}
      />
    </Stack>
  );
}
