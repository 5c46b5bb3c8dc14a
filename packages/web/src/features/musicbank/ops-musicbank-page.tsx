import { Stack, Tabs } from '@mantine/core';
import { IconInbox, IconMusic, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconTabsList } from '../../components/icon-tabs-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useUrlTab } from '../../lib/use-url-tab.ts';
import { ItemsPanel } from './components/ops/items-panel.tsx';
import { PaylaterExposurePanel } from './components/ops/paylater-exposure-panel.tsx';
import { RequestsPanel } from './components/ops/requests-panel.tsx';

const TABS = ['items', 'requests', 'paylater'] as const;

/** /ops/musicbank (staff): the bank's songs with their demos, the partners' requests to decide, and paylater exposure. */
export default function OpsMusicbankPage() {
  const { t } = useTranslation();
  const [tab, handleTabChange] = useUrlTab(TABS);
  return (
    <Stack gap="lg">
      <PageHeader title={t('musicbank.ops.title')} subtitle={t('musicbank.ops.subtitle')} />
      <Tabs value={tab} onChange={handleTabChange} keepMounted={false}>
        <IconTabsList
          tabs={[
            { value: 'items', icon: IconMusic, label: t('musicbank.ops.tabs.items') },
            { value: 'requests', icon: IconInbox, label: t('musicbank.ops.tabs.requests') },
            { value: 'paylater', icon: IconReceipt, label: t('musicbank.ops.tabs.paylater') },
          ]}
        />
        <Tabs.Panel value="items" pt="lg">
          <ItemsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="lg">
          <RequestsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="paylater" pt="lg">
          <PaylaterExposurePanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
