import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preparedQuery, slotScope } from '../../db/prepared-query.ts';
import { ALL_COMPANIES, type CompanyScope, type Scope } from '../../db/scope.ts';
import { hasRow, selectScoped } from '../../db/scoped-queries.ts';
import { publishedRunsVersion } from '../../ingest/engine/index.ts';
import { describeTracks, hasTrackWithIsrc, trackNamesVersion } from '../release/index.ts';

/** A song's title and artist as the company's catalogue knows them. */
export interface SongName {
  title: string | null;
  artist: string | null;
}

/** Titles and artists of the company's ISRCs, as every screen names them (`describeTracks`). */
export async function songNames(db: Db, scope: CompanyScope, isrcs: readonly string[]): Promise<Map<string, SongName>> {
  const described = await describeTracks(db, scope, [...new Set(isrcs)]);
  return new Map([...described].map(([isrc, { title, artist }]) => [isrc, { title, artist }]));
}

/** True when the ISRC is the scope's: in its store analytics or in its catalogue. */
export async function isCompanySong(db: Db, scope: Scope, isrc: string): Promise<boolean> {
  const inAnalytics = selectScoped(db, 'analytics_rollups', scope)
    .select('id')
    .where('feed', '=', 'dsp')
    .where('breakdown', '=', 'total')
    .where('item_key', '=', isrc);
  if (await hasRow(inAnalytics)) return true;
  if (await hasRow(selectScoped(db, 'youtube_assets', scope).select('id').where('isrc', '=', isrc))) return true;
  return hasTrackWithIsrc(db, scope, isrc);
}

/** The first day the feeds have store analytics of the scope (or of one of its songs), or null. */
export async function firstDspDay(db: Db, scope: Scope, isrc?: string): Promise<string | null> {
  const row = await selectScoped(db, 'analytics_rollups', scope)
    .select((eb) => eb.fn.min('day').as('day'))
    .where('feed', '=', 'dsp')
    .where('breakdown', '=', 'total')
    .$if(isrc !== undefined, (q) => q.where('item_key', '=', isrc ?? ''))
    .executeTakeFirst();
  return row?.day ?? null;
}

/**
 * What a company's DSP analytics answers are made of, in one read: the feeds (a new analytics run
 * on every ingest or correction) and what names its songs and dates its releases.
 */
export async function readDspVersion(db: Db, scope: CompanyScope): Promise<string> {
  const [row] = await dspVersionQuery(db, { companyId: scope.companyId });
  return Object.values(row ?? {}).join('/');
}

// On every DSP analytics request's path: compiled once.
const dspVersionQuery = preparedQuery<Record<string, string | number | null>, 'companyId'>((db, slot) => ({
  compile: () =>
    sql<Record<string, string | number | null>>`
      select (select coalesce(max(id), 0) from analytics_runs) as run, ${trackNamesVersion(slotScope(slot('companyId')))}
    `.compile(db),
}));

/**
 * What the analytics-against-reports answers are made of, in one read: the feeds, the published
 * runs and the stores' terms. They name no song, so the names' version is not read.
 */
export async function readPaidStreamsVersion(db: Db): Promise<string> {
  const [row] = await paidStreamsVersionQuery(db, {});
  return Object.values(row ?? {}).join('/');
}

const paidStreamsVersionQuery = preparedQuery<Record<string, string | number | null>, never>((db) => ({
  compile: () =>
    sql<Record<string, string | number | null>>`
      select
        (select coalesce(max(id), 0) from analytics_runs) as analytics_run,
        ${publishedRunsVersion(ALL_COMPANIES)},
        (select count(*) from store_terms) as terms,
        (select max(updated_at) from store_terms) as terms_changed
    `.compile(db),
}));
