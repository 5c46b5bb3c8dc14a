import type { Artist } from '@irama/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../../../lib/api-error.ts';
import { useFieldMessage } from '../../../../../lib/use-field-message.ts';
import type { useCreateArtistMutation } from './artist-api.ts';

interface ManualArtistEntryProps {
  /** The search as typed: the name the entry starts with. */
  query: string;
  createArtist: ReturnType<typeof useCreateArtistMutation>;
  onAdded: (artist: Artist) => void;
}

/** Adds an artist by hand, by name and optional Spotify ID, when no search finds them. */
export function ManualArtistEntry({ query, createArtist, onAdded }: ManualArtistEntryProps) {
  const { t } = useTranslation();
  const releaseMessage = useFieldMessage();
  const [manual, setManual] = useState<{ name: string; spotifyId: string; error: string | null } | null>(null);

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
          onAdded(artist);
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

  if (!manual) {
    return (
      <Button
        size="xs"
        variant="subtle"
        w="fit-content"
        leftSection={<IconUserPlus size={14} aria-hidden />}
        onClick={() => setManual({ name: query.trim(), spotifyId: '', error: null })}
      >
        {t('release.artistInput.manual')}
      </Button>
    );
  }
  return (
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
  );
}
