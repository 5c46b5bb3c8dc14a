import { sql } from 'kysely';
import { type Db, nowIso } from '../../db/database.ts';
import type { CompanyScope, Scope } from '../../db/scope.ts';
import { insertScoped, selectScoped } from '../../db/scoped-queries.ts';
import type { SongshareMediaRow } from './songshare.tables.ts';

export type ShareMediaValues = Pick<
  SongshareMediaRow,
  'cover_webp_url' | 'cover_jpeg_url' | 'preview_path' | 'preview_ms'
>;

/** The share media made for a track, or undefined before the first visit. */
export function findShareMedia(db: Db, scope: Scope, trackId: number): Promise<SongshareMediaRow | undefined> {
  return selectScoped(db, 'songshare_media', scope).selectAll().where('track_id', '=', trackId).executeTakeFirst();
}

/** Records a track's share media unless another request recorded its own first. */
export async function insertShareMedia(
  db: Db,
  scope: CompanyScope,
  trackId: number,
  values: ShareMediaValues,
): Promise<void> {
  await insertScoped(db, 'songshare_media', scope, { ...values, track_id: trackId, created_at: nowIso() })
    .onConflict((conflict) => conflict.column('track_id').doNothing())
    .execute();
}

/** Counts one click on a track's link to a store on a day. */
export async function addStoreClick(
  db: Db,
  scope: CompanyScope,
  click: { trackId: number; store: string; day: string },
): Promise<void> {
  await insertScoped(db, 'songshare_clicks', scope, {
    track_id: click.trackId,
    store: click.store,
    day: click.day,
    clicks: 1,
  })
    .onConflict((conflict) =>
      conflict.columns(['track_id', 'store', 'day']).doUpdateSet({ clicks: sql`songshare_clicks.clicks + 1` }),
    )
    .execute();
}

/** Records a track's clicks per store and day as they are given (no row may exist for them yet). */
export async function insertStoreClicks(
  db: Db,
  scope: CompanyScope,
  trackId: number,
  rows: readonly { store: string; day: string; clicks: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await insertScoped(
    db,
    'songshare_clicks',
    scope,
    rows.map((row) => ({ ...row, track_id: trackId })),
  ).execute();
}

/** A track's clicks per store and day, oldest day first. */
export function findStoreClicks(db: Db, scope: Scope, trackId: number) {
  return selectScoped(db, 'songshare_clicks', scope)
    .select(['day', 'store', 'clicks'])
    .where('track_id', '=', trackId)
    .orderBy('day')
    .orderBy('store')
    .execute();
}
