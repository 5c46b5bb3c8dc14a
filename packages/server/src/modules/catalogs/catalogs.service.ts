import type { AssetListQuery, CatalogSummary, Page, YoutubeAsset } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import { countReleases, type ReadDeps } from '../release/index.ts';
import { indexNewAssets } from './asset-terms.ts';
import { countAssetsByType, findAssets } from './assets.repository.ts';
import { countConflicts, expireDue, findFirstSettledAt } from './conflicts.repository.ts';
import type { ConflictDeps } from './conflicts.service.ts';
import type { ExportDeps } from './exports.service.ts';

/** The catalogue's dependencies: release reading, the conflict rules and the exports. */
export type CatalogDeps = { read: ReadDeps; conflicts: ConflictDeps; exports: ExportDeps };

/** A page of the company's YouTube assets; assets added since the last search are indexed first. */
export async function listAssets(
  deps: CatalogDeps,
  companyId: number,
  query: AssetListQuery,
): Promise<Page<YoutubeAsset>> {
  const scope = companyScope(companyId);
  const mark = await indexNewAssets(deps.read.db, scope);
  const { rows, total } = await findAssets(deps.read.db, scope, query, mark);
  return { results: rows, page: query.page, limit: query.limit, total };
}

/** Releases per status, assets per type and conflicts per status, for the catalogue's header. */
export async function catalogSummary(deps: CatalogDeps, companyId: number): Promise<CatalogSummary> {
  const { db } = deps.read;
  const scope = companyScope(companyId);
  await expireDue(db, scope, deps.conflicts.now().toISOString());
  const [releases, assetsByType, conflicts] = await Promise.all([
    countReleases(db, scope),
    countAssetsByType(db, scope),
    countConflicts(db, scope),
  ]);
  const total = Object.values(assetsByType).reduce((sum, count) => sum + count, 0);
  return { ...releases, assets: { total, by_type: assetsByType }, conflicts };
}

/** How many YouTube assets the company's catalogue holds. */
export async function countYoutubeAssets(db: Db, companyId: number): Promise<number> {
  const byType = await countAssetsByType(db, companyScope(companyId));
  return Object.values(byType).reduce((sum, count) => sum + count, 0);
}

/** When a conflict of the company was first resolved (accepted, or its appeal decided), or null. */
export function firstConflictResolvedAt(db: Db, companyId: number): Promise<string | null> {
  return findFirstSettledAt(db, companyScope(companyId));
}

/** How many of the company's conflicts wait for it to act (`open`). */
export async function countOpenConflicts(db: Db, companyId: number): Promise<number> {
  return (await countConflicts(db, companyScope(companyId))).open;
}
