import type { Withdrawal } from '@irama/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IdrAmount } from '../../../components/idr-amount.tsx';
import type { ListColumn } from '../../../components/list-page/list-table.tsx';
import { formatIdr } from '../../../lib/money.ts';

/** A dimmed line under a cell's main value. */
function Detail({ children }: { children: React.ReactNode }) {
  return (
    <Text span size="xs" c="dimmed" display="block" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

/** The amount a withdrawal took out, and how it became what reached the account: sub total, bank charge, total. */
function AmountsCell({ row }: { row: Withdrawal }) {
  const { t, i18n } = useTranslation();
  const idr = (amount: number) => formatIdr(amount, i18n.language);
  return (
    <Text span size="sm" display="block">
      <IdrAmount amount={row.amount_idr} />
      <Detail>{t('balance.history.subTotalLine', { amount: idr(row.sub_total_idr) })}</Detail>
      <Detail>{t('balance.history.bankChargeLine', { amount: idr(row.bank_charge_idr) })}</Detail>
      <Text span size="xs" fw={600} display="block" style={{ whiteSpace: 'nowrap' }}>
        {t('balance.history.totalLine', { amount: idr(row.total_idr) })}
      </Text>
    </Text>
  );
}

/** Where the money went: bank and branch, account number and holder. */
function AccountCell({ row }: { row: Withdrawal }) {
  return (
    <Text span size="sm" display="block" maw={260} style={{ overflowWrap: 'anywhere' }}>
      {row.bank_name}
      <Text span size="xs" c="dimmed" display="block">
        {row.bank_branch}
      </Text>
      <Text span size="sm" display="block" mt={2}>
        {row.account_number}
      </Text>
      <Text span size="xs" c="dimmed" display="block">
        {row.account_holder}
      </Text>
    </Text>
  );
}

/** The columns a withdrawal shows the partner and staff alike: its amounts and the account it went to. */
export function useWithdrawalColumns(): ListColumn<Withdrawal>[] {
  const { t } = useTranslation();
  return [
    { header: t('balance.history.columns.amounts'), cell: (row) => <AmountsCell row={row} /> },
    { header: t('balance.history.columns.account'), cell: (row) => <AccountCell row={row} /> },
  ];
}
