import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollTable } from '../scroll-table.tsx';

interface OpsTableProps {
  minWidth: number;
  /** Names the scrolled area for screen readers. */
  label: string;
  headers: readonly string[];
  /** Where set, a last column of row actions, headed only for screen readers by these words. */
  actionsLabel?: string;
  highlightOnHover?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** A staff list of the academy (topics, courses) as a bordered table that scrolls on a phone. */
export function OpsTable({ minWidth, label, headers, actionsLabel, highlightOnHover, children }: OpsTableProps) {
  return (
    <Paper withBorder radius="md">
      <ScrollTable minWidth={minWidth} label={label}>
        <Table verticalSpacing="sm" highlightOnHover={highlightOnHover}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
              {actionsLabel && <Table.Th aria-label={actionsLabel} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}
