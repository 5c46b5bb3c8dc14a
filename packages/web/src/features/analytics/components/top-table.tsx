import type { AnalyticsTopRow } from '@irama/contracts';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataNotFound } from '../../../components/analytics/data-not-found.tsx';
import type { AnalyticsFormats } from '../lib/format.ts';

interface TopTableProps {
  caption: string;
  rows: readonly AnalyticsTopRow[];
  formats: AnalyticsFormats;
  /** Opens an asset's own analytics; without it titles are plain text. */
  onOpen?: ((row: AnalyticsTopRow) => void) | undefined;
}

/** A ranked list of assets (or their videos) with views, watch time and estimated revenue. */
export function TopTable({ caption, rows, formats, onOpen }: TopTableProps) {
  const { t } = useTranslation();
  if (rows.length === 0) return <DataNotFound compact />;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>#</Table.Th>
            <Table.Th>{t('analytics.catalogue.asset')}</Table.Th>
            <Table.Th ta="right">{t('analytics.summary.views')}</Table.Th>
            <Table.Th ta="right">{t('analytics.catalogue.hours')}</Table.Th>
            <Table.Th ta="right">{t('analytics.catalogue.revenue')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const title = row.title ?? row.asset_id;
            return (
              <Table.Tr key={row.asset_id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td maw={280}>
                  {onOpen ? (
                    <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onOpen(row)}>
                      {title}
                    </Anchor>
                  ) : (
                    <Text size="sm">{title}</Text>
                  )}
                  <Text size="xs" c="dimmed" truncate>
                    {[row.asset_label || t('analytics.filters.noProject'), row.asset_id].join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formats.count(row.views)}</Table.Td>
                <Table.Td ta="right">{formats.hours(row.watch_seconds)}</Table.Td>
                <Table.Td ta="right">{formats.usd(row.revenue_micros)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
