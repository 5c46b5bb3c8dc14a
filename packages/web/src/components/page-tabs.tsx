import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUrlTab } from '../lib/use-url-tab.ts';
import { type IconTab, IconTabsList } from './icon-tabs-list.tsx';

/** One tab of a page and what it shows. */
export interface PageTab extends IconTab {
  panel: ReactNode;
}

interface PageTabsProps {
  tabs: readonly PageTab[];
  value: string;
  onChange: (next: string | null) => void;
  /** Off by default so a tab's queries run only while it is open; on where a tab keeps state the user would lose. */
  keepMounted?: boolean;
}

/** A page's tabs, each with its icon, over the open tab's panel. */
export function PageTabs({ tabs, value, onChange, keepMounted = false }: PageTabsProps) {
  return (
    <Tabs value={value} onChange={onChange} keepMounted={keepMounted}>
      <IconTabsList tabs={tabs} />
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="lg">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** `PageTabs` whose open tab is kept in the URL (`?tab=`), the first one being the bare URL. */
export function UrlPageTabs({ tabs, keepMounted }: Pick<PageTabsProps, 'tabs' | 'keepMounted'>) {
  const [tab, handleTabChange] = useUrlTab(tabs.map((entry) => entry.value));
  return <PageTabs tabs={tabs} value={tab} onChange={handleTabChange} keepMounted={keepMounted} />;
}
