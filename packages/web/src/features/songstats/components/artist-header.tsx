import type { SongstatsArtist } from '@irama/contracts';
import { Avatar, Group, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../lib/format.ts';

/** The artist's picture (or initials), name, and how many releases and live tracks credit them. */
export function ArtistHeader({ artist }: { artist: SongstatsArtist | undefined }) {
  const { t, i18n } = useTranslation();
  if (!artist) return <Skeleton height={64} width={320} />;
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar src={artist.image_url} name={artist.name} color="initials" size={64} radius="xl" alt="" />
      <div style={{ minWidth: 0 }}>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {artist.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('songstats.artist.releases', {
            count: artist.releases,
            value: formatCount(artist.releases, i18n.language),
          })}
          {' · '}
          {t('songstats.artist.liveTracks', {
            count: artist.live_tracks,
            value: formatCount(artist.live_tracks, i18n.language),
          })}
        </Text>
      </div>
    </Group>
  );
}
