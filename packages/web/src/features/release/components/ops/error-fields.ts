import { ALBUM_STEP_FIELDS, type ReleaseDetail, TRACK_FIELDS, type TrackField } from '@irama/contracts';
import type { TFunction } from 'i18next';

// A switch holds a valid value whatever its state; a rejection names the field it governs instead.
const TRACK_SWITCHES: readonly TrackField[] = ['is_explicit', 'is_instrumental', 'has_preview'];

/** The track fields a rejection can point at. */
const TRACK_ERROR_FIELDS = TRACK_FIELDS.filter((field) => !TRACK_SWITCHES.includes(field));

/** A message about the release as a whole rather than one field. */
export const GENERAL_ERROR_FIELD = 'release';

function trackName(release: ReleaseDetail, index: number, t: TFunction): string {
  const title = release.tracks[index]?.title;
  return title
    ? `${t('release.ops.fields.trackNumber', { number: index + 1 })} · ${title}`
    : t('release.ops.fields.trackNumber', { number: index + 1 });
}

/** The readable name of an error key, e.g. "Lagu 1 · Ambyar — Lirik". Unknown keys show as they are. */
export function errorFieldLabel(key: string, release: ReleaseDetail, t: TFunction): string {
  if (key === GENERAL_ERROR_FIELD) return t('release.ops.fields.general');
  const [scope, ...rest] = key.split('.');
  if (scope === 'album' && rest.length === 1) {
    return `${t('release.ops.fields.album')} — ${t(`release.ops.fields.albumFields.${rest[0]}`, { defaultValue: rest[0] })}`;
  }
  if (scope === 'tracks' && rest.length >= 2) {
    const index = Number(rest[0]);
    const field = rest.slice(1).join('.');
    return `${trackName(release, index, t)} — ${t(`release.ops.fields.trackFields.${field}`, { defaultValue: field })}`;
  }
  return key;
}

/**
 * Select options, grouped: the release, the album data, then each track. Values are named as the
 * server's submit check names them (`album.<field>`, `tracks.<index>.<field>`), so the release form
 * shows each message on its field.
 */
export function errorFieldOptions(release: ReleaseDetail, t: TFunction) {
  return [
    {
      group: t('release.ops.fields.general'),
      items: [{ value: GENERAL_ERROR_FIELD, label: t('release.ops.fields.general') }],
    },
    {
      group: t('release.ops.fields.album'),
      items: ALBUM_STEP_FIELDS.map((field) => ({
        value: `album.${field}`,
        label: t(`release.ops.fields.albumFields.${field}`),
      })),
    },
    ...release.tracks.map((_, index) => ({
      group: trackName(release, index, t),
      items: TRACK_ERROR_FIELDS.map((field) => ({
        value: `tracks.${index}.${field}`,
        label: `${t('release.ops.fields.trackNumber', { number: index + 1 })} — ${t(`release.ops.fields.trackFields.${field}`)}`,
      })),
    })),
  ];
}
