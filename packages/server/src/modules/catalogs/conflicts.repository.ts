import type { Conflict, ConflictEvent, ConflictEventKind, ConflictListQuery, ConflictStatus } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { containsText } from '../../db/like.ts';
import { type CompanyScope, companyScope, inScope, type Scope } from '../../db/scope.ts';
import { selectScoped, updateScoped } from '../../db/scoped-queries.ts';
import { toAsset } from './assets.repository.ts';
import './catalogs.tables.ts';

/** A conflict row joined with its asset and company, as lists and details read it. */
function conflictRows(db: Db) {
  return db
    .selectFrom('conflicts')
    .innerJoin('youtube_assets', 'youtube_assets.id', 'conflicts.asset_ref')
    .innerJoin('companies', 'companies.id', 'conflicts.company_id')
    .select([
      'conflicts.id',
      'conflicts.company_id',
      'companies.name as company_name',
      'conflicts.status',
      'conflicts.asset_ref',
      'conflicts.conflicting_owner',
      'conflicts.territories as conflict_territories',
      'conflicts.views as conflict_views',
      'conflicts.active_claims',
      'conflicts.opened_at',
      'conflicts.deadline_at',
      'conflicts.updated_at',
      'youtube_assets.asset_id',
      'youtube_assets.title',
      'youtube_assets.artist',
      'youtube_assets.asset_type',
      'youtube_assets.asset_label',
      'youtube_assets.isrc',
      'youtube_assets.custom_id',
      'youtube_assets.channel_id',
      'youtube_assets.territories',
      'youtube_assets.views',
    ]);
}

type ConflictRow = Awaited<ReturnType<ReturnType<typeof conflictRows>['executeTakeFirstOrThrow']>>;
export type StoredConflict = Conflict & { company_id: number; company_name: string };

function toConflict(row: ConflictRow): StoredConflict {
  const asset = toAsset(row);
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: row.company_name,
    status: row.status,
    asset_ref: row.asset_ref,
    asset_id: asset.asset_id,
    asset_title: asset.title,
    asset_type: asset.asset_type,
    isrc: asset.isrc,
    label: asset.labels.join(', ') || null,
    conflicting_owner: row.conflicting_owner,
    territories: row.conflict_territories.split(/\s+/).filter(Boolean),
    views: Number(row.conflict_views),
    active_claims: row.active_claims,
    opened_at: row.opened_at,
    deadline_at: row.deadline_at,
    updated_at: row.updated_at,
  };
}

/** A page of the scope's conflicts: open ones first by deadline, then appeals, then the rest. */
export async function findConflicts(
  db: Db,
  scope: Scope,
  query: ConflictListQuery,
): Promise<{ rows: StoredConflict[]; total: number }> {
  let base = conflictRows(db).where(inScope(scope, 'conflicts.company_id'));
  if (query.status) base = base.where('conflicts.status', '=', query.status);
  if (query.search) {
    const search = query.search;
    base = base.where((eb) =>
      eb.or([
        containsText('youtube_assets.title', search),
        containsText('youtube_assets.asset_id', search),
        containsText('youtube_assets.isrc', search),
        containsText('conflicts.conflicting_owner', search),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .orderBy((eb) =>
        eb
          .case()
          .when('conflicts.status', '=', 'open')
          .then(0)
          .when('conflicts.status', '=', 'appealed')
          .then(1)
          .else(2)
          .end(),
      )
      .orderBy((eb) => eb.case().when('conflicts.status', '=', 'open').then(eb.ref('conflicts.deadline_at')).end())
      .orderBy('conflicts.updated_at', 'desc')
      .orderBy('conflicts.id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toConflict), total: Number(count.total) };
}

/** One conflict of the scope by id (another company's answers as missing). */
export async function findConflict(db: Db, scope: Scope, id: number): Promise<StoredConflict | undefined> {
  const row = await conflictRows(db)
    .where(inScope(scope, 'conflicts.company_id'))
    .where('conflicts.id', '=', id)
    .executeTakeFirst();
  return row && toConflict(row);
}

/** The scope's conflicts on the YouTube asset `assetId`, open ones first, then the newest. */
export async function findConflictsOfAsset(
  db: Db,
  scope: Scope,
  assetId: string,
): Promise<{ id: number; status: ConflictStatus }[]> {
  return db
    .selectFrom('conflicts')
    .innerJoin('youtube_assets', 'youtube_assets.id', 'conflicts.asset_ref')
    .select(['conflicts.id', 'conflicts.status'])
    .where(inScope(scope, 'conflicts.company_id'))
    .where(inScope(scope, 'youtube_assets.company_id'))
    .where('youtube_assets.asset_id', '=', assetId)
    .orderBy((eb) => eb.case().when('conflicts.status', '=', 'open').then(0).else(1).end())
    .orderBy('conflicts.id', 'desc')
    .execute();
}

/** The conflict's history, oldest step first. */
export async function findHistory(db: Db, scope: Scope, conflictId: number): Promise<ConflictEvent[]> {
  const rows = await selectScoped(db, 'conflict_events', scope)
    .select(['kind', 'actor_name', 'note', 'evidence_url', 'created_at'])
    .where('conflict_id', '=', conflictId)
    .orderBy('id')
    .execute();
  return rows.map(({ actor_name, ...row }) => ({ ...row, by: actor_name }));
}

export type EventInput = {
  kind: ConflictEventKind;
  userId?: number | null;
  actorName?: string | null;
  note?: string | null;
  evidenceUrl?: string | null;
};

/** Writes the same history step for each of the company's conflicts `conflictIds`. */
export async function insertEvents(
  db: Db,
  scope: CompanyScope,
  conflictIds: readonly number[],
  event: EventInput,
  at: string,
) {
  if (conflictIds.length === 0) return;
  await db
    .insertInto('conflict_events')
    .values(
      conflictIds.map((conflictId) => ({
        company_id: scope.companyId,
        conflict_id: conflictId,
        kind: event.kind,
        user_id: event.userId ?? null,
        actor_name: event.actorName ?? null,
        note: event.note ?? null,
        evidence_url: event.evidenceUrl ?? null,
        created_at: at,
      })),
    )
    .execute();
}

/**
 * Moves a conflict from one status to another only if it is still in the first: of two racing
 * requests one changes the row and the other is told it did not.
 */
export async function moveStatus(
  db: Db,
  scope: Scope,
  id: number,
  from: ConflictStatus,
  to: ConflictStatus,
  at: string,
): Promise<boolean> {
  const result = await updateScoped(db, 'conflicts', scope)
    .set({ status: to, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Open conflicts of the scope past their deadline (only `conflictId` when given), marked expired
 * with a history step.
 */
export async function expireDue(db: Db, scope: Scope, at: string, conflictId?: number): Promise<number[]> {
  let due = selectScoped(db, 'conflicts', scope)
    .select(['id', 'company_id'])
    .where('status', '=', 'open')
    .where('deadline_at', '<=', at);
  if (conflictId !== undefined) due = due.where('id', '=', conflictId);
  const expired: { id: number; company_id: number }[] = [];
  for (const conflict of await due.execute()) {
    if (await moveStatus(db, scope, conflict.id, 'open', 'expired', at)) expired.push(conflict);
  }
  // Staff's scope expires every company's conflicts: each company's history steps are written as its own.
  for (const companyId of new Set(expired.map((conflict) => conflict.company_id))) {
    const ids = expired.filter((conflict) => conflict.company_id === companyId).map((conflict) => conflict.id);
    await insertEvents(db, companyScope(companyId), ids, { kind: 'expired' }, at);
  }
  return expired.map((conflict) => conflict.id);
}

/** Conflicts per status of the scope. */
export async function countConflicts(db: Db, scope: Scope): Promise<Record<ConflictStatus, number>> {
  const rows = await selectScoped(db, 'conflicts', scope)
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const counts: Record<ConflictStatus, number> = { open: 0, released: 0, appealed: 0, won: 0, lost: 0, expired: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/**
 * When a conflict of the scope was first settled: the partner accepted it, or staff decided its
 * appeal (an expired one was left, not settled). Null while none has been.
 */
export async function findFirstSettledAt(db: Db, scope: Scope): Promise<string | null> {
  // Through the company's settled conflicts (indexed by company and status), then their events.
  const row = await db
    .selectFrom('conflicts as c')
    .innerJoin('conflict_events as e', 'e.conflict_id', 'c.id')
    .select((eb) => eb.fn.min('e.created_at').as('settled_at'))
    .where(inScope(scope, 'c.company_id'))
    .where('c.status', 'in', ['released', 'won', 'lost'])
    .where('e.kind', 'in', ['accepted', 'won', 'lost'])
    .executeTakeFirst();
  return row?.settled_at ?? null;
}
