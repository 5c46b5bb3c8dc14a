import { Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One tab of an `IconTabsList`. */
export interface IconTab {
  value: string;
  icon: Icon;
  label: string;
  /** After the label: a count, say. */
  badge?: ReactNode;
}

/** A page's row of tabs, each with its icon before the label. */
export function IconTabsList({ tabs }: { tabs: readonly IconTab[] }) {
  return (
    <Tabs.List>
      {tabs.map(({ value, icon: TabIcon, label, badge }) => (
        <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} aria-hidden />} rightSection={badge}>
          {label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
