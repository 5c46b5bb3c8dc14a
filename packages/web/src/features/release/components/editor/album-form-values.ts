import {
  ALBUM_STEP_FIELDS,
  type AlbumDraft,
  type AlbumStepField,
  AUTO_PLATFORMS,
  createAlbumStepSchema,
  type PlatformId,
  type ReleaseDetail,
  type ReleaseFile,
  type ReleaseType,
  releaseDateRule,
  todayInWib,
  toUploadedFile,
  withAutoPlatforms,
} from '@irama/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { validateWith } from '../../../../lib/validate-with.ts';
import type { ArtistCreditValue } from './artists/artist-credit-value.ts';

/** Step 1 as the form holds it: empty text is '', a missing file is null. */
export interface AlbumFormValues {
  release_type: ReleaseType | null;
  title: string;
  artists: ArtistCreditValue[];
  upc: string;
  release_date: string;
  label: string;
  asset_label: string;
  cover_art: ReleaseFile | null;
  /** The platforms the user ticked; TikTok and TikTok Music are added on save. */
  platforms: PlatformId[];
  statement_letter: ReleaseFile | null;
  documentation: ReleaseFile[];
}

/**
 * The step 1 fields the form has (all but supporting documents, which it does not edit): server
 * and review errors on these land on the field.
 */
export const ALBUM_FIELDS = ALBUM_STEP_FIELDS.filter(
  (field): field is Exclude<AlbumStepField, 'supporting_documents'> => field !== 'supporting_documents',
);

const isAutoPlatform = (id: PlatformId) => (AUTO_PLATFORMS as readonly PlatformId[]).includes(id);

/** A saved release (or none yet) as form values. */
export function toAlbumFormValues(release: ReleaseDetail | null): AlbumFormValues {
  return {
    release_type: release?.release_type ?? null,
    title: release?.title ?? '',
    artists: (release?.artists ?? []).map((artist) => ({
      artist_id: artist.artist_id,
      spotify_id: artist.spotify_id,
      name: artist.name,
      role: artist.role ?? 'main',
    })),
    upc: release?.upc ?? '',
    release_date: release?.release_date ?? '',
    label: release?.label ?? '',
    asset_label: release?.asset_label ?? '',
    cover_art: release?.cover_art ?? null,
    platforms: (release?.platforms ?? []).filter((id) => !isAutoPlatform(id)),
    statement_letter: release?.statement_letter ?? null,
    documentation: release?.documentation ?? [],
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The form as a draft body: blanks are cleared, and TikTok comes with any chosen platform. */
export function toAlbumDraft(values: AlbumFormValues): AlbumDraft {
  return {
    release_type: values.release_type,
    title: textOrNull(values.title),
    artists: values.artists,
    upc: textOrNull(values.upc),
    release_date: textOrNull(values.release_date),
    label: textOrNull(values.label),
    asset_label: textOrNull(values.asset_label),
    cover_art: values.cover_art && toUploadedFile(values.cover_art),
    platforms: withAutoPlatforms(values.platforms),
    statement_letter: values.statement_letter && toUploadedFile(values.statement_letter),
    documentation: values.documentation.map(toUploadedFile),
  };
}

/**
 * Step 1's strict rules for today's WIB date (the contracts' schema, one message per field).
 * The 7-day rule is checked even while other fields still fail, so the date never looks fine
 * until the rest is filled in.
 */
export const albumResolver: Resolver<AlbumFormValues> = (values) => {
  const submitDate = todayInWib(new Date());
  const result = validateWith(createAlbumStepSchema({ submitDate }), values);
  const messages = { ...result.errors };
  const date = values.release_date.trim();
  if (!messages.release_date && date) {
    const rule = releaseDateRule(date, submitDate);
    if (!rule.valid) messages.release_date = rule.key;
  }
  const entries = Object.entries(messages);
  if (entries.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validation', message }]));
  return { values: {}, errors: errors as FieldErrors<AlbumFormValues> };
};
