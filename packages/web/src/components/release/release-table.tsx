import type { ReleaseFile, ReleaseStatus } from '@irama/contracts';
import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type ListColumn, ListTable } from '../list-page/list-table.tsx';
import { ReleaseCover } from './release-cover.tsx';
import { ReleaseStatusBadge } from './release-status-badge.tsx';
import classes from './release-table.module.css';

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
  /** The columns between a release's title and its status. */
  columns: readonly ListColumn<R>[];
  /** Below this width the table scrolls inside its card. */
  minWidth: number;
}

/** Releases in a `ListTable`: cover, title and details first, status last; a click anywhere on a row opens it. */
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
  return (
    <ListTable
      rows={releases}
      rowKey={(release) => release.id}
      label={label}
      minWidth={minWidth}
      columns={columns}
      heading={{
        header: headers.release,
        cell: (release) => (
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
        ),
      }}
      trailing={{ header: headers.status, cell: (release) => <ReleaseStatusBadge status={release.status} /> }}
    />
  );
}
