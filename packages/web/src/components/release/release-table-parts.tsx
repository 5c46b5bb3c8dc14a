import type { ReleaseStatus } from '@irama/contracts';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ReleaseStatusBadge } from './release-status-badge.tsx';
import classes from './release-table.module.css';

/** A table row of releases that a click anywhere opens: its `ReleaseTitleCell` link covers the row. */
export function ReleaseRow({ children }: { children: ReactNode }) {
  return <Table.Tr className={classes.row}>{children}</Table.Tr>;
}

/** The release's title, linking to `to`, over its album id and artists. */
export function ReleaseTitleCell({ to, title, details }: { to: string; title: string; details: string }) {
  return (
    <Table.Td>
      <Link to={to} className={classes.link}>
        {title}
      </Link>
      <Text size="xs" c="dimmed">
        {details}
      </Text>
    </Table.Td>
  );
}

/** The release's status badge, kept above the row's link so its tooltip still shows. */
export function ReleaseStatusCell({ status }: { status: ReleaseStatus }) {
  return (
    <Table.Td className={classes.statusCell}>
      <ReleaseStatusBadge status={status} />
    </Table.Td>
  );
}
