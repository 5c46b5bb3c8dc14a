import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { WindowSelect } from '../../../components/analytics/window-select.tsx';

/** The selects of an analytics screen (project, asset or channel) followed by the period. */
export function AnalyticsFilters({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {children}
      <WindowSelect />
    </Group>
  );
}
