import { Button } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../lib/format-number.ts';
import { formatExpiresIn, formatSpan } from '../lib/format-span.ts';
import type { ResumableStatus, ResumableUpload } from '../lib/use-resumable-upload.ts';
import { UploadProgressRow } from './upload-progress-row.tsx';

interface ResumableUploadProgressProps {
  upload: ResumableUpload;
  size?: 'compact' | 'regular';
  /** Names the progress bar for screen readers; by default after the file. */
  progressLabel?: string;
}

const BUTTON_SIZES = { compact: { button: 'compact-xs', icon: 12 }, regular: { button: 'xs', icon: 14 } } as const;
const RUNNING: readonly ResumableStatus[] = ['checking', 'uploading', 'paused', 'offline', 'retrying'];

/** State, speed, time left and expiry of a running upload, joined into one line. */
function detailsOf(upload: ResumableUpload, t: TFunction, language: string): string {
  const parts = [t(`uploads.progress.status.${upload.status}`)];
  const { progress } = upload;
  if (upload.status === 'uploading' && progress?.bytesPerSecond) {
    parts.push(t('uploads.progress.speed', { size: formatBytes(progress.bytesPerSecond, language) }));
    if (progress.secondsLeft !== null)
      parts.push(t('uploads.progress.timeLeft', { time: formatSpan(progress.secondsLeft, t) }));
  }
  if (upload.expiresAt) parts.push(formatExpiresIn(upload.expiresAt, t));
  return parts.join(' · ');
}

/**
 * A resumable upload as it runs: the file, percent, speed, time left, expiry and state, with
 * Pause/Resume and Cancel. Shows nothing when no upload is running.
 */
export function ResumableUploadProgress({ upload, size = 'regular', progressLabel }: ResumableUploadProgressProps) {
  const { t, i18n } = useTranslation();
  if (!RUNNING.includes(upload.status)) return null;
  const name = upload.filename ?? '';
  const sizes = BUTTON_SIZES[size];
  const isHeld = upload.status === 'paused' || upload.status === 'offline';
  const toggle = isHeld ? (
    <Button
      size={sizes.button}
      variant="light"
      leftSection={<IconPlayerPlay size={sizes.icon} aria-hidden />}
      onClick={upload.resume}
      disabled={upload.status === 'offline'}
    >
      {t('uploads.progress.resume')}
    </Button>
  ) : (
    <Button
      size={sizes.button}
      variant="light"
      leftSection={<IconPlayerPause size={sizes.icon} aria-hidden />}
      onClick={upload.pause}
      disabled={upload.status === 'checking'}
    >
      {t('uploads.progress.pause')}
    </Button>
  );
  return (
    <UploadProgressRow
      size={size}
      uploadingText={t('uploads.progress.uploading', { name })}
      progressLabel={progressLabel ?? t('uploads.progress.label', { name })}
      cancelLabel={t('uploads.progress.cancel')}
      progress={upload.progress?.percent ?? 0}
      onCancel={upload.cancel}
      details={detailsOf(upload, t, i18n.language)}
      actions={toggle}
    />
  );
}
