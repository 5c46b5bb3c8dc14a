import {
  ArtistRoleSchema,
  PlatformIdSchema,
  type ReleaseDetail,
  type ReleaseFile,
  type ReleaseStatus,
  ReleaseStatusSchema,
  type ReleaseSummary,
  ReleaseTypeSchema,
  type TrackDetail,
} from '@irama/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { companyScope, type Scope } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { findCredits, findEvents, findRelease } from './release.repository.ts';
import type { ReleaseArtistRow, ReleaseFileRow, ReleaseRow, TrackRow } from './release.tables.ts';
import type { FileLinks, FileSigner } from './serving/file-links.ts';
import { countTracks, findTracks } from './track.repository.ts';
import { toReleaseFile } from './upload/release-file.mapper.ts';
import { findReleaseFiles } from './upload/release-file.repository.ts';

/** What reading releases needs: the database, and the signer of their files' URLs. */
export type ReadDeps = { db: Db; links: FileLinks };

const StringList = z.array(z.string()).catch([]);
const Errors = z.record(z.string(), z.string()).catch({});
const Contributors = z
  .array(z.object({ name: z.string().nullable().catch(null), role: z.string().nullable().catch(null) }))
  .catch([]);
const Platforms = z.array(PlatformIdSchema).catch([]);

/** Reads a JSON text column through a schema that never throws. */
export function parseJson<T>(schema: z.ZodType<T>, text: string): T {
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    return schema.parse(undefined);
  }
}

/** The status column as the contract's enum (unknown values read as draft). */
export function statusOf(row: ReleaseRow): ReleaseStatus {
  return ReleaseStatusSchema.catch('draft').parse(row.status);
}

/** True while the partner may still change the release (edits move ready and rejected back to draft). */
export function canEdit(status: ReleaseStatus): boolean {
  return status === 'draft' || status === 'ready' || status === 'rejected';
}

function credit(row: ReleaseArtistRow) {
  return {
    artist_id: row.artist_id === null ? null : String(row.artist_id),
    spotify_id: row.spotify_id,
    name: row.name,
    role: ArtistRoleSchema.nullable().catch(null).parse(row.role),
  };
}

/** Every file id a release and its tracks refer to. */
export function fileIdsOf(release: ReleaseRow, tracks: readonly TrackRow[]): string[] {
  const ids = [
    release.cover_file_id,
    release.letter_file_id,
    ...parseJson(StringList, release.supporting_file_ids),
    ...parseJson(StringList, release.documentation_file_ids),
    ...tracks.flatMap((track) => [track.audio_file_id, track.video_file_id, track.clip_file_id]),
  ];
  return ids.filter((id): id is string => typeof id === 'string');
}

type FileLookup = (id: string | null) => ReleaseFile | null;

function fileLookup(rows: readonly ReleaseFileRow[], signer: FileSigner): FileLookup {
  const files = new Map(rows.map((row) => [row.id, toReleaseFile(row, signer)]));
  return (id) => (id === null ? null : (files.get(id) ?? null));
}

function toTrackDetail(track: TrackRow, credits: readonly ReleaseArtistRow[], file: FileLookup): TrackDetail {
  return {
    id: track.id,
    release_id: track.release_id,
    title: track.title,
    track_number: track.track_number,
    artists: credits.filter((row) => row.track_id === track.id).map(credit),
    composer_first_name: track.composer_first_name,
    composer_last_name: track.composer_last_name,
    isrc: track.isrc,
    video_isrc: track.video_isrc,
    genre: track.genre,
    language: track.language,
    region: track.region,
    is_explicit: Boolean(track.is_explicit),
    is_instrumental: Boolean(track.is_instrumental),
    lyrics: track.lyrics,
    audio: file(track.audio_file_id),
    video: file(track.video_file_id),
    clip: file(track.clip_file_id),
    has_preview: Boolean(track.has_preview),
    preview_release_date: track.preview_release_date,
    share_id: track.share_id,
    performer_contributors: parseJson(Contributors, track.performer_contributors),
    production_contributors: parseJson(Contributors, track.production_contributors),
  };
}

function toSummary(
  row: ReleaseRow,
  credits: readonly ReleaseArtistRow[],
  file: FileLookup,
  trackCount: number,
): ReleaseSummary {
  return {
    id: row.id,
    company_id: row.company_id,
    album_id: row.album_id ?? '',
    status: statusOf(row),
    release_type: ReleaseTypeSchema.nullable().catch(null).parse(row.release_type),
    title: row.title,
    artist_names: credits
      .filter((c) => c.release_id === row.id && c.track_id === null && c.name)
      .map((c) => c.name ?? ''),
    release_date: row.release_date,
    label: row.label,
    upc: row.upc,
    cover_art: file(row.cover_file_id),
    track_count: trackCount,
    submitted_at: row.submitted_at,
    updated_at: row.updated_at,
  };
}

/** A page of release rows as list entries (artists, cover facts, track counts). */
export async function toSummaries(deps: ReadDeps, rows: readonly ReleaseRow[]): Promise<ReleaseSummary[]> {
  const { db } = deps;
  const signer = await deps.links.signer();
  const byCompany = new Map<number, ReleaseRow[]>();
  for (const row of rows) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row]);
  const summaries = new Map<number, ReleaseSummary>();
  for (const [companyId, companyRows] of byCompany) {
    const scope = companyScope(companyId);
    const ids = companyRows.map((row) => row.id);
    const [credits, files, counts] = await Promise.all([
      findCredits(db, scope, ids),
      findReleaseFiles(
        db,
        scope,
        companyRows.flatMap((row) => (row.cover_file_id ? [row.cover_file_id] : [])),
      ),
      countTracks(db, scope, ids),
    ]);
    const file = fileLookup(files, signer);
    for (const row of companyRows) summaries.set(row.id, toSummary(row, credits, file, counts.get(row.id) ?? 0));
  }
  return rows.flatMap((row) => summaries.get(row.id) ?? []);
}

/** The whole release of the scope for the form and review page; 404 when it is not the scope's. */
export async function getReleaseDetail(deps: ReadDeps, scope: Scope, id: number): Promise<ReleaseDetail> {
  const { db } = deps;
  const row = await findRelease(db, scope, id);
  if (!row) throw notFound();
  const [tracks, credits, events] = await Promise.all([
    findTracks(db, scope, id),
    findCredits(db, scope, [id]),
    findEvents(db, scope, id),
  ]);
  const file = fileLookup(await findReleaseFiles(db, scope, fileIdsOf(row, tracks)), await deps.links.signer());
  const files = (text: string) => parseJson(StringList, text).flatMap((fileId) => file(fileId) ?? []);
  const status = statusOf(row);
  return {
    ...toSummary(row, credits, file, tracks.length),
    artists: credits.filter((c) => c.track_id === null).map(credit),
    asset_label: row.asset_label,
    platforms: parseJson(Platforms, row.platforms),
    statement_letter: file(row.letter_file_id),
    supporting_documents: files(row.supporting_file_ids),
    documentation: files(row.documentation_file_ids),
    errors: parseJson(Errors, row.errors),
    is_editable: canEdit(status),
    has_ddex: row.ddex_path !== null,
    tracks: tracks.map((track) => toTrackDetail(track, credits, file)),
    history: events.map((event) => ({
      from_status: ReleaseStatusSchema.nullable().catch(null).parse(event.from_status),
      to_status: ReleaseStatusSchema.catch('draft').parse(event.to_status),
      note: event.note,
      errors: parseJson(Errors, event.errors),
      created_at: event.created_at,
    })),
  };
}
