import { AUDIO_CLIP_MAX_SECONDS, AUDIO_CLIP_MIN_SECONDS, type ReleaseFile } from '@irama/contracts';
import { Button, Group, Input, Paper, Slider, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop, IconScissors } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../../../lib/use-field-message.ts';
import { formatDuration } from '../upload/file-format.ts';
import { ClipResult } from './clip-result.tsx';
import { ClipWaveform } from './clip-waveform.tsx';
import { trimErrorKey, useTrimAudioMutation } from './trim-audio.ts';
import { useDecodedAudio } from './use-decoded-audio.ts';
import { encodeWavSlice, peaksOf, playBuffer, playSourcePart } from './waveform.ts';

export interface ClipTrimmerProps {
  /** The uploaded full audio the clip is cut from; its signed URL gives the waveform and playback. */
  audio: ReleaseFile | null;
  /** The same audio as a local file, when it was uploaded in this browser: read without a download. */
  localFile: File | null;
  value: ReleaseFile | null;
  onChange: (clip: ReleaseFile | null) => void;
  label: string;
  error?: string;
  disabled?: boolean;
}

const PEAK_BUCKETS = 240;
const DEFAULT_LENGTH = 30;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 10) / 10;

/** The longest clip the audio allows, and a start that keeps the selection inside it. */
function clipBounds(duration: number) {
  const maxLength = Math.min(AUDIO_CLIP_MAX_SECONDS, Math.floor(duration));
  return { maxLength, isPossible: maxLength >= AUDIO_CLIP_MIN_SECONDS };
}

/**
 * Picks the 15–59 s audio clip on the song's waveform, plays the selection in the browser and
 * has the server cut it from the uploaded WAV.
 */
export function ClipTrimmer(props: ClipTrimmerProps) {
  const { t } = useTranslation();
  const releaseMessage = useFieldMessage();
  const [isPlaying, setIsPlaying] = useState(false);
  const [clipUrl, setClipUrl] = useState<string | null>(null);
  const stopPlayback = useRef<(() => void) | null>(null);
  const trim = useTrimAudioMutation();
  const labelId = useId();

  // Most songs reach the chorus about a quarter in: a better first guess than the intro.
  const [start, setStart] = useState(() => round((props.audio?.duration_seconds ?? 0) / 4));
  const audioUrl = props.audio?.url ?? null;
  const { buffer, isDecoding } = useDecodedAudio(props.localFile, audioUrl, props.audio?.size ?? 0, (decoded) =>
    setStart(round(decoded.duration / 4)),
  );
  const duration = buffer?.duration ?? props.audio?.duration_seconds ?? 0;
  const { maxLength, isPossible } = clipBounds(duration);
  const [length, setLength] = useState(DEFAULT_LENGTH);
  const clipLength = clamp(length, AUDIO_CLIP_MIN_SECONDS, Math.max(AUDIO_CLIP_MIN_SECONDS, maxLength));
  const maxStart = Math.max(0, round(duration - clipLength));
  const clipStart = clamp(start, 0, maxStart);

  useEffect(() => () => stopPlayback.current?.(), []);
  useEffect(() => () => (clipUrl ? URL.revokeObjectURL(clipUrl) : undefined), [clipUrl]);

  const peaks = useMemo(() => (buffer ? peaksOf(buffer, PEAK_BUCKETS) : null), [buffer]);

  function stop() {
    stopPlayback.current?.();
    stopPlayback.current = null;
    setIsPlaying(false);
  }

  function play() {
    stop();
    const onEnd = () => setIsPlaying(false);
    let stopper: (() => void) | null = null;
    const source = props.localFile ?? audioUrl;
    if (buffer) stopper = playBuffer(buffer, clipStart, clipLength, onEnd);
    else if (source) stopper = playSourcePart(source, clipStart, clipLength, onEnd);
    if (!stopper) return;
    stopPlayback.current = stopper;
    setIsPlaying(true);
  }

  function cut() {
    if (!props.audio) return;
    stop();
    const request = { file_id: props.audio.file_id, start_seconds: clipStart, duration_seconds: clipLength };
    trim.mutate(request, {
      onSuccess: (clip) => {
        setClipUrl(buffer ? URL.createObjectURL(encodeWavSlice(buffer, clipStart, clipLength)) : null);
        props.onChange(clip);
      },
    });
  }

  const trimError = trimErrorKey(trim.error);

  return (
    <Input.Wrapper label={props.label} error={releaseMessage(props.error)} withAsterisk>
      <Paper withBorder radius="md" p="sm" mt={4}>
        {!props.audio ? (
          <Text size="sm" c="dimmed">
            {t('release.clipTrimmer.needsAudio')}
          </Text>
        ) : !isPossible ? (
          // A problem only while there is no clip: with one, it only says why no other can be cut.
          <Text size="sm" c={props.value ? 'dimmed' : 'red'}>
            {t('release.clipTrimmer.tooShort', { min: AUDIO_CLIP_MIN_SECONDS })}
          </Text>
        ) : (
          <Stack gap="sm">
            <ClipWaveform
              peaks={peaks}
              isDecoding={isDecoding}
              duration={duration}
              clipStart={clipStart}
              clipLength={clipLength}
              onPick={(at) => setStart(round(clamp(at - clipLength / 2, 0, maxStart)))}
            />
            <Stack gap={4}>
              <Text size="sm" id={`${labelId}-start`}>
                {t('release.clipTrimmer.start', { time: formatDuration(clipStart) })}
              </Text>
              <Slider
                aria-labelledby={`${labelId}-start`}
                min={0}
                max={Math.max(maxStart, 0.1)}
                step={0.5}
                value={clipStart}
                onChange={(value) => setStart(value)}
                label={(value) => formatDuration(value)}
                disabled={props.disabled || maxStart === 0}
                thumbLabel={t('release.clipTrimmer.startLabel')}
              />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" id={`${labelId}-length`}>
                {t('release.clipTrimmer.length', { seconds: clipLength, min: AUDIO_CLIP_MIN_SECONDS, max: maxLength })}
              </Text>
              <Slider
                aria-labelledby={`${labelId}-length`}
                min={AUDIO_CLIP_MIN_SECONDS}
                max={maxLength}
                step={1}
                value={clipLength}
                onChange={(value) => setLength(value)}
                label={(value) => `${value} s`}
                disabled={props.disabled || maxLength === AUDIO_CLIP_MIN_SECONDS}
                thumbLabel={t('release.clipTrimmer.lengthLabel')}
              />
            </Stack>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={
                  isPlaying ? <IconPlayerStop size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />
                }
                onClick={isPlaying ? stop : play}
              >
                {t(isPlaying ? 'release.clipTrimmer.stop' : 'release.clipTrimmer.play')}
              </Button>
              <Button
                size="xs"
                leftSection={<IconScissors size={14} aria-hidden />}
                loading={trim.isPending}
                disabled={props.disabled}
                onClick={cut}
              >
                {t('release.clipTrimmer.cut', {
                  from: formatDuration(clipStart),
                  to: formatDuration(clipStart + clipLength),
                })}
              </Button>
            </Group>
            {trimError && (
              <Text size="sm" c="red" role="alert">
                {releaseMessage(trimError)}
              </Text>
            )}
          </Stack>
        )}
        {props.value && <ClipResult clip={props.value} clipUrl={clipUrl} />}
      </Paper>
    </Input.Wrapper>
  );
}
