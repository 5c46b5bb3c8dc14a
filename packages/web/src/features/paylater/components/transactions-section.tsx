import type { PaylaterTransaction } from '@irama/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IdrAmount } from '../../../components/idr-amount.tsx';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { RowTitle } from '../../../components/list-page/row-title.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { formatPeriod } from '../../../lib/format-period.ts';
import { platformName } from '../../../lib/platform-name.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { usePaylaterTransactionsQuery } from '../api/get-paylater-transactions.ts';

const PAGE_SIZE = 20;

/** What a line is: the paylater opened, or a repayment taken from one store's credit of a period. */
export function useTransactionTitle(): (line: PaylaterTransaction) => string {
  const { t, i18n } = useTranslation();
  return (line) =>
    line.kind === 'repayment' && line.credit
      ? t('paylater.transactions.repaymentFrom', {
          store: platformName(line.credit.store),
          period: formatPeriod(line.credit.periode, i18n.language),
        })
      : t(`paylater.transactions.kinds.${line.kind}`);
}

/** Every paylater line, newest first and paged; a line opens its detail (`?transaction=`). */
export function TransactionsSection({ onOpen }: { onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const params = useListParams([]);
  const lines = usePaylaterTransactionsQuery({ page: params.page, limit: PAGE_SIZE });
  const titleOf = useTransactionTitle();
  return (
    <SectionCard title={t('paylater.transactions.title')} description={t('paylater.transactions.description')}>
      <ListResults
        query={lines}
        params={params}
        limit={PAGE_SIZE}
        empty={
          <ListEmpty
            title={t('paylater.transactions.empty.title')}
            description={t('paylater.transactions.empty.description')}
          />
        }
      >
        {(rows) => (
          <ListTable
            rows={rows}
            rowKey={(line) => line.id}
            label={t('paylater.transactions.title')}
            minWidth={720}
            isBusy={lines.isPlaceholderData}
            heading={{
              header: t('paylater.transactions.columns.line'),
              cell: (line) => (
                <RowTitle title={titleOf(line)} detail={line.paylater_reference} onOpen={() => onOpen(line.id)} />
              ),
            }}
            columns={[
              {
                header: t('paylater.transactions.columns.date'),
                cell: (line) => formatDay(line.created_at, i18n.language),
              },
              {
                header: t('paylater.transactions.columns.amount'),
                cell: (line) =>
                  line.kind === 'repayment' ? (
                    <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      − <IdrAmount amount={line.amount_idr} />
                    </Text>
                  ) : (
                    <IdrAmount amount={line.amount_idr} />
                  ),
              },
            ]}
            trailing={{
              header: t('paylater.transactions.columns.outstanding'),
              cell: (line) => <IdrAmount amount={line.outstanding_after_idr} />,
            }}
          />
        )}
      </ListResults>
    </SectionCard>
  );
}
