import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../../../test/support/test-app.ts';
import type { Db } from '../../../db/database.ts';
import { companyScope } from '../../../db/scope.ts';
import { ingestFile, publishPeriod } from '../../../ingest/engine/index.ts';
import { saveRate, saveStoreMapping } from '../../../ingest/engine/reference.repository.ts';
import { addAssets, setUpDistributor, USD_RATE } from '../../../ingest/engine/test-support.ts';
import { catalogueIsrc } from '../../../ingest/fixtures-random.ts';
import { SPOTIFY_LIKE_MAPPING, storeFixtureCsv } from '../../../ingest/store/index.ts';

/** Two published store periods and one ingested but not published. */
export const PERIODS = ['2026-08', '2026-09'] as const;
export const UNPUBLISHED = '2026-10';
/** Tracks 0..5 are the owner's (titled in the catalogue), 6 and 7 the other company's. */
export const TRACKS = 8;
export const MINE = Array.from({ length: 6 }, (_, i) => catalogueIsrc(i));
export const THEIRS = catalogueIsrc(6);
/** Publishes without telling anyone: no notices to wait for. */
export const silent = { periodPublished: async () => {} };

/** A store's report of each period: `rows` lines from `seed` on (the period's index is added). */
export interface StoreFile {
  store: string;
  rows: number;
  seed: number;
}

async function ingestStore(db: Db, dir: string, file: StoreFile, period: string, index: number) {
  const name = path.join(dir, `${file.store}-${period}.csv`);
  const csv = storeFixtureCsv(SPOTIFY_LIKE_MAPPING, {
    rows: file.rows,
    seed: file.seed + index,
    period,
    tracks: TRACKS,
  });
  fs.writeFileSync(name, [...csv].join(''));
  const { run } = await ingestFile(db, { path: name, type: 'store', store: file.store });
  if (run.status !== 'parsed') throw new Error(`the store file did not ingest: ${run.errors}`);
}

/**
 * A distributor, a signed-in owner and another company with their catalogues, and the stores'
 * reports (files written into `dir`) of every period with the period's dollar rate, each published but the last.
 */
export async function seedStorePeriods(t: TestApp, dir: string, stores: readonly StoreFile[]) {
  const { db } = t;
  const distributor = await setUpDistributor(db);
  for (const { store } of stores) {
    await saveStoreMapping(db, companyScope(distributor), { ...SPOTIFY_LIKE_MAPPING, store });
  }
  const owner = await t.factories.buildSignedInUser();
  const other = await t.factories.buildSignedInUser();
  await addAssets(
    db,
    owner.companyId,
    MINE.map((isrc, i) => ({ isrc, title: `Lagu ${i}`, artist: 'Nadia Putri' }) as { isrc: string }),
  );
  await addAssets(db, other.companyId, [{ isrc: THEIRS }, { isrc: catalogueIsrc(7) }]);
  for (const [index, period] of [...PERIODS, UNPUBLISHED].entries()) {
    await saveRate(db, companyScope(distributor), period, 'USD', USD_RATE);
    for (const store of stores) await ingestStore(db, dir, store, period, index);
    if (period !== UNPUBLISHED) await publishPeriod(db, silent, { source: 'store', period });
  }
  return { owner, other };
}
