import type { ReleaseFile } from '@irama/contracts';
import type { TFunction } from 'i18next';
import { formatBytes } from '../../../../../lib/format-number.ts';

/** Seconds as m:ss (or h:mm:ss), the way players show a length. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** What the server read from a stored file, as short facts: "44.1 kHz", "24-bit", "Stereo", "3:25". */
export function fileFacts(file: ReleaseFile, t: TFunction, language: string): string[] {
  const facts: string[] = [];
  if (file.width !== undefined && file.height !== undefined) facts.push(`${file.width}×${file.height} px`);
  if (file.sample_rate !== undefined) {
    facts.push(`${(file.sample_rate / 1000).toLocaleString(language, { maximumFractionDigits: 1 })} kHz`);
  }
  if (file.bit_depth !== undefined) facts.push(`${file.bit_depth}-bit`);
  if (file.channels !== undefined) {
    facts.push(
      file.channels <= 2
        ? t(`release.upload.channels.${file.channels}`)
        : t('release.upload.channels.many', { count: file.channels }),
    );
  }
  if (file.duration_seconds !== undefined) facts.push(formatDuration(file.duration_seconds));
  facts.push(formatBytes(file.size, language));
  return facts;
}
