import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CompanyScope, Scope } from '../../db/scope.ts';
import { insertScoped, selectScoped, updateScoped } from '../../db/scoped-queries.ts';
import type { ConflictsTable } from './catalogs.tables.ts';

// Values per `in (…)` list: well under the bound-parameter limits of both engines.
const CHUNK = 1_000;

/** An asset a report line names: its row, the company that owns it and its YouTube asset id. */
export type OwnedAsset = { id: number; company_id: number; asset_id: string | null };

/** The scope's assets with the given YouTube asset ids. */
export async function findAssetsByYoutubeId(db: Db, scope: Scope, assetIds: readonly string[]): Promise<OwnedAsset[]> {
  const found: OwnedAsset[] = [];
  for (let start = 0; start < assetIds.length; start += CHUNK) {
    const rows = await selectScoped(db, 'youtube_assets', scope)
      .select(['id', 'company_id', 'asset_id'])
      .where('asset_id', 'in', assetIds.slice(start, start + CHUNK))
      .execute();
    found.push(...rows);
  }
  return found;
}

/** A conflict as an import matches report lines to it: by asset and conflicting owner. */
export type ImportedConflict = Pick<
  Selectable<ConflictsTable>,
  'id' | 'company_id' | 'status' | 'opened_at' | 'asset_ref' | 'conflicting_owner'
>;

/** The scope's conflicts of the given assets; those of one asset oldest first. */
export async function findConflictsOfAssets(
  db: Db,
  scope: Scope,
  assetRefs: readonly number[],
): Promise<ImportedConflict[]> {
  const found: ImportedConflict[] = [];
  for (let start = 0; start < assetRefs.length; start += CHUNK) {
    const rows = await selectScoped(db, 'conflicts', scope)
      .select(['id', 'company_id', 'status', 'opened_at', 'asset_ref', 'conflicting_owner'])
      .where('asset_ref', 'in', assetRefs.slice(start, start + CHUNK))
      .orderBy('id')
      .execute();
    found.push(...rows);
  }
  return found;
}

/** What a conflicts report says of a conflict, which a later report of it replaces. */
export type ConflictFacts = Pick<Insertable<ConflictsTable>, 'territories' | 'views' | 'active_claims'>;

/** Replaces a conflict's reported facts. */
export async function updateConflictFacts(
  db: Db,
  scope: Scope,
  id: number,
  facts: ConflictFacts,
  at: string,
): Promise<void> {
  await updateScoped(db, 'conflicts', scope)
    .set({ ...facts, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** Opens a conflict of the company; answers its id. */
export async function insertConflict(
  db: Db,
  scope: CompanyScope,
  values: Omit<Insertable<ConflictsTable>, 'id' | 'company_id'>,
): Promise<number> {
  const { id } = await insertScoped(db, 'conflicts', scope, values).returning('id').executeTakeFirstOrThrow();
  return id;
}
