import { MUSICBANK_LIMITS } from '@irama/contracts';
import { ActionIcon, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimPlayback, releasePlayback } from '../lib/demo-playback.ts';

/**
 * Ties an <audio> to the page's one-at-a-time playback, and stops a partner who has not requested the song
 * at `demoSeconds` (the whole file is served; the limit is the player's).
 */
function useDemoAudio(audio: RefObject<HTMLAudioElement | null>, isLimited: boolean) {
  const [isPlaying, setPlaying] = useState(false);
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const handlePlay = () => {
      claimPlayback(element);
      setPlaying(true);
    };
    const handlePause = () => setPlaying(false);
    const handleTime = () => {
      if (isLimited && element.currentTime >= MUSICBANK_LIMITS.demoSeconds) {
        element.pause();
        element.currentTime = 0;
      }
    };
    element.addEventListener('play', handlePlay);
    element.addEventListener('pause', handlePause);
    element.addEventListener('ended', handlePause);
    element.addEventListener('timeupdate', handleTime);
    return () => {
      element.pause();
      releasePlayback(element);
      element.removeEventListener('play', handlePlay);
      element.removeEventListener('pause', handlePause);
      element.removeEventListener('ended', handlePause);
      element.removeEventListener('timeupdate', handleTime);
    };
  }, [audio, isLimited]);
  return isPlaying;
}

interface DemoProps {
  src: string;
  title: string;
  /** Stops at the demo's preview length: the company has not requested the song. */
  isLimited: boolean;
}

/** A card's play button for the song's demo; starting it pauses any other demo on the page. */
export function DemoButton({ src, title, isLimited }: DemoProps) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const isPlaying = useDemoAudio(audio, isLimited);

  function handleToggle() {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play()?.catch(() => {});
    else element.pause();
  }

  return (
    <>
      <ActionIcon
        variant="light"
        size="lg"
        radius="xl"
        onClick={handleToggle}
        aria-label={t(isPlaying ? 'musicbank.demo.pause' : 'musicbank.demo.play', { title })}
        aria-pressed={isPlaying}
      >
        {isPlaying ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
      </ActionIcon>
      {/* biome-ignore lint/a11y/useMediaCaption: a song demo has no speech to caption; its lyrics are shown beside it. */}
      <audio ref={audio} src={src} preload="none" />
    </>
  );
}

/** The demo with the browser's controls (seek, volume), in the song's detail. */
export function DemoPlayer({ src, title, isLimited }: DemoProps) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  useDemoAudio(audio, isLimited);
  return (
    <div>
      {/* biome-ignore lint/a11y/useMediaCaption: a song demo has no speech to caption; its lyrics are shown beside it. */}
      <audio
        ref={audio}
        src={src}
        controls
        preload="none"
        aria-label={t('musicbank.demo.player', { title })}
        style={{ width: '100%' }}
      />
      {isLimited && (
        <Text size="xs" c="dimmed">
          {t('musicbank.demo.preview', { seconds: MUSICBANK_LIMITS.demoSeconds })}
        </Text>
      )}
    </div>
  );
}
