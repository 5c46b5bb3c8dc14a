import type { AnalyticsTopRow } from '@irama/contracts';
import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataNotFound } from '../../../components/analytics/data-not-found.tsx';
import { songByline } from '../../../lib/claimed-upload.ts';
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
  const titleOf = (row: AnalyticsTopRow) =>
    onOpen ? (
      <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onOpen(row)}>
        {row.title ?? row.asset_id}
      </Anchor>
    ) : (
      <Text size="sm">{row.title ?? row.asset_id}</Text>
    );
  const noteOf = (row: AnalyticsTopRow) => (
    <Text size="xs" c="dimmed" truncate>
      {[songByline(t, row.artist, row.upload), row.asset_label || t('analytics.filters.noProject'), row.asset_id]
        .filter(Boolean)
        .join(' · ')}
    </Text>
  );
  return (
    <>
      {/* A phone gets a list: five columns would scroll the figures out of sight. */}
      <Stack gap="sm" component="ol" p={0} m={0} hiddenFrom="sm" aria-label={caption} style={{ listStyle: 'none' }}>
        {rows.map((row, index) => (
          <li key={row.asset_id}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed" w={20}>
                {index + 1}
              </Text>
              <div style={{ minWidth: 0 }}>
                {titleOf(row)}
                {noteOf(row)}
                <Text size="xs">
                  {t('analytics.catalogue.figures', {
                    views: formats.count(row.views),
                    hours: formats.hours(row.watch_seconds),
                    revenue: formats.usd(row.revenue_micros),
                  })}
                </Text>
              </div>
            </Group>
          </li>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={520} visibleFrom="sm">
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
            {rows.map((row, index) => (
              <Table.Tr key={row.asset_id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td maw={280}>
                  {titleOf(row)}
                  {noteOf(row)}
                </Table.Td>
                <Table.Td ta="right">{formats.count(row.views)}</Table.Td>
                <Table.Td ta="right">{formats.hours(row.watch_seconds)}</Table.Td>
                <Table.Td ta="right">{formats.usd(row.revenue_micros)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
