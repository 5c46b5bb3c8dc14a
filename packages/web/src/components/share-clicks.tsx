import { type ShareClicks as Clicks, PLATFORMS } from '@irama/contracts';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format-date.ts';
import { useShareClicksQuery } from '../lib/share-clicks.ts';
import { QueryState } from './query-state.tsx';

/** How many days of clicks the table shows, newest first: the last two weeks say whether sharing works. */
const DAYS_SHOWN = 14;

const storeName = (store: string) => PLATFORMS.find((platform) => platform.id === store)?.name ?? store;

/** Clicks per day, all stores together, newest day first. */
function clicksPerDay(clicks: Clicks): { day: string; clicks: number }[] {
  const byDay = new Map<string, number>();
  for (const row of clicks.by_day) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.clicks);
  return [...byDay]
    .map(([day, count]) => ({ day, clicks: count }))
    .sort((a, b) => b.day.localeCompare(a.day))
    .slice(0, DAYS_SHOWN);
}

function ShareClicksView({ clicks }: { clicks: Clicks }) {
  const { t, i18n } = useTranslation();
  if (clicks.total === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('release.share.noClicks')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm">{t('release.share.total', { count: clicks.total })}</Text>
      <Group gap="xs" aria-label={t('release.share.byStore')}>
        {clicks.by_store.map((row) => (
          <Badge key={row.store} variant="light" tt="none">
            {storeName(row.store)}: {row.clicks.toLocaleString(i18n.language)}
          </Badge>
        ))}
      </Group>
      <Table fz="sm" maw={320} aria-label={t('release.share.byDay')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('release.share.day')}</Table.Th>
            <Table.Th ta="right">{t('release.share.clicks')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clicksPerDay(clicks).map((row) => (
            <Table.Tr key={row.day}>
              <Table.Td>{formatDate(row.day, i18n.language)}</Table.Td>
              <Table.Td ta="right">{row.clicks.toLocaleString(i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The store-link clicks a live track's share page brought: per store, and per day for the last two weeks. */
export function ShareClicks({ trackId }: { trackId: number }) {
  const clicks = useShareClicksQuery(trackId);
  return clicks.data ? <ShareClicksView clicks={clicks.data} /> : <QueryState error={clicks.error} />;
}
