import type { SongstatsTrackRef } from '@irama/contracts';
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { IconMusic } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { StatsFilters } from '../api/stats-query.ts';
import { filtersSearch } from '../lib/use-stats-filters.ts';

/** The track view's address, keeping the figures the reader chose. */
export const trackPath = (id: number, filters?: StatsFilters) =>
  `/analytics/songstats/track/${id}${filters ? filtersSearch(filters) : ''}`;

/** A track's cover, title (a link to its track view) and artists. */
export function TrackLink({ track, filters }: { track: SongstatsTrackRef; filters?: StatsFilters }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={track.cover_url} radius="sm" size={40} alt="">
        <IconMusic size={18} aria-hidden />
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={trackPath(track.id, filters)}
          fw={600}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {track.title}
        </Anchor>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {track.artists.map((artist) => artist.name).join(', ')}
        </Text>
      </Stack>
    </Group>
  );
}
