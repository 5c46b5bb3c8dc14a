import { GENRES, LYRIC_LANGUAGES, REGIONS, type TrackDetail } from '@irama/contracts';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date.ts';
import classes from './ops.module.css';
import { Facts, FileFacts } from './release-facts.tsx';

type Named = { readonly id: string; readonly name: { readonly id: string; readonly en: string } };

/** The taxonomy's name for an id in the reader's language; an unknown id shows as stored. */
function nameOf(items: readonly Named[], id: string | null, language: string): string | null {
  if (id === null) return null;
  const item = items.find((candidate) => candidate.id === id);
  if (!item) return id;
  return language === 'en' ? item.name.en : item.name.id;
}

function people(list: { name: string | null; role: string | null }[]): string {
  return list.map((person) => [person.name, person.role && `(${person.role})`].filter(Boolean).join(' ')).join(', ');
}

/** Everything of one track the review team checks, files with the facts read from their bytes. */
export function TrackCard({ track, index }: { track: TrackDetail; index: number }) {
  const { t, i18n } = useTranslation();
  const field = (name: string) => t(`release.ops.fields.trackFields.${name}`);
  const artists = track.artists
    .map(
      (artist) => `${artist.name ?? ''}${artist.role ? ` (${t(`release.ops.detail.artistRole.${artist.role}`)})` : ''}`,
    )
    .join(', ');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`track-${track.id}`}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} size="h5" id={`track-${track.id}`}>
            {t('release.ops.fields.trackNumber', { number: index + 1 })} · {track.title || t('release.list.untitled')}
          </Title>
          {track.is_explicit && (
            <Badge size="sm" color="red" variant="light" tt="none">
              {t('release.ops.detail.explicit')}
            </Badge>
          )}
          {track.is_instrumental && (
            <Badge size="sm" variant="light" tt="none">
              {t('release.ops.detail.instrumental')}
            </Badge>
          )}
        </Group>
        <Facts
          rows={[
            [field('track_number'), track.track_number],
            [field('artists'), artists],
            [
              t('release.ops.detail.composer'),
              [track.composer_first_name, track.composer_last_name].filter(Boolean).join(' '),
            ],
            [field('isrc'), track.isrc],
            [field('video_isrc'), track.video_isrc],
            [field('genre'), nameOf(GENRES, track.genre, i18n.language)],
            [field('language'), nameOf(LYRIC_LANGUAGES, track.language, i18n.language)],
            [field('region'), nameOf(REGIONS, track.region, i18n.language)],
            [field('performer_contributors'), people(track.performer_contributors)],
            [field('production_contributors'), people(track.production_contributors)],
            [field('audio'), track.audio && <FileFacts file={track.audio} />],
            [field('clip'), track.clip && <FileFacts file={track.clip} />],
            [field('video'), track.video && <FileFacts file={track.video} />],
            [
              field('preview_release_date'),
              track.has_preview && track.preview_release_date
                ? formatDate(track.preview_release_date, i18n.language)
                : null,
            ],
            [
              field('lyrics'),
              track.is_instrumental
                ? t('release.ops.detail.instrumental')
                : track.lyrics && (
                    <Text size="sm" className={classes.lyrics}>
                      {track.lyrics}
                    </Text>
                  ),
            ],
          ]}
        />
      </Stack>
    </Paper>
  );
}
