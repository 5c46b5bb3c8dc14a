import fs from 'node:fs';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../db/database.ts';
import { companyScope } from '../../../db/scope.ts';
import { ingestFile, publishPeriod } from '../../../ingest/engine/index.ts';
import { saveRate } from '../../../ingest/engine/reference.repository.ts';
import { getDistributorCompanyId } from '../../../ingest/engine/runs.repository.ts';
import { tempDir, writeYoutube, YT } from '../../../ingest/engine/test-support.ts';
import { youtubeFixtureRows } from '../../../ingest/youtube/index.ts';

const column = (name: string) => YT[name] ?? -1;
const silent = { periodPublished: async () => {} };

/** One asset of a generated report: who owns it, under which label, and its co-owners' cut. */
export interface ReportAsset {
  assetId: string;
  companyId: number;
  label: string;
  coOwnerBps?: number;
}

/**
 * Rows of a YouTube ads report for `period` spread over `assets` (row i is asset i mod n), from the
 * generator's amounts and countries; `adjustment` marks every row as a backpay for a paid period.
 */
export function reportRows(options: {
  period: string;
  rows: number;
  seed: number;
  assets: readonly ReportAsset[];
  adjustment?: boolean;
}) {
  return [...youtubeFixtureRows({ rows: options.rows, seed: options.seed, period: options.period })].map((row, i) => {
    const values = [...row.values];
    const asset = options.assets[i % options.assets.length] as ReportAsset;
    values[column('Asset ID')] = asset.assetId;
    values[column('Asset Labels')] = '';
    values[column('Adjustment Type')] = options.adjustment ? 'Backpay' : '';
    return values;
  });
}

/** Registers the assets in the catalogue with their label and co-owner, once. */
export async function registerAssets(db: Db, assets: readonly ReportAsset[]): Promise<void> {
  for (const asset of assets) {
    await db
      .insertInto('youtube_assets')
      .values({
        company_id: asset.companyId,
        asset_id: asset.assetId,
        asset_label: asset.label,
        title: `Lagu ${asset.assetId.slice(-4)}`,
        artist: 'Penyanyi Uji',
        created_at: nowIso(),
      })
      .execute();
    if (asset.coOwnerBps) {
      await db
        .insertInto('revenue_shares')
        .values({
          company_id: asset.companyId,
          key_kind: 'asset',
          key_value: asset.assetId,
          co_owner: 'Pencipta Lagu',
          share_bps: asset.coOwnerBps,
          created_at: nowIso(),
        })
        .execute();
    }
  }
}

/** Ingests and publishes a YouTube report of `rows` for `period` at `rate` (rupiah × 10^6 per dollar). */
export async function publishYoutubeRows(db: Db, period: string, rows: string[][], rate = 16_250_123_457n) {
  const distributor = await getDistributorCompanyId(db);
  await saveRate(db, companyScope(distributor), period, 'USD', rate);
  const dir = tempDir();
  const path = writeYoutube(dir, `yt-${period}-${Math.random().toString(36).slice(2)}.csv`, rows);
  const { run } = await ingestFile(db, { path, type: 'youtube' }).finally(() =>
    fs.rmSync(dir, { recursive: true, force: true }),
  );
  if (run.status !== 'parsed') throw new Error(`the report did not ingest: ${run.errors}`);
  await publishPeriod(db, silent, { source: 'youtube', period });
  return run;
}
