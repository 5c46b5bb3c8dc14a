import { IconArrowsExchange, IconHistory, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { UrlPageTabs } from '../../components/page-tabs.tsx';
import { MoneyAuditTab } from './components/money-audit-tab.tsx';
import { OpsHoldsTab } from './components/ops-holds-tab.tsx';
import { OpsWithdrawalsTab } from './components/ops-withdrawals-tab.tsx';

/** /ops/withdrawals (staff): partners' withdrawals to pay or reject, the holds on their balances, and the money log. */
export default function OpsWithdrawalsPage() {
  const { t } = useTranslation();
  return (
    <ListPage title={t('balance.ops.title')} subtitle={t('balance.ops.subtitle')} maw={1400}>
      <UrlPageTabs
        tabs={[
          {
            value: 'withdrawals',
            icon: IconArrowsExchange,
            label: t('balance.ops.tabs.withdrawals'),
            panel: <OpsWithdrawalsTab />,
          },
          { value: 'holds', icon: IconLock, label: t('balance.ops.tabs.holds'), panel: <OpsHoldsTab /> },
          { value: 'audit', icon: IconHistory, label: t('balance.ops.tabs.audit'), panel: <MoneyAuditTab /> },
        ]}
      />
    </ListPage>
  );
}
