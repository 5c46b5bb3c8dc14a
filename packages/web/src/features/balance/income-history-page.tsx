import { Stack, Tabs } from '@mantine/core';
import { IconArrowsExchange, IconLock, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconTabsList } from '../../components/icon-tabs-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useBalanceInfoQuery } from '../../lib/balance-info.ts';
import { useUrlTab } from '../../lib/use-url-tab.ts';
import { BalanceSummary } from './components/balance-summary.tsx';
import { HoldsTab } from './components/holds-tab.tsx';
import { IncomeTab } from './components/income-tab.tsx';
import { WithdrawalsTab } from './components/withdrawals-tab.tsx';

const TABS = ['income', 'withdrawals', 'holds'] as const;
/**
 * /riwayatpendapatan (SPEC §2 Keuangan): the DSP balance and the way to withdraw it, then income per period,
 * the withdrawals and the holds. The tab is in the URL (`?tab=income|withdrawals|holds`) so a notification can
 * link straight to it.
 */
export default function IncomeHistoryPage() {
  const { t } = useTranslation();
  const info = useBalanceInfoQuery();
  const [tab, handleTabChange] = useUrlTab(TABS);

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('balance.title')} subtitle={t('balance.subtitle')} />
      {info.data ? <BalanceSummary info={info.data} /> : <QueryState error={info.error} />}
      <Tabs value={tab} onChange={handleTabChange} keepMounted={false}>
        <IconTabsList
          tabs={[
            { value: 'income', icon: IconReceipt, label: t('balance.tabs.income') },
            { value: 'withdrawals', icon: IconArrowsExchange, label: t('balance.tabs.withdrawals') },
            { value: 'holds', icon: IconLock, label: t('balance.tabs.holds') },
          ]}
        />
        <Tabs.Panel value="income" pt="lg">
          <IncomeTab />
        </Tabs.Panel>
        <Tabs.Panel value="withdrawals" pt="lg">
          <WithdrawalsTab />
        </Tabs.Panel>
        <Tabs.Panel value="holds" pt="lg">
          <HoldsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
