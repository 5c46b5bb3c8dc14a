import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../db/database.ts';
import { ingestFile, publishPeriod } from '../../../ingest/engine/index.ts';
import { saveRate } from '../../../ingest/engine/reference.repository.ts';
import { addAssets, USD_RATE } from '../../../ingest/engine/test-support.ts';
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
 * The owner's and the other company's catalogues, and the stores' reports of every period with the
 * period's dollar rate, each published but the last. Each store needs its column mapping saved.
 */
export async function seedStorePeriods(
  db: Db,
  options: { dir: string; distributor: number; ownerId: number; otherId: number; stores: readonly StoreFile[] },
) {
  const { dir, distributor, stores } = options;
  await addAssets(
    db,
    options.ownerId,
    MINE.map((isrc, i) => ({ isrc, title: `Lagu ${i}`, artist: 'Nadia Putri' }) as { isrc: string }),
  );
  await addAssets(db, options.otherId, [{ isrc: THEIRS }, { isrc: catalogueIsrc(7) }]);
  for (const [index, period] of [...PERIODS, UNPUBLISHED].entries()) {
    await saveRate(db, distributor, period, 'USD', USD_RATE);
    for (const store of stores) await ingestStore(db, dir, store, period, index);
    if (period !== UNPUBLISHED) await publishPeriod(db, silent, { source: 'store', period });
  }
}
