import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScrollTableProps {
  minWidth: number;
  /** Names the scrolled area for screen readers. */
  label: string;
  children: ReactNode;
}

/** A table wider than a phone: its scrolled area takes keyboard focus, so it scrolls without a mouse. */
export function ScrollTable({ minWidth, label, children }: ScrollTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
