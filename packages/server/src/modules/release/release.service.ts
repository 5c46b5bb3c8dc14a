import type { AlbumDraft, ReleaseDetail, ReleaseStatus, ReleaseSummary, TrackDraft } from '@irama/contracts';
import { RELEASE_STATUSES } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { type CompanyScope, companyScope, type Scope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { canEdit, getReleaseDetail, type ReadDeps, statusOf, toSummaries } from './release.read.ts';
import {
  countByStatus,
  countTracksOfStatus,
  deleteDraftRelease,
  findFirstLiveTimes,
  findLatestMoveTo,
  findNextReleaseDate,
  findRelease,
  findReleases,
  insertEvent,
  insertRelease,
  type ReleaseFilter,
  replaceCredits,
  updateRelease,
} from './release.repository.ts';
import type { ReleaseRow } from './release.tables.ts';
import { albumChanges, trackChanges } from './release.write.ts';
import { thumbnailPathOf } from './serving/cover-thumbnail.ts';
import { deleteTrack, findTrack, insertTrack, updateTrack } from './track.repository.ts';
import { deleteReleaseFiles, findFileIdsInUse, findFileIdsOfRelease } from './upload/release-file.repository.ts';
import type { ReleaseStorage } from './upload/release-storage.ts';

/** The company's release, or 404 when it is not the company's (whatever its status). */
async function getOwnRelease(db: Db, scope: CompanyScope, id: number): Promise<ReleaseRow> {
  const release = await findRelease(db, scope, id);
  if (!release) throw notFound();
  return release;
}

/**
 * Opens a release for a partner's change, once every id the change names has been checked (so an
 * id that is not the company's answers alike whatever the release's status): 409
 * `release.not_editable` once submitted. A ready or rejected release goes back to draft on its
 * first edit (RELEASE_TRANSITIONS), so it has to be confirmed and submitted again.
 */
async function reopenForEdit(db: Db, caller: Caller, release: ReleaseRow): Promise<void> {
  const status = statusOf(release);
  if (!canEdit(status)) throw new AppError('release.not_editable');
  if (status === 'draft') return;
  const scope = companyScope(caller.company.id);
  await updateRelease(db, scope, release.id, { status: 'draft' });
  await insertEvent(db, scope, {
    releaseId: release.id,
    from: status,
    to: 'draft',
    actorId: caller.user.id,
    note: 'edited',
  });
}

/** Creates a draft release from whatever step-1 fields are filled in. */
export async function createAlbum(deps: ReadDeps, caller: Caller, draft: AlbumDraft): Promise<ReleaseDetail> {
  const { db } = deps;
  const scope = companyScope(caller.company.id);
  const id = await db.transaction().execute(async (trx) => {
    const { changes, credits } = await albumChanges(trx, scope, draft);
    const releaseId = await insertRelease(trx, scope, changes, caller.user.id);
    await insertEvent(trx, scope, { releaseId, from: null, to: 'draft', actorId: caller.user.id, note: 'created' });
    if (credits) await replaceCredits(trx, scope, { releaseId, trackId: null }, credits);
    return releaseId;
  });
  return getReleaseDetail(deps, scope, id);
}

/** Changes the step-1 fields present in the body. */
export async function updateAlbum(
  deps: ReadDeps,
  caller: Caller,
  id: number,
  draft: AlbumDraft,
): Promise<ReleaseDetail> {
  const { db } = deps;
  const scope = companyScope(caller.company.id);
  await db.transaction().execute(async (trx) => {
    const release = await getOwnRelease(trx, scope, id);
    const { changes, credits } = await albumChanges(trx, scope, draft);
    await reopenForEdit(trx, caller, release);
    await updateRelease(trx, scope, id, changes);
    if (credits) await replaceCredits(trx, scope, { releaseId: id, trackId: null }, credits);
  });
  return getReleaseDetail(deps, scope, id);
}

/** Adds a draft track to an editable release. */
export async function createTrack(
  deps: ReadDeps,
  caller: Caller,
  releaseId: number,
  draft: TrackDraft,
): Promise<ReleaseDetail> {
  const { db } = deps;
  const scope = companyScope(caller.company.id);
  await db.transaction().execute(async (trx) => {
    const release = await getOwnRelease(trx, scope, releaseId);
    const { changes, credits } = await trackChanges(trx, scope, draft);
    await reopenForEdit(trx, caller, release);
    const trackId = await insertTrack(trx, scope, releaseId, {
      is_explicit: false,
      is_instrumental: false,
      has_preview: false,
      performer_contributors: '[]',
      production_contributors: '[]',
      ...changes,
    });
    if (credits) await replaceCredits(trx, scope, { releaseId, trackId }, credits);
    await updateRelease(trx, scope, releaseId, {});
  });
  return getReleaseDetail(deps, scope, releaseId);
}

/** Changes the fields of a track present in the body. */
export async function changeTrack(
  deps: ReadDeps,
  caller: Caller,
  trackId: number,
  draft: TrackDraft,
): Promise<ReleaseDetail> {
  const { db } = deps;
  const scope = companyScope(caller.company.id);
  const track = await findTrack(db, scope, trackId);
  if (!track) throw notFound();
  await db.transaction().execute(async (trx) => {
    const release = await getOwnRelease(trx, scope, track.release_id);
    const { changes, credits } = await trackChanges(trx, scope, draft);
    await reopenForEdit(trx, caller, release);
    await updateTrack(trx, scope, trackId, changes);
    if (credits) await replaceCredits(trx, scope, { releaseId: track.release_id, trackId }, credits);
    await updateRelease(trx, scope, track.release_id, {});
  });
  return getReleaseDetail(deps, scope, track.release_id);
}

/** Deletes a track of an editable release for good (SPEC §4: it cannot be recovered). */
export async function removeTrack(deps: ReadDeps, caller: Caller, trackId: number): Promise<ReleaseDetail> {
  const { db } = deps;
  const scope = companyScope(caller.company.id);
  const track = await findTrack(db, scope, trackId);
  if (!track) throw notFound();
  await db.transaction().execute(async (trx) => {
    await reopenForEdit(trx, caller, await getOwnRelease(trx, scope, track.release_id));
    await deleteTrack(trx, scope, trackId);
    await updateRelease(trx, scope, track.release_id, {});
  });
  return getReleaseDetail(deps, scope, track.release_id);
}

/**
 * Deletes a draft release of the caller's company for good: its tracks, credits and history, and the
 * stored files (cover and its thumbnail, letter, documents, audio, video, clips) no other release of
 * the company uses. Another company's id is not found; a release past draft is
 * `release.not_deletable`. The bytes go once the rows are gone, so a failure leaves no row without its file.
 */
export async function deleteDraft(
  deps: { db: Db; storage: ReleaseStorage },
  caller: Caller,
  id: number,
): Promise<void> {
  const companyId = caller.company.id;
  const scope = companyScope(companyId);
  const files = await deps.db.transaction().execute(async (trx) => {
    const release = await getOwnRelease(trx, scope, id);
    if (statusOf(release) !== 'draft') throw new AppError('release.not_deletable');
    const fileIds = await findFileIdsOfRelease(trx, scope, release);
    // Conditional, so a submit that got there first keeps the release.
    if (!(await deleteDraftRelease(trx, scope, id))) throw new AppError('release.not_deletable');
    const inUse = await findFileIdsInUse(trx, scope, fileIds);
    return deleteReleaseFiles(
      trx,
      scope,
      fileIds.filter((fileId) => !inUse.has(fileId)),
    );
  });
  const paths = files.flatMap((file) =>
    file.type === 'cover' ? [file.path, thumbnailPathOf(file.path)] : [file.path],
  );
  await Promise.all([
    ...paths.map((path) => deps.storage.remove(path)),
    deps.storage.removePrefix(deps.storage.releaseDir(companyId, id)),
  ]);
}

/** The scope's releases per status (every status present, zero when none) and the total. */
export async function countReleases(db: Db, scope: Scope) {
  const counts = await countByStatus(db, scope);
  const byStatus = Object.fromEntries(RELEASE_STATUSES.map((status) => [status, counts.get(status) ?? 0])) as Record<
    ReleaseStatus,
    number
  >;
  return { total: Object.values(byStatus).reduce((sum, count) => sum + count, 0), by_status: byStatus };
}

/** The scope's nearest release date from `day` on (`YYYY-MM-DD`), of releases sent or on their way to the stores; null when none. */
export function nextReleaseDate(db: Db, scope: Scope, day: string): Promise<string | null> {
  return findNextReleaseDate(db, scope, day);
}

/** How many songs the company has delivered to the stores: the tracks of its released (`success`) releases. */
export function countDeliveredTracks(db: Db, companyId: number): Promise<number> {
  return countTracksOfStatus(db, companyScope(companyId), 'success');
}

/** When the company's first `count` releases went live, oldest first: fewer when fewer have. */
export function firstLiveTimes(db: Db, companyId: number, count: number): Promise<string[]> {
  return findFirstLiveTimes(db, companyScope(companyId), count);
}

/** When staff last rejected a release of the company (it may have been corrected since), or null. */
export function latestRejectionAt(db: Db, companyId: number): Promise<string | null> {
  return findLatestMoveTo(db, companyScope(companyId), 'rejected');
}

/** A page of the scope's releases: a company's, or every company's for staff. */
export async function listReleases(
  deps: ReadDeps,
  scope: Scope,
  filter: ReleaseFilter,
): Promise<{ results: ReleaseSummary[]; page: number; limit: number; total: number }> {
  const { rows, total } = await findReleases(deps.db, scope, filter);
  return { results: await toSummaries(deps, rows), page: filter.page, limit: filter.limit, total };
}
