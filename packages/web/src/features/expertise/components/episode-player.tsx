import { type Episode, SUBTITLE_LANGUAGES, type SubtitleLanguage } from '@irama/contracts';
import { Alert, AspectRatio, Center, Stack, Text } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { usePlaybackReports } from '../lib/use-playback-reports.ts';

interface EpisodePlayerProps {
  courseId: number;
  episode: Episode;
  /** The episode's title in the reader's language, naming the player. */
  title: string;
  /** The episode played to its end: the page offers the next one. */
  onEnded: () => void;
}

/** The reader's language first, so its subtitles are the ones a player turns on. */
function subtitleOrder(language: string): SubtitleLanguage[] {
  const mine = language.startsWith('en') ? 'en' : 'id';
  return [mine, ...SUBTITLE_LANGUAGES.filter((other) => other !== mine)];
}

/**
 * One episode in a native player: poster, seekable video, subtitles in Indonesian and English (the
 * reader's first), resumed where the learner stopped; what really plays is reported as progress.
 */
export function EpisodePlayer({ courseId, episode, title, onEnded }: EpisodePlayerProps) {
  const { t, i18n } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const refusal = usePlaybackReports(videoRef, {
    courseId,
    episodeId: episode.id,
    resumeAt: episode.progress.position_seconds,
  });

  if (!episode.video_url) {
    return (
      <AspectRatio ratio={16 / 9}>
        <Center bg="var(--mantine-color-default-hover)" c="dimmed" p="md">
          <Stack gap="xs" align="center">
            <IconVideoOff size={32} aria-hidden />
            <Text size="sm" ta="center">
              {t('expertise.player.noVideo')}
            </Text>
          </Stack>
        </Center>
      </AspectRatio>
    );
  }

  const tracks = subtitleOrder(i18n.language).filter((language) => episode.subtitles[language]);
  return (
    <Stack gap="xs">
      <AspectRatio ratio={16 / 9} bg="black" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        {/* biome-ignore lint/a11y/useMediaCaption: the subtitles are staff uploads; an episode may not have them yet. */}
        <video
          ref={videoRef}
          controls
          preload="metadata"
          playsInline
          onEnded={onEnded}
          poster={episode.poster_url ?? undefined}
          aria-label={t('expertise.player.label', { title })}
          style={{ width: '100%', height: '100%', background: 'black' }}
        >
          <source src={episode.video_url} type={episode.video_mime ?? undefined} />
          {tracks.map((language, index) => (
            <track
              key={language}
              kind="subtitles"
              srcLang={language}
              label={t(`expertise.player.subtitles.${language}`)}
              src={episode.subtitles[language] ?? undefined}
              default={index === 0}
            />
          ))}
        </video>
      </AspectRatio>
      {refusal !== null && (
        <Alert color="yellow" variant="light" role="status" p="xs">
          {t('expertise.player.notSaved', { reason: t(errorMessageKey(refusal)) })}
        </Alert>
      )}
    </Stack>
  );
}
