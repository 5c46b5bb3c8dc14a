import {
  type AppealDecision,
  CONFLICT_ASSET_AMBIGUOUS_MESSAGE,
  type ConflictActionRequest,
  type ConflictDetail,
  type ConflictListQuery,
  EVIDENCE_INVALID_MESSAGE,
  NOTICE_MESSAGES,
  type Page,
} from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope, type Scope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { MediaStorage } from '../media/index.ts';
import { NOTIFICATION_CATEGORY, notifyOwners } from '../notifications/index.ts';
import {
  expireDue,
  findConflict,
  findConflicts,
  findConflictsOfAsset,
  findHistory,
  insertEvents,
  moveStatus,
  type StoredConflict,
} from './conflicts.repository.ts';

/** What the conflict rules need: the database, the clock (expiry is tested with another) and uploaded evidence. */
export type ConflictDeps = { db: Db; now: () => Date; media: MediaStorage };

const nameOf = (caller: Caller) => `${caller.user.firstname} ${caller.user.lastname}`.trim();

/** One conflict with its history, as it is now; another company's id answers as a missing one. */
async function loadDetail(db: Db, scope: Scope, id: number): Promise<StoredConflict & ConflictDetail> {
  const conflict = await findConflict(db, scope, id);
  if (!conflict) throw notFound();
  return { ...conflict, history: await findHistory(db, scope, conflict.id) };
}

/** Strips the staff-only company fields from a partner's answer. */
function forPartner<T extends StoredConflict>({
  company_id: _company,
  company_name: _name,
  ...conflict
}: T): Omit<T, 'company_id' | 'company_name'> {
  return conflict;
}

/** A page of the scope's conflicts, expiring overdue ones first. */
export async function listConflicts(
  deps: ConflictDeps,
  scope: Scope,
  query: ConflictListQuery,
): Promise<Page<StoredConflict>> {
  await expireDue(deps.db, scope, deps.now().toISOString());
  const { rows, total } = await findConflicts(deps.db, scope, query);
  return { results: rows, page: query.page, limit: query.limit, total };
}

/** A partner's page: the same rows without the company fields. */
export async function listCompanyConflicts(deps: ConflictDeps, companyId: number, query: ConflictListQuery) {
  const page = await listConflicts(deps, companyScope(companyId), query);
  return { ...page, results: page.results.map(forPartner) };
}

/** One conflict with its history (expired first if its deadline has passed); another company's id answers as a missing one. */
export async function getConflict(deps: ConflictDeps, scope: Scope, id: number) {
  await expireDue(deps.db, scope, deps.now().toISOString(), id);
  return loadDetail(deps.db, scope, id);
}

/** A partner's conflict with its history, without the company fields. */
export async function getCompanyConflict(deps: ConflictDeps, companyId: number, id: number) {
  return forPartner(await getConflict(deps, companyScope(companyId), id));
}

/**
 * The conflict an action names: its id as given, or the caller's open conflict on a YouTube asset
 * id (the newest closed one when none is open, which then answers as closed). An asset with no
 * conflict of the company's, another company's asset included, answers as a missing one.
 */
async function conflictIdOf(db: Db, scope: Scope, ref: number | string): Promise<number> {
  if (typeof ref === 'number') return ref;
  const conflicts = await findConflictsOfAsset(db, scope, ref);
  const [first, second] = conflicts;
  if (!first) throw notFound();
  if (second?.status === 'open') {
    throw new AppError('validation_failed', { fieldErrors: { asset_id: CONFLICT_ASSET_AMBIGUOUS_MESSAGE } });
  }
  return first.id;
}

/**
 * Accept (release the claim in the disputed territories to the other owner) or counter (appeal,
 * with a reason and optional evidence). Only an open conflict takes either; a second action, a
 * racing one or one after the deadline is refused with 409 and changes nothing.
 */
export async function actOnConflict(deps: ConflictDeps, caller: Caller, action: ConflictActionRequest) {
  const companyId = caller.company.id;
  const scope = companyScope(companyId);
  const at = deps.now().toISOString();
  const evidenceUrl = action.action === 'counter' ? (action.evidence_url ?? null) : null;
  if (evidenceUrl && !(await deps.media.holds(companyId, evidenceUrl))) {
    throw new AppError('validation_failed', { fieldErrors: { evidence_url: EVIDENCE_INVALID_MESSAGE } });
  }
  const detail = await deps.db.transaction().execute(async (trx) => {
    const conflictId = await conflictIdOf(trx, scope, action.asset_id);
    await expireDue(trx, scope, at, conflictId);
    const conflict = await findConflict(trx, scope, conflictId);
    if (!conflict) throw notFound();
    const to = action.action === 'accept' ? 'released' : 'appealed';
    if (!(await moveStatus(trx, scope, conflict.id, 'open', to, at))) throw new AppError('catalogs.conflict_closed');
    await insertEvents(
      trx,
      scope,
      [conflict.id],
      {
        kind: action.action === 'accept' ? 'accepted' : 'countered',
        userId: caller.user.id,
        actorName: nameOf(caller),
        note: action.action === 'counter' ? action.reason : null,
        evidenceUrl,
      },
      at,
    );
    return loadDetail(trx, scope, conflict.id);
  });
  return forPartner(detail);
}

/** Staff decide an appeal; the company's owners are told the outcome. */
export async function decideAppeal(deps: ConflictDeps, staff: Caller, id: number, decision: AppealDecision) {
  const at = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const conflict = await findConflict(trx, ALL_COMPANIES, id);
    if (!conflict) throw notFound();
    if (!(await moveStatus(trx, ALL_COMPANIES, id, 'appealed', decision.outcome, at)))
      throw new AppError('catalogs.appeal_not_pending');
    await insertEvents(
      trx,
      companyScope(conflict.company_id),
      [conflict.id],
      { kind: decision.outcome, userId: staff.user.id, actorName: nameOf(staff), note: decision.note },
      at,
    );
    const title = conflict.asset_title ?? conflict.asset_id ?? String(conflict.id);
    await notifyOwners(trx, [conflict.company_id], {
      subject: { type: 'conflict', id },
      message: {
        key: NOTICE_MESSAGES.appealDecided,
        values: { title, assetId: conflict.asset_id ?? '', outcome: decision.outcome },
      },
      categoryId: NOTIFICATION_CATEGORY.content,
      isImportant: decision.outcome === 'lost',
      url: `/catalogue?tab=conflicts&conflict=${id}`,
      feature: 'catalogue',
    });
    return loadDetail(trx, ALL_COMPANIES, id);
  });
}
