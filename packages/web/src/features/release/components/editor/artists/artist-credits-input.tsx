import type { ArtistRole } from '@irama/contracts';
import { Alert, Input, Loader, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../../../lib/api-error.ts';
import { useFieldMessage } from '../../../../../lib/use-field-message.ts';
import { type ArtistSource, useArtistSearch, useCreateArtistMutation } from './artist-api.ts';
import { ArtistCreditList } from './artist-credit-list.tsx';
import type { ArtistCreditValue } from './artist-credit-value.ts';
import { ArtistSearchResults, type FoundArtist, isDatabaseArtist } from './artist-search-results.tsx';
import { ManualArtistEntry } from './manual-artist-entry.tsx';

export interface ArtistCreditsInputProps {
  value: ArtistCreditValue[];
  onChange: (value: ArtistCreditValue[]) => void;
  error?: string;
  label: string;
  disabled?: boolean;
  withAsterisk?: boolean;
}

/** Artists of a release or track, each main or featured: found in the artist database or on Spotify, or added by hand. */
export function ArtistCreditsInput(props: ArtistCreditsInputProps) {
  const { t } = useTranslation();
  const releaseMessage = useFieldMessage();
  const id = useId();
  const [source, setSource] = useState<ArtistSource>('database');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 300);
  const search = useArtistSearch(source, debounced);
  const createArtist = useCreateArtistMutation();
  const { value, onChange } = props;

  function add(artist: { id?: number; name: string; spotify_id: string | null }) {
    // The first artist is the main one; later ones are usually featured and can be switched.
    const role: ArtistRole = value.some((credit) => credit.role === 'main') ? 'featured' : 'main';
    onChange([
      ...value,
      {
        artist_id: artist.id === undefined ? null : String(artist.id),
        spotify_id: artist.spotify_id,
        name: artist.name,
        role,
      },
    ]);
    setQuery('');
  }

  function pick(found: FoundArtist) {
    if (isDatabaseArtist(found)) {
      add(found);
      return;
    }
    // A Spotify artist joins the database first, so the next search finds them without Spotify.
    createArtist.mutate(
      { name: found.name, spotify_id: found.spotify_id, image_url: found.image_url },
      { onSuccess: add, onError: () => add({ name: found.name, spotify_id: found.spotify_id }) },
    );
  }

  const results = debounced.trim() && search.data ? search.data.results : null;

  return (
    <Input.Wrapper id={id} label={props.label} error={releaseMessage(props.error)} withAsterisk={props.withAsterisk}>
      <Stack gap="xs" mt={4}>
        <ArtistCreditList value={value} onChange={onChange} disabled={props.disabled} />

        {!props.disabled && (
          <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-light)">
            <Stack gap="xs">
              <SegmentedControl
                size="xs"
                value={source}
                onChange={(next) => setSource(next as ArtistSource)}
                aria-label={t('release.artistInput.source')}
                data={[
                  { value: 'database', label: t('release.artistInput.sources.database') },
                  { value: 'spotify', label: t('release.artistInput.sources.spotify') },
                ]}
              />
              <TextInput
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                // Enter would submit the surrounding release or track form.
                onKeyDown={(event) => (event.key === 'Enter' ? event.preventDefault() : undefined)}
                aria-label={t('release.artistInput.search')}
                placeholder={t(
                  source === 'spotify'
                    ? 'release.artistInput.spotifyPlaceholder'
                    : 'release.artistInput.databasePlaceholder',
                )}
                leftSection={<IconSearch size={16} aria-hidden />}
                rightSection={search.isFetching || createArtist.isPending ? <Loader size="xs" /> : null}
              />
              {source === 'spotify' && search.data?.configured === false && (
                <Alert color="yellow" variant="light" icon={<IconInfoCircle size={16} aria-hidden />} p="xs">
                  <Text size="xs">{t('release.artistInput.spotifyNotConfigured')}</Text>
                </Alert>
              )}
              {search.isError && (
                <Text size="xs" c="red" role="alert">
                  {t(errorMessageKey(search.error))}
                </Text>
              )}
              {results && (
                <ArtistSearchResults
                  results={results}
                  query={debounced.trim()}
                  credits={value}
                  isAdding={createArtist.isPending}
                  onPick={pick}
                />
              )}
              <ManualArtistEntry query={query} createArtist={createArtist} onAdded={add} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
