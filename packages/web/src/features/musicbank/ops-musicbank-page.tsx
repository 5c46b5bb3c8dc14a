import { Stack } from '@mantine/core';
import { IconInbox, IconMusic, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { UrlPageTabs } from '../../components/page-tabs.tsx';
import { ItemsPanel } from './components/ops/items-panel.tsx';
import { PaylaterExposurePanel } from './components/ops/paylater-exposure-panel.tsx';
import { RequestsPanel } from './components/ops/requests-panel.tsx';

/** /ops/musicbank (staff): the bank's songs with their demos, the partners' requests to decide, and paylater exposure. */
export default function OpsMusicbankPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('musicbank.ops.title')} subtitle={t('musicbank.ops.subtitle')} />
      <UrlPageTabs
        tabs={[
          { value: 'items', icon: IconMusic, label: t('musicbank.ops.tabs.items'), panel: <ItemsPanel /> },
          { value: 'requests', icon: IconInbox, label: t('musicbank.ops.tabs.requests'), panel: <RequestsPanel /> },
          {
            value: 'paylater',
            icon: IconReceipt,
            label: t('musicbank.ops.tabs.paylater'),
            panel: <PaylaterExposurePanel />,
          },
        ]}
      />
    </Stack>
  );
}
