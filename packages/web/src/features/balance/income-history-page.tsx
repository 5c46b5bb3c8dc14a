import { Stack } from '@mantine/core';
import { IconArrowsExchange, IconLock, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { UrlPageTabs } from '../../components/page-tabs.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useBalanceInfoQuery } from '../../lib/balance-info.ts';
import { BalanceSummary } from './components/balance-summary.tsx';
import { HoldsTab } from './components/holds-tab.tsx';
import { IncomeTab } from './components/income-tab.tsx';
import { WithdrawalsTab } from './components/withdrawals-tab.tsx';

/**
 * /riwayatpendapatan (SPEC §2 Keuangan): the DSP balance and the way to withdraw it, then income per period,
 * the withdrawals and the holds. The tab is in the URL (`?tab=income|withdrawals|holds`) so a notification can
 * link straight to it.
 */
export default function IncomeHistoryPage() {
  const { t } = useTranslation();
  const info = useBalanceInfoQuery();

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('balance.title')} subtitle={t('balance.subtitle')} />
      {info.data ? <BalanceSummary info={info.data} /> : <QueryState error={info.error} />}
      <UrlPageTabs
        tabs={[
          { value: 'income', icon: IconReceipt, label: t('balance.tabs.income'), panel: <IncomeTab /> },
          {
            value: 'withdrawals',
            icon: IconArrowsExchange,
            label: t('balance.tabs.withdrawals'),
            panel: <WithdrawalsTab />,
          },
          { value: 'holds', icon: IconLock, label: t('balance.tabs.holds'), panel: <HoldsTab /> },
        ]}
      />
    </Stack>
  );
}
