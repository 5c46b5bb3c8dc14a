import type { CompanySummary, UnmatchedRow } from '@irama/contracts';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatMicros } from '../../../lib/money.ts';

const STATUS_COLORS: Record<UnmatchedRow['status'], string> = { open: 'yellow', assigned: 'green', not_ours: 'gray' };

/** What an unmatched row is about: its title and the keys that matched nothing. */
export function UnmatchedItem({ row }: { row: UnmatchedRow }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={500} truncate="end">
        {row.title ?? t('ingest.unmatched.untitled')}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {Object.entries(row.keys)
          .filter(([, value]) => value)
          .map(([key, value]) => `${key}: ${value}`)
          .join(' · ')}
      </Text>
    </>
  );
}

/** The row's gross in rupiah, with the dollars under it for a YouTube report. */
export function UnmatchedAmount({ row, isYoutube }: { row: UnmatchedRow; isYoutube: boolean }) {
  const { i18n } = useTranslation();
  return (
    <div>
      <Text size="sm">{formatIdr(row.gross_idr, i18n.language)}</Text>
      {isYoutube && (
        <Text size="xs" c="dimmed">
          {formatMicros(row.gross_micros, 'USD', i18n.language)}
        </Text>
      )}
    </div>
  );
}

interface UnmatchedStatusProps {
  row: UnmatchedRow;
  companyNames: ReadonlyMap<number, CompanySummary>;
}

/** The row's status, and the company it went to once assigned. */
export function UnmatchedStatus({ row, companyNames }: UnmatchedStatusProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Badge color={STATUS_COLORS[row.status]} variant="light">
        {t(`ingest.unmatched.statuses.${row.status}`)}
      </Badge>
      {row.assigned_company_id !== null && (
        <Text size="xs" c="dimmed">
          {companyNames.get(row.assigned_company_id)?.company ?? `#${row.assigned_company_id}`}
        </Text>
      )}
    </div>
  );
}

interface UnmatchedActionsProps {
  row: UnmatchedRow;
  isNarrow: boolean;
  onAssign: () => void;
  onNotOurs: () => void;
}

/** An open row's buttons: assign it to a company, or set it aside as not ours. */
export function UnmatchedActions({ row, isNarrow, onAssign, onNotOurs }: UnmatchedActionsProps) {
  const { t } = useTranslation();
  if (row.status !== 'open') return null;
  const buttons: { key: 'assign' | 'notOurs'; variant: string; color?: string; onClick: () => void }[] = [
    { key: 'assign', variant: 'light', onClick: onAssign },
    { key: 'notOurs', variant: 'subtle', color: 'gray', onClick: onNotOurs },
  ];
  return (
    <Group gap={6} wrap="nowrap" justify={isNarrow ? 'flex-start' : 'flex-end'}>
      {buttons.map((button) => (
        <Button
          key={button.key}
          size="compact-sm"
          variant={button.variant}
          color={button.color}
          aria-label={t(`ingest.unmatched.${button.key}Row`, { line: row.line })}
          onClick={button.onClick}
        >
          {t(`ingest.unmatched.${button.key}`)}
        </Button>
      ))}
    </Group>
  );
}
