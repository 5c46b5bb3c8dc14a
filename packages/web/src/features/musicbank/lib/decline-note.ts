import type { MusicbankRequest } from '@irama/contracts';

/** Why a declined request was declined, in the reader's language: staff's own words, or that another partner licensed the song. */
export function declineNote(request: MusicbankRequest, t: (key: string) => string): string | undefined {
  if (request.status !== 'declined') return undefined;
  if (request.declined_because === 'licensed_elsewhere') return t('musicbank.timeline.licensedElsewhere');
  return request.decline_reason ?? undefined;
}
