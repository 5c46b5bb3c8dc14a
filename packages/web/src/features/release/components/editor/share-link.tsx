import { PLATFORMS, type ShareClicks } from '@irama/contracts';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { ShareLinkField } from '../../../../components/share-link-field.tsx';
import { formatDate } from '../../../../lib/format-date.ts';
import { useShareClicksQuery } from '../../api/get-share-clicks.ts';

/** How many days of clicks the table shows, newest first: the last two weeks say whether sharing works. */
const DAYS_SHOWN = 14;

const storeName = (store: string) => PLATFORMS.find((platform) => platform.id === store)?.name ?? store;

/** Clicks per day, all stores together, newest day first. */
function clicksPerDay(clicks: ShareClicks): { day: string; clicks: number }[] {
  const byDay = new Map<string, number>();
  for (const row of clicks.by_day) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.clicks);
  return [...byDay]
    .map(([day, count]) => ({ day, clicks: count }))
    .sort((a, b) => b.day.localeCompare(a.day))
    .slice(0, DAYS_SHOWN);
}

function ShareClicksView({ clicks }: { clicks: ShareClicks }) {
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

/** A live track's public share page: its link to copy or open, and the store clicks it brought. */
export function ShareLink({ trackId, shareId }: { trackId: number; shareId: string }) {
  const { t } = useTranslation();
  const clicks = useShareClicksQuery(trackId);
  // The page is served by the host the partner is on, so a white-label portal shares its own name.
  const url = `${window.location.origin}/s/${shareId}`;
  return (
    <Stack gap="xs" mt="md">
      <Title order={4} size="h6">
        {t('release.share.title')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('release.share.hint')}
      </Text>
      <ShareLinkField url={url} />
      {clicks.data ? <ShareClicksView clicks={clicks.data} /> : <QueryState error={clicks.error} />}
    </Stack>
  );
}
