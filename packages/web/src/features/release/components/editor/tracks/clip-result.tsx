import type { ReleaseFile } from '@irama/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fileFacts } from '../upload/file-format.ts';

/** The clip the track has, with its facts and a player. */
export function ClipResult({ clip, clipUrl }: { clip: ReleaseFile; clipUrl: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4} mt="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm" fw={500}>
        {t('release.clipTrimmer.result')}
      </Text>
      <Text size="xs" c="dimmed">
        {fileFacts(clip, t, i18n.language).join(' · ')}
      </Text>
      {/* The clip just cut plays from memory; a stored one from its signed URL, fetched when played. */}
      {/* biome-ignore lint/a11y/useMediaCaption: a music clip has no speech to caption */}
      <audio
        controls
        preload="none"
        src={clipUrl ?? clip.url}
        style={{ width: '100%' }}
        aria-label={t('release.clipTrimmer.result')}
      />
    </Stack>
  );
}
