import type { Hold } from '@irama/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IdrAmount } from '../../../components/idr-amount.tsx';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { ListSelect } from '../../../components/list-page/list-select.tsx';
import { type ListColumn, ListTable } from '../../../components/list-page/list-table.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatPeriod } from '../../../lib/format-period.ts';
import { platformName } from '../../../lib/platform-name.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { HOLD_STATUSES, useHoldsQuery } from '../api/get-holds.ts';

const PAGE_SIZE = 20;

/** Released holds are greyed out: they no longer keep anything back. */
function greyedWhenReleased(column: ListColumn<Hold>): ListColumn<Hold> {
  return {
    header: column.header,
    cell: (hold) => (hold.released_at ? <span style={{ opacity: 0.55 }}>{column.cell(hold)}</span> : column.cell(hold)),
  };
}

/** The columns of a hold, for the partner and for staff: how much, why, on what, and since when. */
export function useHoldColumns(): ListColumn<Hold>[] {
  const { t, i18n } = useTranslation();
  const columns: ListColumn<Hold>[] = [
    {
      header: t('balance.holds.columns.amount'),
      cell: (hold) => (
        <Text span size="sm" display="block">
          <IdrAmount amount={hold.amount_idr} />
          <Text span size="xs" c="dimmed" display="block">
            {t('balance.holds.since', { date: formatDateTime(hold.created_at, i18n.language) })}
          </Text>
        </Text>
      ),
    },
    {
      header: t('balance.holds.columns.reason'),
      cell: (hold) => (
        <Text span size="sm" display="block" maw={280} style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="sm" display="block" tt="capitalize">
            {t(`balance.holdReason.${hold.reason}`)}
          </Text>
          {hold.note}
        </Text>
      ),
    },
    {
      header: t('balance.holds.columns.subject'),
      cell: (hold) => {
        const where = [
          hold.store && platformName(hold.store),
          hold.periode && formatPeriod(hold.periode, i18n.language),
        ]
          .filter(Boolean)
          .join(' · ');
        if (!hold.isrc && !hold.track_title && !where) return '—';
        return (
          <Text span size="sm" display="block" maw={240} style={{ overflowWrap: 'anywhere' }}>
            {hold.track_title}
            {hold.isrc && (
              <Text span size="xs" c="dimmed" display="block" ff="monospace">
                {hold.isrc}
              </Text>
            )}
            {where && (
              <Text span size="xs" display="block">
                {where}
              </Text>
            )}
          </Text>
        );
      },
    },
  ];
  return columns.map(greyedWhenReleased);
}

/** A hold's state: held, or released with when and why. */
export function HoldState({ hold }: { hold: Hold }) {
  const { t, i18n } = useTranslation();
  if (!hold.released_at)
    return (
      <Badge color="orange" variant="light" c="dark.7" size="sm">
        {t('balance.holds.active')}
      </Badge>
    );
  return (
    <Stack gap={2} align="flex-start">
      <Badge color="gray" variant="light" c="dark.7" size="sm">
        {t('balance.holds.released')}
      </Badge>
      <Text size="xs" c="dimmed">
        {formatDateTime(hold.released_at, i18n.language)}
      </Text>
      {hold.release_note && (
        <Text size="xs" c="dimmed" maw={180} style={{ overflowWrap: 'anywhere' }}>
          {hold.release_note}
        </Text>
      )}
    </Stack>
  );
}

/** What staff hold back from the company's balance, each with its reason, track and store. */
export function HoldsTab() {
  const { t } = useTranslation();
  const params = useListParams(HOLD_STATUSES);
  const holds = useHoldsQuery({ status: params.status, page: params.page, limit: PAGE_SIZE });
  const [amount, ...columns] = useHoldColumns();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('balance.holds.description')}
      </Text>
      <ListSelect
        label={t('balance.holds.status')}
        allLabel={t('balance.holds.statuses.all')}
        options={HOLD_STATUSES.map((status) => ({ value: status, label: t(`balance.holds.statuses.${status}`) }))}
        value={params.status}
        onChange={params.setStatus}
        w={{ base: '100%', xs: 240 }}
      />
      <ListResults
        query={holds}
        params={params}
        limit={PAGE_SIZE}
        empty={<ListEmpty title={t('balance.holds.emptyTitle')} description={t('balance.holds.emptyDescription')} />}
      >
        {(rows) => (
          <ListTable
            rows={rows}
            rowKey={(hold) => hold.id}
            label={t('balance.holds.tableLabel')}
            minWidth={820}
            isScrollFocusable
            heading={amount as ListColumn<Hold>}
            columns={columns}
            trailing={{ header: t('balance.holds.columns.state'), cell: (hold) => <HoldState hold={hold} /> }}
          />
        )}
      </ListResults>
    </Stack>
  );
}
