import type { ConflictStatus } from '@irama/contracts';
import type { Db } from '../../src/db/database.ts';
import { createRandom } from '../../src/lib/random.ts';
import { generateAssets } from '../../src/seed/catalogs.seed-data.ts';
import '../../src/modules/catalogs/catalogs.tables.ts';

/** `count` generated assets of a company (the demo's generator), with their catalogue ids in list order of insertion. */
export async function insertAssets(db: Db, companyId: number, count: number, code = 'TST', seed = 7) {
  const rows = generateAssets(createRandom(seed), count, {
    companyId,
    code,
    labels: ['Label Uji', 'Label Kedua'],
    channels: ['UCtestchannel000000000000'],
    createdAt: new Date().toISOString(),
  });
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await db
      .insertInto('youtube_assets')
      .values(rows.slice(start, start + 500))
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return rows.map((row, index) => ({ ...row, id: ids[index] ?? 0 }));
}

/** A conflict on one asset, opened `daysAgo` days ago with the usual 30-day deadline. */
export async function insertConflict(
  db: Db,
  companyId: number,
  assetRef: number,
  options: { status?: ConflictStatus; daysAgo?: number; owner?: string } = {},
): Promise<number> {
  const opened = Date.now() - (options.daysAgo ?? 3) * 86_400_000;
  const row = await db
    .insertInto('conflicts')
    .values({
      company_id: companyId,
      asset_ref: assetRef,
      conflicting_owner: options.owner ?? 'Warner Music Indonesia',
      territories: 'ID MY',
      status: options.status ?? 'open',
      views: 12_345,
      active_claims: 3,
      opened_at: new Date(opened).toISOString(),
      deadline_at: new Date(opened + 30 * 86_400_000).toISOString(),
      updated_at: new Date(opened).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('conflict_events')
    .values({ company_id: companyId, conflict_id: row.id, kind: 'opened', created_at: new Date(opened).toISOString() })
    .execute();
  return row.id;
}
