import { Box, Group, Loader, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface ClipWaveformProps {
  /** Each bucket's loudness, 0 to 1; null when the song could not be drawn. */
  peaks: readonly number[] | null;
  isDecoding: boolean;
  duration: number;
  clipStart: number;
  clipLength: number;
  /** The moment (seconds) a click on the waveform points at. */
  onPick: (at: number) => void;
}

/** The song's waveform with the clip's selection shaded; a click moves the selection there. */
export function ClipWaveform({ peaks, isDecoding, duration, clipStart, clipLength, onPick }: ClipWaveformProps) {
  const { t } = useTranslation();

  function pickOnWaveform(event: MouseEvent<SVGSVGElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    onPick(((event.clientX - box.left) / box.width) * duration);
  }

  if (isDecoding) {
    return (
      <Group gap="xs" h={72}>
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('release.clipTrimmer.decoding')}
        </Text>
      </Group>
    );
  }
  if (!peaks) {
    return (
      <Text size="xs" c="dimmed">
        {t('release.clipTrimmer.noWaveform')}
      </Text>
    );
  }
  const buckets = peaks.length;
  return (
    <Box>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the sliders below do the same by keyboard */}
      <svg
        viewBox={`0 0 ${buckets} 100`}
        preserveAspectRatio="none"
        width="100%"
        height={72}
        role="img"
        aria-label={t('release.clipTrimmer.waveform')}
        onClick={pickOnWaveform}
        style={{ display: 'block', cursor: 'pointer', touchAction: 'manipulation' }}
      >
        <rect
          x={(clipStart / duration) * buckets}
          width={(clipLength / duration) * buckets}
          y={0}
          height={100}
          fill="var(--mantine-primary-color-light)"
        />
        <path
          d={peaks.map((peak, index) => `M${index + 0.5} ${50 - peak * 48}V${50 + peak * 48}`).join('')}
          stroke="var(--mantine-primary-color-filled)"
          strokeWidth={0.6}
        />
      </svg>
    </Box>
  );
}
