import type { Withdrawal } from '@irama/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IdrAmount } from '../../../components/idr-amount.tsx';
import type { ListColumn } from '../../../components/list-page/list-table.tsx';

/** Two lines in one cell: the value, and a dimmed detail under it. */
function Stacked({ value, detail }: { value: string; detail: string }) {
  return (
    <Text span size="sm" display="block">
      {value || '—'}
      <Text span size="xs" c="dimmed" display="block">
        {detail || '—'}
      </Text>
    </Text>
  );
}

/** The columns a withdrawal shows the partner and staff alike: amounts, bank and payment code. */
export function useWithdrawalColumns(): ListColumn<Withdrawal>[] {
  const { t } = useTranslation();
  return [
    { header: t('balance.history.columns.amount'), cell: (row) => <IdrAmount amount={row.amount_idr} /> },
    { header: t('balance.history.columns.subTotal'), cell: (row) => <IdrAmount amount={row.sub_total_idr} /> },
    { header: t('balance.history.columns.bankCharge'), cell: (row) => <IdrAmount amount={row.bank_charge_idr} /> },
    { header: t('balance.history.columns.total'), cell: (row) => <IdrAmount amount={row.total_idr} /> },
    {
      header: t('balance.history.columns.bank'),
      cell: (row) => <Stacked value={row.bank_name} detail={row.bank_branch} />,
    },
    {
      header: t('balance.history.columns.account'),
      cell: (row) => <Stacked value={row.account_number} detail={row.account_holder} />,
    },
    {
      header: t('balance.history.columns.paymentCode'),
      cell: (row) => row.payment_code ?? '—',
    },
  ];
}
