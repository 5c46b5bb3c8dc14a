import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IdrAmount } from '../../../../components/idr-amount.tsx';
import { ListEmpty } from '../../../../components/list-page/list-empty.tsx';
import { ListTable } from '../../../../components/list-page/list-table.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { StatTile } from '../../../../components/stat-tile.tsx';
import { formatDay } from '../../../../lib/format-date.ts';
import { formatIdr } from '../../../../lib/money.ts';
import { usePaylaterExposureQuery } from '../../api/get-paylater-exposure.ts';

/** What each company still owes on paylater against its limit, most first, and the distributor's total. */
export function PaylaterExposurePanel() {
  const { t, i18n } = useTranslation();
  const exposure = usePaylaterExposureQuery();
  if (!exposure.data) return <QueryState error={exposure.error} />;
  const { companies, total_outstanding_idr: total } = exposure.data;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('musicbank.ops.paylater.description')}
      </Text>
      <StatTile label={t('musicbank.ops.paylater.total')} value={formatIdr(total, i18n.language)} isHighlighted />
      {companies.length === 0 ? (
        <ListEmpty
          title={t('musicbank.ops.paylater.empty.title')}
          description={t('musicbank.ops.paylater.empty.description')}
        />
      ) : (
        <ListTable
          rows={companies}
          rowKey={(row) => row.company.id}
          label={t('musicbank.ops.paylater.label')}
          minWidth={760}
          isScrollFocusable
          heading={{
            header: t('musicbank.ops.requests.company'),
            cell: (row) => (
              <Text size="sm" fw={600}>
                {row.company.name}
              </Text>
            ),
          }}
          columns={[
            { header: t('musicbank.paylater.limit'), cell: (row) => <IdrAmount amount={row.limit_idr} /> },
            { header: t('musicbank.ops.paylater.repaid'), cell: (row) => <IdrAmount amount={row.repaid_idr} /> },
            { header: t('musicbank.ops.paylater.repaying'), cell: (row) => row.repaying },
            {
              header: t('musicbank.ops.paylater.lastRepayment'),
              cell: (row) => (row.last_repayment_at ? formatDay(row.last_repayment_at, i18n.language) : '—'),
            },
          ]}
          trailing={{
            header: t('musicbank.ops.paylater.outstanding'),
            cell: (row) => <IdrAmount amount={row.outstanding_idr} />,
          }}
        />
      )}
    </Stack>
  );
}
