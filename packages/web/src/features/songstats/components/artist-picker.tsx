import type { SongstatsArtist } from '@irama/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArtistListQuery } from '../api/get-artist-list.ts';

interface ArtistPickerProps {
  /** The artist on screen, kept among the choices while a search shows others. */
  current: SongstatsArtist | undefined;
  onChange: (id: number) => void;
}

/** The company's artists, searched on the server by part of the name. */
export function ArtistPicker({ current, onChange }: ArtistPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  // The box shows the chosen artist's name: that is no search until the reader types something else.
  const q = debounced === current?.name ? '' : debounced;
  const list = useArtistListQuery(q);
  const artists = list.data?.artist_list ?? [];
  const choices = current && !artists.some((artist) => artist.id === current.id) ? [current, ...artists] : artists;
  return (
    <Select
      label={t('songstats.artist.pick')}
      placeholder={t('songstats.artist.search')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={choices.map((artist) => ({ value: String(artist.id), label: artist.name }))}
      value={current ? String(current.id) : null}
      onChange={(next) => next && onChange(Number(next))}
      nothingFoundMessage={t('songstats.artist.noMatch')}
      allowDeselect={false}
      w={{ base: '100%', xs: 320 }}
    />
  );
}
