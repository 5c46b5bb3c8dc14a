import { Tabs } from '@mantine/core';
import { IconArrowsExchange, IconHistory, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconTabsList } from '../../components/icon-tabs-list.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { useUrlTab } from '../../lib/use-url-tab.ts';
import { MoneyAuditTab } from './components/money-audit-tab.tsx';
import { OpsHoldsTab } from './components/ops-holds-tab.tsx';
import { OpsWithdrawalsTab } from './components/ops-withdrawals-tab.tsx';

const TABS = ['withdrawals', 'holds', 'audit'] as const;
/** /ops/withdrawals (staff): partners' withdrawals to pay or reject, the holds on their balances, and the money log. */
export default function OpsWithdrawalsPage() {
  const { t } = useTranslation();
  const [tab, handleTabChange] = useUrlTab(TABS);

  return (
    <ListPage title={t('balance.ops.title')} subtitle={t('balance.ops.subtitle')} maw={1400}>
      <Tabs value={tab} onChange={handleTabChange} keepMounted={false}>
        <IconTabsList
          tabs={[
            { value: 'withdrawals', icon: IconArrowsExchange, label: t('balance.ops.tabs.withdrawals') },
            { value: 'holds', icon: IconLock, label: t('balance.ops.tabs.holds') },
            { value: 'audit', icon: IconHistory, label: t('balance.ops.tabs.audit') },
          ]}
        />
        <Tabs.Panel value="withdrawals" pt="lg">
          <OpsWithdrawalsTab />
        </Tabs.Panel>
        <Tabs.Panel value="holds" pt="lg">
          <OpsHoldsTab />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="lg">
          <MoneyAuditTab />
        </Tabs.Panel>
      </Tabs>
    </ListPage>
  );
}
