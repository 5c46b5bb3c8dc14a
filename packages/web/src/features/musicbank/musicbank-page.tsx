import { Badge, Stack, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconHistory, IconHourglass, IconMusic } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { UrlPageTabs } from '../../components/page-tabs.tsx';
import { useSwitchedOffCheck } from '../../lib/use-switched-off-check.ts';
import { useUrlIds } from '../../lib/use-url-ids.ts';
import { useRequestsQuery } from './api/get-requests.ts';
import { CatalogTab } from './components/catalog-tab.tsx';
import { MusicbankDrawers } from './components/musicbank-drawers.tsx';
import { RequestListTab } from './components/request-list-tab.tsx';

const DRAWERS = ['item', 'request'] as const;
type RequestTab = 'onrequest' | 'needaction' | 'history';
const REQUEST_TABS: readonly { value: RequestTab; icon: typeof IconMusic }[] = [
  { value: 'onrequest', icon: IconHourglass },
  { value: 'needaction', icon: IconAlertTriangle },
  { value: 'history', icon: IconHistory },
];

/**
 * /comingsoon/musicbank while the Music Bank switch is on (SPEC §2, §4): the song bank, and the company's requests
 * on request, needing action and done. A song opens at `?item=`, a request at `?request=` (the bell links there).
 */
export default function MusicbankPage() {
  const { t } = useTranslation();
  const { ids, open } = useUrlIds(DRAWERS);
  // Read on every tab for its badge; a 404 from it means staff turned the bank off meanwhile.
  const needAction = useRequestsQuery('needaction', { page: 1, limit: 1 });
  useSwitchedOffCheck(needAction.error);
  const needActionCount = needAction.data?.total ?? 0;

  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader title={t('musicbank.page.title')} subtitle={t('musicbank.page.subtitle')} />
      <UrlPageTabs
        tabs={[
          {
            value: 'catalog',
            icon: IconMusic,
            label: t('musicbank.tabs.catalog'),
            panel: <CatalogTab onOpenItem={(id) => open('item', id)} onOpenRequest={(id) => open('request', id)} />,
          },
          ...REQUEST_TABS.map(({ value, icon }) => ({
            value,
            icon,
            label: t(`musicbank.tabs.${value}`),
            badge:
              value === 'needaction' && needActionCount > 0 ? (
                <Badge size="sm" color="orange" circle>
                  <span aria-hidden>{needActionCount}</span>
                  <VisuallyHidden>{t('musicbank.tabs.needactionCount', { count: needActionCount })}</VisuallyHidden>
                </Badge>
              ) : undefined,
            panel: <RequestListTab list={value} onOpenRequest={(id) => open('request', id)} />,
          })),
        ]}
      />
      <MusicbankDrawers
        itemId={ids.item}
        requestId={ids.request}
        onOpenItem={(id) => open('item', id)}
        onOpenRequest={(id) => open('request', id)}
      />
    </Stack>
  );
}
