import type { ReleaseFile } from '@irama/contracts';

/** "12.4 MB" style sizes for the file lists. */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** "m:ss" for audio and video lengths. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What the server read from the file's bytes, as short facts: size, pixels, audio format, length. */
export function fileFacts(file: ReleaseFile, language: string): string[] {
  const facts = [file.mime, formatBytes(file.size, language)];
  if (file.width && file.height) facts.push(`${file.width}×${file.height}`);
  if (file.sample_rate) facts.push(`${new Intl.NumberFormat(language).format(file.sample_rate)} Hz`);
  if (file.bit_depth) facts.push(`${file.bit_depth}-bit`);
  if (file.channels) facts.push(file.channels === 1 ? 'mono' : file.channels === 2 ? 'stereo' : `${file.channels} ch`);
  if (file.duration_seconds !== undefined) facts.push(formatDuration(file.duration_seconds));
  return facts;
}
