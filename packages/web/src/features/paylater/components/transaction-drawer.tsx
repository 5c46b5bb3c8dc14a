import { useTranslation } from 'react-i18next';
import { FactGrid } from '../../../components/fact-grid.tsx';
import { QueryDrawer } from '../../../components/query-drawer.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatPeriod } from '../../../lib/format-period.ts';
import { formatIdr } from '../../../lib/money.ts';
import { platformName } from '../../../lib/platform-name.ts';
import { usePaylaterTransactionQuery } from '../api/get-paylater-transaction.ts';
import { useTransactionTitle } from './transactions-section.tsx';

interface TransactionDrawerProps {
  id: number | null;
  onClose: () => void;
}

/** One paylater line in full: what it was, the credit it came from, and the paylater it belongs to. */
export function TransactionDrawer({ id, onClose }: TransactionDrawerProps) {
  const { t, i18n } = useTranslation();
  const line = usePaylaterTransactionQuery(id);
  const titleOf = useTransactionTitle();
  const idr = (amount: number) => formatIdr(amount, i18n.language);
  const data = line.data;
  const facts = data
    ? [
        { label: t('paylater.transactions.columns.date'), value: formatDateTime(data.created_at, i18n.language) },
        { label: t('paylater.transactions.columns.amount'), value: idr(data.amount_idr) },
        { label: t('paylater.transactions.columns.outstanding'), value: idr(data.outstanding_after_idr) },
        ...(data.credit
          ? [
              { label: t('paylater.detail.store'), value: platformName(data.credit.store) },
              { label: t('paylater.detail.period'), value: formatPeriod(data.credit.periode, i18n.language) },
              { label: t('paylater.detail.credit'), value: idr(data.credit.amount_idr) },
              { label: t('paylater.detail.reachedBalance'), value: idr(data.credit.amount_idr - data.amount_idr) },
            ]
          : []),
        { label: t('paylater.detail.paylater'), value: `${data.paylater.reference} · ${data.paylater.item_title}` },
        { label: t('paylater.detail.total'), value: idr(data.paylater.total_idr) },
        { label: t('paylater.detail.repaid'), value: idr(data.paylater.repaid_idr) },
        { label: t('paylater.detail.status'), value: t(`paylater.statuses.${data.paylater.status}`) },
      ]
    : [];
  return (
    <QueryDrawer
      opened={id !== null}
      onClose={onClose}
      size="md"
      title={data ? titleOf(data) : t('paylater.detail.loading')}
      query={line}
    >
      {() => <FactGrid facts={facts} />}
    </QueryDrawer>
  );
}
