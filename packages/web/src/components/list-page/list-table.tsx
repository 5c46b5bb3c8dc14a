import { Group, Paper, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './list-table.module.css';

/** A column of a `ListTable`. */
export interface ListColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
}

interface ListTableProps<R> {
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** The table's accessible name. */
  label: string;
  /** The first column: what the row is, usually a link that covers the row. */
  heading: ListColumn<R>;
  columns: readonly ListColumn<R>[];
  /** The last column, on a phone's card beside the heading so it stays in sight (a status). */
  trailing: ListColumn<R>;
  /** Below this width the table scrolls inside its card. */
  minWidth: number;
  /**
   * For a table with no link or button in its rows: its scroll area takes the keyboard focus, or a keyboard
   * user could not scroll to the columns out of sight.
   */
  isScrollFocusable?: boolean;
  /**
   * The rows are an earlier answer kept on screen while the one asked for loads: marked `aria-busy`, so
   * assistive technology (and the browser tests) know they are about to change.
   */
  isBusy?: boolean;
}

/**
 * Rows as a table, or on a phone (Mantine's `sm` and below) as one card per row, where the columns would push
 * the trailing column out of sight: heading and trailing on top, the other columns as labelled text.
 */
export function ListTable<R>({
  rows,
  rowKey,
  label,
  heading,
  columns,
  trailing,
  minWidth,
  isScrollFocusable = false,
  isBusy = false,
}: ListTableProps<R>) {
  const theme = useMantineTheme();
  const isNarrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  if (isNarrow) {
    return (
      <Stack gap="sm" role="list" aria-label={label} aria-busy={isBusy}>
        {rows.map((row) => (
          <Paper key={rowKey(row)} withBorder radius="md" p="sm" className={classes.row} role="listitem">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              {heading.cell(row)}
              <div className={classes.trailing}>{trailing.cell(row)}</div>
            </Group>
            <Group gap="md" mt="xs" className={classes.facts}>
              {columns.map((column) => (
                <Text key={column.header} size="xs" span>
                  <Text span size="xs" c="dimmed">
                    {column.header}:
                  </Text>{' '}
                  {column.cell(row)}
                </Text>
              ))}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer
        minWidth={minWidth}
        scrollAreaProps={
          isScrollFocusable ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } } : undefined
        }
      >
        <Table highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={isBusy}>
          <Table.Thead>
            <Table.Tr>
              {[heading, ...columns, trailing].map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)} className={classes.row}>
                <Table.Td>{heading.cell(row)}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                ))}
                <Table.Td className={classes.trailing}>{trailing.cell(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
