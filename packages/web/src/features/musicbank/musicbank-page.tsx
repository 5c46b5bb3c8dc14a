import { Badge, Stack, Tabs, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconHistory, IconHourglass, IconMusic } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconTabsList } from '../../components/icon-tabs-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSwitchedOffCheck } from '../../lib/use-switched-off-check.ts';
import { useUrlIds } from '../../lib/use-url-ids.ts';
import { useUrlTab } from '../../lib/use-url-tab.ts';
import { useRequestsQuery } from './api/get-requests.ts';
import { CatalogTab } from './components/catalog-tab.tsx';
import { MusicbankDrawers } from './components/musicbank-drawers.tsx';
import { RequestListTab } from './components/request-list-tab.tsx';

const TABS = ['catalog', 'onrequest', 'needaction', 'history'] as const;
const DRAWERS = ['item', 'request'] as const;
type RequestTab = Exclude<(typeof TABS)[number], 'catalog'>;
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
  const [tab, handleTabChange] = useUrlTab(TABS);
  const { ids, open } = useUrlIds(DRAWERS);
  // Read on every tab for its badge; a 404 from it means staff turned the bank off meanwhile.
  const needAction = useRequestsQuery('needaction', { page: 1, limit: 1 });
  useSwitchedOffCheck(needAction.error);
  const needActionCount = needAction.data?.total ?? 0;

  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader title={t('musicbank.page.title')} subtitle={t('musicbank.page.subtitle')} />
      <Tabs value={tab} onChange={handleTabChange} keepMounted={false}>
        <IconTabsList
          tabs={[
            { value: 'catalog', icon: IconMusic, label: t('musicbank.tabs.catalog') },
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
            })),
          ]}
        />
        <Tabs.Panel value="catalog" pt="lg">
          <CatalogTab onOpenItem={(id) => open('item', id)} onOpenRequest={(id) => open('request', id)} />
        </Tabs.Panel>
        {REQUEST_TABS.map(({ value }) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            <RequestListTab list={value} onOpenRequest={(id) => open('request', id)} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <MusicbankDrawers
        itemId={ids.item}
        requestId={ids.request}
        onOpenItem={(id) => open('item', id)}
        onOpenRequest={(id) => open('request', id)}
      />
    </Stack>
  );
}
