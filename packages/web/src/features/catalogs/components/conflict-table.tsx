import type { Conflict } from '@irama/contracts';
import { Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-page/list-table.tsx';
import classes from '../../../components/list-page/row-button.module.css';
import { formatDay } from '../../../lib/format-date.ts';
import { ConflictDeadline } from './conflict-deadline.tsx';
import { ConflictStatusBadge } from './conflict-status-badge.tsx';
import { Territories } from './territories.tsx';

interface ConflictTableProps<C extends Conflict> {
  conflicts: readonly C[];
  label: string;
  onOpen: (conflict: C) => void;
  /** Columns the list adds after the asset (the company, on the staff page). */
  extraColumns?: readonly ListColumn<C>[];
  /** Staff lists, mostly of appeals, have no deadline to show. */
  showsDeadline?: boolean;
}

/** Conflicts as a table (cards on a phone); the asset's title opens its detail, and so does a click on the row. */
export function ConflictTable<C extends Conflict>({
  conflicts,
  label,
  onOpen,
  extraColumns = [],
  showsDeadline = true,
}: ConflictTableProps<C>) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const heading = (conflict: C): ReactNode => (
    <div style={{ minWidth: 0 }}>
      <UnstyledButton className={classes.cover} onClick={() => onOpen(conflict)}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {conflict.asset_title ?? t('catalogs.assets.untitled')}
        </Text>
      </UnstyledButton>
      <Text size="xs" c="dimmed">
        {[conflict.asset_id, conflict.isrc].filter(Boolean).join(' · ') || '—'}
      </Text>
    </div>
  );
  return (
    <ListTable
      rows={conflicts}
      rowKey={(conflict) => conflict.id}
      label={label}
      minWidth={980}
      heading={{ header: t('catalogs.conflicts.columns.asset'), cell: heading }}
      columns={[
        ...extraColumns,
        { header: t('catalogs.conflicts.columns.owner'), cell: (conflict) => conflict.conflicting_owner },
        {
          header: t('catalogs.conflicts.columns.territories'),
          cell: (conflict) => <Territories codes={conflict.territories} />,
        },
        { header: t('catalogs.conflicts.columns.views'), cell: (conflict) => number.format(conflict.views) },
        { header: t('catalogs.conflicts.columns.claims'), cell: (conflict) => number.format(conflict.active_claims) },
        ...(showsDeadline
          ? [
              {
                header: t('catalogs.conflicts.columns.deadline'),
                cell: (conflict: C) => <ConflictDeadline conflict={conflict} isCompact />,
              },
            ]
          : []),
        {
          header: t('catalogs.conflicts.columns.updated'),
          cell: (conflict) => formatDay(conflict.updated_at, i18n.language),
        },
      ]}
      trailing={{
        header: t('catalogs.conflicts.columns.status'),
        // The badge's label clips itself; its box must not let the table squeeze it to an ellipsis.
        cell: (conflict) => (
          <div style={{ minWidth: 'max-content' }}>
            <ConflictStatusBadge status={conflict.status} />
          </div>
        ),
      }}
    />
  );
}
