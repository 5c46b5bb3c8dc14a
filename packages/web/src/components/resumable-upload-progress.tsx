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

/**
 * Speed, time left and expiry of a running upload, joined into one line, after its state unless it
 * is plainly uploading (the line above already says so).
 */
function detailsOf(upload: ResumableUpload, t: TFunction, language: string): string {
  const parts = upload.status === 'uploading' ? [] : [t(`uploads.progress.status.${upload.status}`)];
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
  const Icon = isHeld ? IconPlayerPlay : IconPlayerPause;
  const toggle = (
    <Button
      size={sizes.button}
      variant="light"
      leftSection={<Icon size={sizes.icon} aria-hidden />}
      onClick={isHeld ? upload.resume : upload.pause}
      // Offline, resuming waits for the network anyway; while checking there is nothing to pause yet.
      disabled={upload.status === 'offline' || upload.status === 'checking'}
    >
      {t(isHeld ? 'uploads.progress.resume' : 'uploads.progress.pause')}
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
