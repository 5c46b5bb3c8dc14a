import type { Artist, ArtistRole } from '@irama/contracts';
import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  Input,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBrandSpotify, IconInfoCircle, IconPlus, IconSearch, IconUserPlus, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../../../lib/api-error.ts';
import { useFieldMessage } from '../../../../../lib/use-field-message.ts';
import { type ArtistSource, type SpotifySearchResult, useArtistSearch, useCreateArtistMutation } from './artist-api.ts';

/** An artist credit as the release and track forms hold it (the contracts' artist reference). */
export interface ArtistCreditValue {
  artist_id: string | null;
  spotify_id: string | null;
  name: string | null;
  role: ArtistRole;
}

export interface ArtistCreditsInputProps {
  value: ArtistCreditValue[];
  onChange: (value: ArtistCreditValue[]) => void;
  error?: string;
  label: string;
  disabled?: boolean;
  withAsterisk?: boolean;
}

type Found = SpotifySearchResult['results'][number];

const isDatabaseArtist = (found: Found): found is Artist => 'id' in found;

function sameArtist(credit: ArtistCreditValue, found: Found): boolean {
  if (isDatabaseArtist(found) && credit.artist_id === String(found.id)) return true;
  if (found.spotify_id !== null && credit.spotify_id === found.spotify_id) return true;
  // Credits typed by hand carry only a name.
  return credit.artist_id === null && credit.name?.trim().toLowerCase() === found.name.trim().toLowerCase();
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
  const [manual, setManual] = useState<{ name: string; spotifyId: string; error: string | null } | null>(null);
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

  function pick(found: Found) {
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

  // Not a <form>: this sits inside the release or track form, and forms cannot nest.
  function submitManual() {
    if (!manual) return;
    const name = manual.name.trim();
    if (!name) {
      setManual({ ...manual, error: releaseMessage('release.artist.name.required') ?? null });
      return;
    }
    createArtist.mutate(
      { name, spotify_id: manual.spotifyId.trim() || null },
      {
        onSuccess: (artist) => {
          add(artist);
          setManual(null);
        },
        onError: (error) => {
          const key =
            error instanceof ApiError ? (error.fieldErrors.name ?? errorMessageKey(error)) : errorMessageKey(error);
          setManual({ ...manual, error: releaseMessage(key) ?? null });
        },
      },
    );
  }

  function submitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submitManual();
  }

  function setRole(index: number, role: ArtistRole) {
    onChange(value.map((credit, position) => (position === index ? { ...credit, role } : credit)));
  }

  const results = debounced.trim() && search.data ? search.data.results : null;

  return (
    <Input.Wrapper id={id} label={props.label} error={releaseMessage(props.error)} withAsterisk={props.withAsterisk}>
      <Stack gap="xs" mt={4}>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('release.artistInput.empty')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {value.map((credit, index) => (
              <Paper
                key={`${credit.artist_id}|${credit.spotify_id}|${credit.name}`}
                component="li"
                withBorder
                radius="md"
                px="sm"
                py={6}
              >
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: '1 1 10rem' }}>
                    <Text size="sm" fw={500} truncate="end">
                      {credit.name ?? t('release.artistInput.unnamed')}
                    </Text>
                    {credit.spotify_id && (
                      <Badge
                        size="xs"
                        variant="light"
                        color="green"
                        leftSection={<IconBrandSpotify size={10} aria-hidden />}
                      >
                        Spotify
                      </Badge>
                    )}
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <SegmentedControl
                      size="xs"
                      value={credit.role}
                      disabled={props.disabled}
                      onChange={(role) => setRole(index, role as ArtistRole)}
                      aria-label={t('release.artistInput.roleOf', { name: credit.name ?? '' })}
                      data={[
                        { value: 'main', label: t('release.artistInput.roles.main') },
                        { value: 'featured', label: t('release.artistInput.roles.featured') },
                      ]}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={props.disabled}
                      aria-label={t('release.artistInput.remove', { name: credit.name ?? '' })}
                      onClick={() => onChange(value.filter((_, position) => position !== index))}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}

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
                <Stack gap={4} aria-label={t('release.artistInput.results')} role="list">
                  {results.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {t('release.artistInput.noResults', { query: debounced.trim() })}
                    </Text>
                  )}
                  {results.map((found) => {
                    const isAdded = value.some((credit) => sameArtist(credit, found));
                    return (
                      <UnstyledButton
                        key={isDatabaseArtist(found) ? `db-${found.id}` : `sp-${found.spotify_id}`}
                        role="listitem"
                        disabled={isAdded || createArtist.isPending}
                        onClick={() => pick(found)}
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
              )}
              {manual ? (
                <Stack gap="xs">
                  <Group gap="xs" align="flex-start" wrap="wrap">
                    <TextInput
                      label={t('release.artistInput.manualName')}
                      value={manual.name}
                      onChange={(event) => setManual({ ...manual, name: event.currentTarget.value, error: null })}
                      error={manual.error}
                      style={{ flex: '1 1 12rem' }}
                      onKeyDown={submitOnEnter}
                    />
                    <TextInput
                      label={t('release.artistInput.manualSpotify')}
                      value={manual.spotifyId}
                      onChange={(event) => setManual({ ...manual, spotifyId: event.currentTarget.value })}
                      style={{ flex: '1 1 12rem' }}
                      onKeyDown={submitOnEnter}
                    />
                  </Group>
                  <Group gap="xs">
                    <Button size="xs" loading={createArtist.isPending} onClick={submitManual}>
                      {t('release.artistInput.manualSave')}
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setManual(null)}>
                      {t('release.artistInput.manualCancel')}
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <Button
                  size="xs"
                  variant="subtle"
                  w="fit-content"
                  leftSection={<IconUserPlus size={14} aria-hidden />}
                  onClick={() => setManual({ name: query.trim(), spotifyId: '', error: null })}
                >
                  {t('release.artistInput.manual')}
                </Button>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
