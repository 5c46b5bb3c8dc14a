import type { MusicbankItemSummary } from '@irama/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Song = Pick<MusicbankItemSummary, 'genre' | 'is_exclusive'> &
  Partial<Pick<MusicbankItemSummary, 'mood' | 'language' | 'is_taken'>>;

/** What kind of song it is (genre, mood, language) and whether it is licensed to one partner only. */
export function SongBadges({ song }: { song: Song }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge size="sm" variant="light" tt="none" c="dark.7">
        {t(`musicbank.genres.${song.genre}`)}
      </Badge>
      {song.mood && (
        <Badge size="sm" variant="outline" color="gray" tt="none" c="dark.7">
          {t(`musicbank.moods.${song.mood}`)}
        </Badge>
      )}
      {song.language && (
        <Badge size="sm" variant="outline" color="gray" tt="none" c="dark.7">
          {t(`musicbank.languages.${song.language}`)}
        </Badge>
      )}
      {song.is_exclusive && (
        <Badge size="sm" variant="light" color="grape" tt="none" c="dark.7">
          {t('musicbank.item.exclusive')}
        </Badge>
      )}
      {song.is_taken && (
        <Badge size="sm" variant="filled" color="gray" tt="none">
          {t('musicbank.item.taken')}
        </Badge>
      )}
    </Group>
  );
}
