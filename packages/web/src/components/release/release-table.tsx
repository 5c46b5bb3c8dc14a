import type { ReleaseFile, ReleaseStatus } from '@irama/contracts';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ReleaseCover } from './release-cover.tsx';
import { ReleaseStatusBadge } from './release-status-badge.tsx';
import classes from './release-table.module.css';

/** A column between a release's title and its status. */
export interface ReleaseColumn<R> {
  header: string;
  cell: (release: R) => ReactNode;
}

type ReleaseLike = { id: number; status: ReleaseStatus; cover_art: ReleaseFile | null };

interface ReleaseTableProps<R extends ReleaseLike> {
  releases: readonly R[];
  /** The table's accessible name. */
  label: string;
  headers: { release: string; status: string };
  /** Where a release opens. */
  link: (release: R) => string;
  title: (release: R) => string;
  /** The line under the title: album id and artists. */
  details: (release: R) => string;
  columns: readonly ReleaseColumn<R>[];
  /** Below this width the table scrolls inside its card. */
  minWidth: number;
}

/**
 * Releases as a table that a click anywhere on a row opens, or on a phone as one card per release, where
 * the columns would push the status out of sight: cover, title, status and the other columns as labelled text.
 */
export function ReleaseTable<R extends ReleaseLike>({
  releases,
  label,
  headers,
  link,
  title,
  details,
  columns,
  minWidth,
}: ReleaseTableProps<R>) {
  const isNarrow = useMediaQuery('(max-width: 48em)') ?? false;
  const heading = (release: R) => (
    <Group gap="sm" wrap="nowrap" align="center" miw={0}>
      <ReleaseCover cover={release.cover_art} title={title(release)} size={40} />
      <div className={classes.heading}>
        <Link to={link(release)} className={classes.link}>
          {title(release)}
        </Link>
        <Text size="xs" c="dimmed">
          {details(release)}
        </Text>
      </div>
    </Group>
  );
  if (isNarrow) {
    return (
      <Stack gap="sm" role="list" aria-label={label}>
        {releases.map((release) => (
          <Paper key={release.id} withBorder radius="md" p="sm" className={classes.row} role="listitem">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              {heading(release)}
              <div className={classes.status}>
                <ReleaseStatusBadge status={release.status} />
              </div>
            </Group>
            <Group gap="md" mt="xs" className={classes.facts}>
              {columns.map((column) => (
                <Text key={column.header} size="xs" span>
                  <Text span size="xs" c="dimmed">
                    {column.header}:
                  </Text>{' '}
                  {column.cell(release)}
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
      <Table.ScrollContainer minWidth={minWidth}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{headers.release}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              <Table.Th>{headers.status}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {releases.map((release) => (
              <Table.Tr key={release.id} className={classes.row}>
                <Table.Td>{heading(release)}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(release)}</Table.Td>
                ))}
                <Table.Td className={classes.status}>
                  <ReleaseStatusBadge status={release.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
