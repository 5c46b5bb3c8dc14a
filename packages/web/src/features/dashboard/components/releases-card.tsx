import { type DashboardReleases, RELEASE_STATUSES } from '@irama/contracts';
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyNote } from '../../../components/ideas/empty-note.tsx';
import { ReleaseCover } from '../../../components/release/release-cover.tsx';
import { ReleaseStatusBadge } from '../../../components/release/release-status-badge.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { StatTile } from '../../../components/stat-tile.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { formatCount } from '../../../lib/format-number.ts';

/** The release widget (releases per status, the next release date) and the latest releases of the catalogue. */
export function ReleasesCard({ releases }: { releases: DashboardReleases }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const shown = RELEASE_STATUSES.filter((status) => releases.by_status[status] > 0);
  return (
    <SectionCard
      title={t('dashboard.releases.title')}
      description={t('dashboard.releases.description')}
      actions={
        <Anchor component={Link} to="/catalogue" size="sm">
          {t('dashboard.releases.all')}
        </Anchor>
      }
    >
      <SimpleGrid cols={2} spacing="sm">
        <StatTile label={t('dashboard.releases.total')} value={formatCount(releases.total, language)} />
        <StatTile
          label={t('dashboard.releases.next')}
          value={releases.next_release_date ? formatDate(releases.next_release_date, language) : '–'}
        />
      </SimpleGrid>
      {shown.length > 0 && (
        <Group gap="xs">
          {shown.map((status) => (
            <Group key={status} gap={4} wrap="nowrap">
              <ReleaseStatusBadge status={status} />
              <Text size="sm" fw={600}>
                {formatCount(releases.by_status[status], language)}
              </Text>
            </Group>
          ))}
        </Group>
      )}
      <Text fw={700} size="sm">
        {t('dashboard.releases.recent')}
      </Text>
      {releases.recent.length === 0 ? (
        <EmptyNote text={t('dashboard.releases.empty')} />
      ) : (
        <Stack gap="xs">
          {releases.recent.map((release) => {
            const title = release.title ?? t('dashboard.releases.untitled');
            return (
              <Group key={release.id} gap="sm" wrap="nowrap">
                <ReleaseCover cover={release.cover_art} title={title} size={40} />
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  <Text size="sm" fw={600} truncate>
                    {title}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {[
                      release.artist_names.join(', '),
                      release.release_date && formatDate(release.release_date, language),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <ReleaseStatusBadge status={release.status} />
              </Group>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
