import type { Artist } from '@irama/contracts';
import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SpotifySearchResult } from './artist-api.ts';
import type { ArtistCreditValue } from './artist-credit-value.ts';

/** An artist a search found: from the artist database (with an id) or from Spotify. */
export type FoundArtist = SpotifySearchResult['results'][number];

export const isDatabaseArtist = (found: FoundArtist): found is Artist => 'id' in found;

function sameArtist(credit: ArtistCreditValue, found: FoundArtist): boolean {
  if (isDatabaseArtist(found) && credit.artist_id === String(found.id)) return true;
  if (found.spotify_id !== null && credit.spotify_id === found.spotify_id) return true;
  // Credits typed by hand carry only a name.
  return credit.artist_id === null && credit.name?.trim().toLowerCase() === found.name.trim().toLowerCase();
}

interface ArtistSearchResultsProps {
  results: readonly FoundArtist[];
  /** The search as typed, for the "nothing found" line. */
  query: string;
  credits: ArtistCreditValue[];
  isAdding: boolean;
  onPick: (found: FoundArtist) => void;
}

/** The artists a search found, each a button that credits it; those already credited are shown as added. */
export function ArtistSearchResults({ results, query, credits, isAdding, onPick }: ArtistSearchResultsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} aria-label={t('release.artistInput.results')} role="list">
      {results.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('release.artistInput.noResults', { query })}
        </Text>
      )}
      {results.map((found) => {
        const isAdded = credits.some((credit) => sameArtist(credit, found));
        return (
          <UnstyledButton
            key={isDatabaseArtist(found) ? `db-${found.id}` : `sp-${found.spotify_id}`}
            role="listitem"
            disabled={isAdded || isAdding}
            onClick={() => onPick(found)}
            aria-label={t('release.artistInput.add', { name: found.name })}
            p={6}
            style={{ borderRadius: 'var(--mantine-radius-sm)', opacity: isAdded ? 0.5 : 1 }}
          >
            <Group gap="sm" wrap="nowrap">
              <Avatar src={found.image_url} size={32} radius="xl" alt="">
                {found.name.charAt(0).toUpperCase()}
              </Avatar>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" truncate="end">
                  {found.name}
                </Text>
                {found.spotify_id && (
                  <Text size="xs" c="dimmed" truncate="end">
                    Spotify ID {found.spotify_id}
                  </Text>
                )}
              </Stack>
              {isAdded ? (
                <Text size="xs" c="dimmed">
                  {t('release.artistInput.added')}
                </Text>
              ) : (
                <IconPlus size={16} aria-hidden />
              )}
            </Group>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
