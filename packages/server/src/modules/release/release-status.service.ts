import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  canTransition,
  NOTICE_MESSAGES,
  type ReleaseDetail,
  type ReleaseStatus,
  releaseSubmitErrors,
  todayInWib,
} from '@irama/contracts';
import { nowIso } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { NOTIFICATION_CATEGORY, notifyOwners } from '../notifications/index.ts';
import { buildNewReleaseMessage, type ErnParties } from './ddex/ern.ts';
import { canEdit, getReleaseDetail, type ReadDeps } from './release.read.ts';
import { findDdexPath, insertEvent, updateRelease } from './release.repository.ts';
import { assignShareIds } from './shared-track.repository.ts';
import type { ReleaseStorage } from './upload/release-storage.ts';

/** What status changes need: the database, where the DDEX file goes, and the clock. */
export type StatusDeps = ReadDeps & { storage: ReleaseStorage; ernParties: ErnParties; now: () => Date };

/**
 * Checks a release against every submit rule for today's WIB date; 400 `validation_failed` with
 * `album.<field>` and `tracks.<index>.<field>` keys (index in album order, as `GET /album/id/:id` lists them).
 */
export function validateForSubmit(release: ReleaseDetail, now: Date): void {
  const fieldErrors = releaseSubmitErrors(release, todayInWib(now));
  if (Object.keys(fieldErrors).length > 0) throw new AppError('validation_failed', { fieldErrors });
}

async function writeDdex(deps: StatusDeps, release: ReleaseDetail): Promise<string> {
  const relative = path.join(deps.storage.releaseDir(release.company_id, release.id), 'ern.xml');
  const xml = buildNewReleaseMessage(release, { parties: deps.ernParties, createdAt: deps.now() });
  await deps.storage.putBytes(relative, xml);
  return relative;
}

async function moveTo(
  deps: StatusDeps,
  release: ReleaseDetail,
  to: ReleaseStatus,
  change: { actorId: number | null; note?: string; errors?: Record<string, string> },
): Promise<void> {
  const companyId = release.company_id;
  const scope = companyScope(companyId);
  await deps.db.transaction().execute(async (trx) => {
    const changes: Parameters<typeof updateRelease>[3] = { status: to };
    if (to === 'on_progress') {
      changes.submitted_at = nowIso();
      changes.errors = '{}';
      changes.ddex_path = await writeDdex(deps, release);
    }
    if (to === 'rejected') changes.errors = JSON.stringify(change.errors ?? {});
    if (to === 'success') changes.errors = '{}';
    await updateRelease(trx, scope, release.id, changes);
    if (to === 'success') await assignShareIds(trx, scope, release.id);
    const eventId = await insertEvent(trx, scope, {
      releaseId: release.id,
      from: release.status,
      to,
      actorId: change.actorId,
      ...(change.note ? { note: change.note } : {}),
      ...(change.errors ? { errors: change.errors } : {}),
    });
    const title = release.title ?? release.album_id;
    await notifyOwners(trx, [companyId], {
      subject: { type: 'release_event', id: eventId },
      message: { key: NOTICE_MESSAGES.releaseStatus, values: { title, albumId: release.album_id, status: to } },
      categoryId: NOTIFICATION_CATEGORY.content,
      isImportant: to === 'rejected' || to === 'taken_down',
      url: `/release/${release.id}`,
      feature: 'release',
    });
  });
}

/**
 * The partner's status moves: draft → ready (complete), draft/ready → on_progress (submit: full
 * validation, DDEX written), ready/rejected → draft. Submitted releases are 409 `release.not_editable`.
 */
export async function changeStatusAsPartner(
  deps: StatusDeps,
  caller: { user: Pick<Caller['user'], 'id'>; company: Pick<Caller['company'], 'id'> },
  id: number,
  to: 'draft' | 'ready' | 'on_progress',
) {
  const scope = companyScope(caller.company.id);
  const release = await getReleaseDetail(deps, scope, id);
  if (!canEdit(release.status)) throw new AppError('release.not_editable');
  // Submitting a draft passes through ready in one step: confirm-and-submit from the review page.
  const isAllowed =
    to === 'on_progress' ? release.status === 'draft' || release.status === 'ready' : canTransition(release.status, to);
  if (!isAllowed) throw new AppError('release.invalid_transition');
  if (to !== 'draft') validateForSubmit(release, deps.now());
  await moveTo(deps, release, to, { actorId: caller.user.id, note: to === 'on_progress' ? 'submitted' : to });
  return getReleaseDetail(deps, scope, id);
}

/**
 * Distributor staff (or the CLI, `actorId` null) move a release of any company along
 * RELEASE_TRANSITIONS, with per-field errors on rejection.
 */
export async function changeStatusAsStaff(
  deps: StatusDeps,
  actorId: number | null,
  id: number,
  change: { status: ReleaseStatus; errors?: Record<string, string> | undefined; note?: string | undefined },
) {
  const release = await getReleaseDetail(deps, ALL_COMPANIES, id);
  if (!canTransition(release.status, change.status)) throw new AppError('release.invalid_transition');
  if (change.status === 'on_progress') validateForSubmit(release, deps.now());
  await moveTo(deps, release, change.status, {
    actorId,
    ...(change.note ? { note: change.note } : {}),
    ...(change.errors ? { errors: change.errors } : {}),
  });
  return getReleaseDetail(deps, ALL_COMPANIES, id);
}

/** The release of any company, for staff. */
export async function getReleaseForStaff(deps: ReadDeps, id: number): Promise<ReleaseDetail> {
  return getReleaseDetail(deps, ALL_COMPANIES, id);
}

/** A release's DDEX file, read from storage for staff download; 404 when none was written (or it is gone). */
export async function ddexFileOf(deps: StatusDeps, id: number): Promise<{ stream: Readable; name: string }> {
  const row = await findDdexPath(deps.db, ALL_COMPANIES, id);
  const file = row?.ddex_path ? await deps.storage.read(row.ddex_path) : undefined;
  if (!row || !file) throw notFound();
  return { stream: file.stream, name: `${row.album_id ?? id}-ern.xml` };
}
