import { type AlbumDraft, normalizeIsrc, type TrackDraft, type UploadType, withAutoPlatforms } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { findArtistIds } from './artist/artist.repository.ts';
import type { ArtistCreditInput, ReleaseChanges } from './release.repository.ts';
import type { TrackChanges } from './track.repository.ts';
import { findReleaseFiles } from './upload/release-file.repository.ts';

type FileRef = { file_id: string } | null | undefined;
type ArtistRefs = AlbumDraft['artists'];

/** Collects field errors and throws them together as one 400. */
class FieldErrors {
  readonly errors: Record<string, string> = {};
  add(field: string, key: string) {
    this.errors[field] ??= key;
  }
  throwIfAny() {
    if (Object.keys(this.errors).length > 0) throw new AppError('validation_failed', { fieldErrors: this.errors });
  }
}

/** Checks that every referenced upload is the company's and of the expected type. */
async function checkFiles(
  db: Db,
  scope: Scope,
  refs: { field: string; type: UploadType; id: string }[],
  errors: FieldErrors,
) {
  const rows = new Map(
    (
      await findReleaseFiles(
        db,
        scope,
        refs.map((ref) => ref.id),
      )
    ).map((row) => [row.id, row]),
  );
  for (const ref of refs) {
    const row = rows.get(ref.id);
    if (!row) errors.add(ref.field, 'release.file.not_found');
    else if (row.type !== ref.type) errors.add(ref.field, `release.file.${ref.type}.wrong_type`);
  }
}

/** Artist credits as rows; ids from the artist database must be the company's. */
async function creditsOf(db: Db, scope: Scope, field: string, artists: NonNullable<ArtistRefs>, errors: FieldErrors) {
  const wanted = artists.flatMap((artist) => (artist.artist_id ? [Number(artist.artist_id)] : []));
  const known = await findArtistIds(db, scope, wanted.filter(Number.isSafeInteger));
  return artists.map((artist, index): ArtistCreditInput => {
    const artistId = artist.artist_id ? Number(artist.artist_id) : null;
    const found = artistId !== null ? known.get(artistId) : undefined;
    if (artistId !== null && !found) errors.add(`${field}.${index}.artist_id`, 'release.artist.not_found');
    return {
      artist_id: found ? artistId : null,
      spotify_id: artist.spotify_id ?? found?.spotify_id ?? null,
      name: artist.name || found?.name || null,
      role: artist.role ?? null,
    };
  });
}

const refId = (ref: FileRef) => (ref ? ref.file_id : null);

/** The release columns and credits a draft body changes; only the fields present are touched. */
export async function albumChanges(
  db: Db,
  scope: Scope,
  draft: AlbumDraft,
): Promise<{ changes: ReleaseChanges; credits: ArtistCreditInput[] | undefined }> {
  const errors = new FieldErrors();
  const changes: ReleaseChanges = {};
  const set = <K extends keyof ReleaseChanges>(key: K, value: ReleaseChanges[K] | undefined) => {
    if (value !== undefined) changes[key] = value;
  };
  set('release_type', draft.release_type);
  set('title', draft.title);
  set('upc', draft.upc);
  set('release_date', draft.release_date);
  set('label', draft.label);
  set('asset_label', draft.asset_label);
  if (draft.platforms !== undefined) changes.platforms = JSON.stringify(withAutoPlatforms(draft.platforms ?? []));
  const refs: { field: string; type: UploadType; id: string }[] = [];
  if (draft.cover_art !== undefined) {
    changes.cover_file_id = refId(draft.cover_art);
    if (draft.cover_art) refs.push({ field: 'cover_art', type: 'cover', id: draft.cover_art.file_id });
  }
  if (draft.statement_letter !== undefined) {
    changes.letter_file_id = refId(draft.statement_letter);
    if (draft.statement_letter)
      refs.push({ field: 'statement_letter', type: 'letter', id: draft.statement_letter.file_id });
  }
  if (draft.supporting_documents !== undefined) {
    const files = draft.supporting_documents ?? [];
    changes.supporting_file_ids = JSON.stringify(files.map((file) => file.file_id));
    refs.push(
      ...files.map((file, i) => ({ field: `supporting_documents.${i}`, type: 'letter' as const, id: file.file_id })),
    );
  }
  if (draft.documentation !== undefined) {
    const files = draft.documentation ?? [];
    changes.documentation_file_ids = JSON.stringify(files.map((file) => file.file_id));
    refs.push(
      ...files.map((file, i) => ({ field: `documentation.${i}`, type: 'documentation' as const, id: file.file_id })),
    );
  }
  await checkFiles(db, scope, refs, errors);
  const credits =
    draft.artists === undefined ? undefined : await creditsOf(db, scope, 'artists', draft.artists ?? [], errors);
  errors.throwIfAny();
  return { changes, credits };
}

/** The track columns and credits a draft body changes; only the fields present are touched. */
export async function trackChanges(
  db: Db,
  scope: Scope,
  draft: TrackDraft,
): Promise<{ changes: TrackChanges; credits: ArtistCreditInput[] | undefined }> {
  const errors = new FieldErrors();
  const changes: TrackChanges = {};
  const set = <K extends keyof TrackChanges>(key: K, value: TrackChanges[K] | undefined) => {
    if (value !== undefined) changes[key] = value;
  };
  set('title', draft.title);
  set('track_number', draft.track_number);
  set('composer_first_name', draft.composer_first_name);
  set('composer_last_name', draft.composer_last_name);
  // A valid ISRC is kept in its 12-character form; anything else stays as typed for the submit check.
  const isrc = (value: string | null | undefined) => (value ? (normalizeIsrc(value) ?? value) : value);
  set('isrc', isrc(draft.isrc));
  set('video_isrc', isrc(draft.video_isrc));
  set('genre', draft.genre);
  set('language', draft.language);
  set('region', draft.region);
  set('lyrics', draft.lyrics);
  set('preview_release_date', draft.preview_release_date);
  // Flags: null in a draft means "not chosen", stored as false.
  for (const flag of ['is_explicit', 'is_instrumental', 'has_preview'] as const) {
    if (draft[flag] !== undefined) changes[flag] = draft[flag] ?? false;
  }
  for (const list of ['performer_contributors', 'production_contributors'] as const) {
    if (draft[list] !== undefined) changes[list] = JSON.stringify(draft[list] ?? []);
  }
  const refs: { field: string; type: UploadType; id: string }[] = [];
  for (const type of ['audio', 'video', 'clip'] as const) {
    const ref = draft[type];
    if (ref === undefined) continue;
    changes[`${type}_file_id`] = refId(ref);
    if (ref) refs.push({ field: type, type, id: ref.file_id });
  }
  await checkFiles(db, scope, refs, errors);
  const credits =
    draft.artists === undefined ? undefined : await creditsOf(db, scope, 'artists', draft.artists ?? [], errors);
  errors.throwIfAny();
  return { changes, credits };
}
