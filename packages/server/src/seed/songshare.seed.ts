import { PlatformIdSchema, todayInWib } from '@irama/contracts';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { recordStoreClicks, storeLinksOf } from '../modules/songshare/index.ts';
import type { SeedContext } from './seed-context.ts';

/** Days of demo clicks before today. */
const CLICK_DAYS = 21;
const DAY_MS = 24 * 60 * 60 * 1000;
const Platforms = z.array(PlatformIdSchema).catch([]);

/**
 * Store-link clicks on the share pages of the demo's live tracks, a few a day on each store
 * button, so a track's analytics show its share page at work right after `npm start`.
 */
export async function seedSongshare(db: Db, seed: SeedContext, now: Date): Promise<void> {
  const tracks = await db
    .selectFrom('tracks as t')
    .innerJoin('releases as r', 'r.id', 't.release_id')
    .select(['t.id', 't.company_id', 't.isrc', 't.title', 'r.platforms'])
    .where('r.status', '=', 'success')
    .where('t.share_id', 'is not', null)
    .orderBy('t.id')
    .execute();
  const days = Array.from({ length: CLICK_DAYS }, (_, back) => todayInWib(new Date(now.getTime() - back * DAY_MS)));
  for (const track of tracks) {
    const platforms = Platforms.parse(JSON.parse(track.platforms));
    const stores = storeLinksOf(platforms, { isrc: track.isrc, title: track.title ?? '', artists: [] });
    const rows = days.flatMap((day) =>
      stores.map((link) => ({ store: link.store, day, clicks: seed.random.int(0, 5) })).filter((row) => row.clicks > 0),
    );
    await recordStoreClicks(db, { companyId: track.company_id, trackId: track.id }, rows);
  }
}
