import { toNestErrors } from '@hookform/resolvers';
import {
  createTrackSchema,
  type GenreId,
  type LyricLanguageId,
  normalizeTrackTitle,
  type RegionId,
  type ReleaseFile,
  type TrackDetail,
  toUploadedFile,
} from '@irama/contracts';
import type { FieldError, Resolver } from 'react-hook-form';
import type { ArtistCreditValue } from '../artists/artist-credit-value.ts';
import type { TrackBody } from './track-api.ts';

export type ContributorValue = { name: string; role: string };

/** A track as the form holds it: empty text is '', a missing choice or file is null. */
export interface TrackFormValues {
  title: string;
  track_number: number | null;
  artists: ArtistCreditValue[];
  composer_first_name: string;
  composer_last_name: string;
  isrc: string;
  video_isrc: string;
  genre: GenreId | null;
  language: LyricLanguageId | null;
  region: RegionId | null;
  is_explicit: boolean;
  is_instrumental: boolean;
  lyrics: string;
  audio: ReleaseFile | null;
  video: ReleaseFile | null;
  clip: ReleaseFile | null;
  has_preview: boolean;
  preview_release_date: string;
  performer_contributors: ContributorValue[];
  production_contributors: ContributorValue[];
}

const contributors = (list: TrackDetail['performer_contributors']): ContributorValue[] =>
  list.map((contributor) => ({ name: contributor.name ?? '', role: contributor.role ?? '' }));

/** A stored track as form values; a new track starts with one empty performer and producer row. */
export function toTrackFormValues(track: TrackDetail): TrackFormValues {
  const withRow = (list: ContributorValue[]) => (list.length > 0 ? list : [{ name: '', role: '' }]);
  return {
    title: track.title ?? '',
    track_number: track.track_number,
    artists: track.artists.map((artist) => ({
      artist_id: artist.artist_id,
      spotify_id: artist.spotify_id,
      name: artist.name,
      role: artist.role ?? 'main',
    })),
    composer_first_name: track.composer_first_name ?? '',
    composer_last_name: track.composer_last_name ?? '',
    isrc: track.isrc ?? '',
    video_isrc: track.video_isrc ?? '',
    genre: track.genre as GenreId | null,
    language: track.language as LyricLanguageId | null,
    region: track.region as RegionId | null,
    is_explicit: track.is_explicit,
    is_instrumental: track.is_instrumental,
    lyrics: track.lyrics ?? '',
    audio: track.audio,
    video: track.video,
    clip: track.clip,
    has_preview: track.has_preview,
    preview_release_date: track.preview_release_date ?? '',
    performer_contributors: withRow(contributors(track.performer_contributors)),
    production_contributors: withRow(contributors(track.production_contributors)),
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
const filledRows = (rows: ContributorValue[]) =>
  rows
    .map((row) => ({ name: textOrNull(row.name), role: textOrNull(row.role) }))
    .filter((row) => row.name !== null || row.role !== null);

type TrackFiles = Pick<TrackFormValues, 'audio' | 'video' | 'clip'>;

/** A track's files as its body refers to them: the uploads without their type and hash (toUploadedFile). */
export function toTrackFiles(files: Partial<TrackFiles>): Pick<TrackBody, keyof TrackFiles> {
  return Object.fromEntries(Object.entries(files).map(([name, file]) => [name, file && toUploadedFile(file)]));
}

/** The form as a draft body: blanks are cleared and empty contributor rows dropped. */
export function toTrackDraft(values: TrackFormValues): TrackBody {
  return {
    title: textOrNull(values.title),
    track_number: values.track_number,
    artists: values.artists,
    composer_first_name: textOrNull(values.composer_first_name),
    composer_last_name: textOrNull(values.composer_last_name),
    isrc: textOrNull(values.isrc),
    video_isrc: textOrNull(values.video_isrc),
    genre: values.genre,
    language: values.language,
    region: values.region,
    is_explicit: values.is_explicit,
    is_instrumental: values.is_instrumental,
    lyrics: values.is_instrumental && values.lyrics.trim() === '' ? null : values.lyrics,
    ...toTrackFiles({ audio: values.audio, video: values.video, clip: values.clip }),
    has_preview: values.has_preview,
    preview_release_date: values.has_preview ? textOrNull(values.preview_release_date) : null,
    performer_contributors: filledRows(values.performer_contributors),
    production_contributors: filledRows(values.production_contributors),
  };
}

/** What the other tracks of the album already use: a title or number may appear only once. */
export type SiblingTracks = { titles: Set<string>; numbers: Set<number> };

export function siblingsOf(tracks: readonly TrackDetail[], exceptId: number): SiblingTracks {
  const others = tracks.filter((track) => track.id !== exceptId);
  return {
    titles: new Set(others.map((track) => normalizeTrackTitle(track.title ?? '')).filter(Boolean)),
    numbers: new Set(others.flatMap((track) => (track.track_number === null ? [] : [track.track_number]))),
  };
}

/** Every message the track would get on submit, keyed by field path (`performer_contributors.0.role`). */
export function trackIssues(
  values: TrackFormValues,
  context: { releaseDate: string | null; siblings: SiblingTracks },
): Record<string, string> {
  const schema = createTrackSchema({ releaseDate: context.releaseDate ?? undefined });
  const result = schema.safeParse(values);
  const issues: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) issues[issue.path.join('.')] ??= issue.message;
  }
  const title = normalizeTrackTitle(values.title);
  if (title && context.siblings.titles.has(title)) issues.title ??= 'release.track.title.duplicate';
  if (values.track_number !== null && context.siblings.numbers.has(values.track_number)) {
    issues.track_number ??= 'release.track.number.duplicate';
  }
  return issues;
}

/** The react-hook-form resolver for one track: the contracts' track schema plus album uniqueness. */
export function trackResolver(context: {
  releaseDate: string | null;
  siblings: SiblingTracks;
}): Resolver<TrackFormValues> {
  return (values, _context, options) => {
    const issues = Object.entries(trackIssues(values, context));
    if (issues.length === 0) return { values, errors: {} };
    const flat: Record<string, FieldError> = Object.fromEntries(
      issues.map(([path, message]) => [path, { type: 'validation', message }]),
    );
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
