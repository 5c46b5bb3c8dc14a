import { MONEY_MOVES } from '@irama/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { RowTitle } from '../../../components/list-page/row-title.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatIdr } from '../../../lib/money.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useMoneyAuditQuery } from '../api/get-money-audit.ts';
import { OpsFilters } from './ops-filters.tsx';

const PAGE_SIZE = 50;

/** Every money move with who, when, what and the balances before and after; read-only, as the log is. */
export function MoneyAuditTab() {
  const { t, i18n } = useTranslation();
  const params = useListParams(MONEY_MOVES, undefined, ['company']);
  const companyId = Number(params.filters.company) || undefined;
  const audit = useMoneyAuditQuery({
    company_id: companyId,
    action: params.status,
    page: params.page,
    limit: PAGE_SIZE,
  });
  const idr = (amount: number) => formatIdr(amount, i18n.language);
  const signed = (amount: number) => (amount > 0 ? `+${idr(amount)}` : idr(amount));
  const change = (before: number, after: number) => (
    <Text span size="sm" display="block" style={{ whiteSpace: 'nowrap' }}>
      {idr(before)}
      <Text span size="sm" fw={600} display="block">
        → {idr(after)}
      </Text>
    </Text>
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('balance.audit.description')}
      </Text>
      <OpsFilters
        params={params}
        choice={{
          label: t('balance.audit.action'),
          allLabel: t('balance.audit.allActions'),
          options: MONEY_MOVES.map((move) => ({ value: move, label: t(`balance.audit.moves.${move}`) })),
          width: 260,
        }}
      />
      <ListResults
        query={audit}
        params={params}
        limit={PAGE_SIZE}
        empty={<ListEmpty title={t('balance.audit.emptyTitle')} description={t('balance.audit.emptyDescription')} />}
      >
        {(rows) => (
          <ListTable
            rows={rows}
            rowKey={(entry) => entry.id}
            label={t('balance.audit.tableLabel')}
            minWidth={1000}
            isScrollFocusable
            heading={{
              header: t('balance.audit.columns.move'),
              cell: (entry) => (
                <RowTitle
                  title={t(`balance.audit.moves.${entry.action}`)}
                  detail={`${formatDateTime(entry.at, i18n.language)} · ${entry.actor ?? t('balance.audit.system')}`}
                />
              ),
            }}
            columns={[
              {
                header: t('balance.audit.columns.company'),
                cell: (entry) => (
                  <Text span size="sm" display="block" maw={200}>
                    {entry.company_name}
                    <Text span size="xs" c="dimmed" display="block">
                      {t(`balance.audit.accounts.${entry.account}`)}
                    </Text>
                  </Text>
                ),
              },
              {
                header: t('balance.audit.columns.balance'),
                cell: (entry) => change(entry.balance_before_idr, entry.balance_after_idr),
              },
              {
                header: t('balance.audit.columns.available'),
                cell: (entry) => change(entry.available_before_idr, entry.available_after_idr),
              },
              {
                header: t('balance.audit.columns.subject'),
                cell: (entry) => (
                  <Text span size="sm" display="block" maw={240} style={{ overflowWrap: 'anywhere' }}>
                    {entry.subject}
                    {entry.detail && (
                      <Text span size="xs" c="dimmed" display="block">
                        {entry.detail}
                      </Text>
                    )}
                  </Text>
                ),
              },
            ]}
            trailing={{
              header: t('balance.audit.columns.amount'),
              cell: (entry) => (
                <Text
                  span
                  size="sm"
                  fw={700}
                  c={entry.amount_idr < 0 ? 'red.8' : 'green.9'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {signed(entry.amount_idr)}
                </Text>
              ),
            }}
          />
        )}
      </ListResults>
    </Stack>
  );
}
