import type { TFunction } from 'i18next';

/** A span as people say it: "23 jam", "4 mnt", "12 dtk" (whole hours down, minutes and seconds up). */
export function formatSpan(seconds: number, t: TFunction): string {
  if (seconds >= 3600) return t('uploads.progress.span.hours', { count: Math.floor(seconds / 3600) });
  if (seconds >= 60) return t('uploads.progress.span.minutes', { count: Math.ceil(seconds / 60) });
  return t('uploads.progress.span.seconds', { count: Math.max(1, Math.ceil(seconds)) });
}

/** "kedaluwarsa dalam 23 jam": how long an unfinished upload is still kept. */
export function formatExpiresIn(expiresAt: Date, t: TFunction, now = Date.now()): string {
  return t('uploads.progress.expiresIn', { time: formatSpan(Math.max(0, (expiresAt.getTime() - now) / 1000), t) });
}
