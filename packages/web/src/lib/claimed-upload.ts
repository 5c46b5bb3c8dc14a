import type { ClaimedUpload } from '@irama/contracts';
import type { TFunction } from 'i18next';

/**
 * Whose upload a video is when it is not the partner's own (a cover, a fan upload that Content ID
 * claimed), as a card says it; '' for the partner's own video.
 */
export function uploadNote(t: TFunction, upload: ClaimedUpload | undefined): string {
  return upload ? t(`common.upload.${upload.kind}`, { by: upload.by }) : '';
}

/** A song's line under its title: its one artist, and whose upload the video is when it is someone else's. */
export function songByline(t: TFunction, artist: string | null, upload: ClaimedUpload | undefined): string {
  return [artist, uploadNote(t, upload)].filter(Boolean).join(' · ');
}
