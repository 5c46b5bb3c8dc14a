import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery, type Insertable } from 'kysely';
import { type Db, isPostgres, nowIso } from '../../db/database.ts';
import { Attributor, type CatalogueLookup, DEFAULT_LOOKUPS } from '../engine/attribution.ts';
import { RunFailure } from '../engine/failure.ts';
import { asFailure, hashFile, lockContent } from '../engine/ingest.ts';
import { getDistributorCompanyId } from '../engine/runs.repository.ts';
import type { SourceRow } from '../engine/sources.ts';
import { IngestError } from '../errors.ts';
import type { AnalyticsFeed } from './columns.ts';
import type { AnalyticsRow } from './parse.ts';
import { parseAnalyticsFeedBatches } from './parse.ts';
import { ANALYTICS_SUMS } from './rollups.repository.ts';
import type { AnalyticsDailyTable, AnalyticsRollupsTable, AnalyticsRunRow } from './tables.ts';

/** What to ingest: a feed file, and the name shown for its run (defaults to the file's base name). */
export interface AnalyticsIngestOptions {
  path: string;
  fileName?: string;
  lookups?: readonly CatalogueLookup[];
}

/** The run a feed produced, and whether the same content had been ingested before. */
export interface AnalyticsIngestResult {
  run: AnalyticsRunRow;
  isAlreadyIngested: boolean;
}

type Rollup = Insertable<AnalyticsRollupsTable>;
type Daily = Insertable<AnalyticsDailyTable>;
/** The run a batch is written for: rows of another store or month do not belong in it. */
type RunScope = { id: number; feed: AnalyticsFeed; store: string; period: string };
type Metric = (typeof METRICS)[number];

/** What a run's sums of a company are kept apart by, besides the item: each is a column of both tables. */
const DIMENSIONS = ['day', 'country', 'traffic_source', 'gender', 'age_group', 'operating_system'] as const;
const KEY = ['run_id', 'company_id', 'item_key', ...DIMENSIONS] as const;
/** The measures a rollup sums: how many feed rows it holds, and what every analytics answer reads. */
const METRICS = ['row_count', ...ANALYTICS_SUMS] as const;
const COLUMNS = [
  ...KEY,
  'feed',
  'store',
  'period',
  'channel_id',
  'breakdown',
  ...METRICS,
] as const satisfies readonly (keyof Rollup)[];
/** The daily table's key and columns: the rollups' without the item and its channel. */
const DAILY_KEY = KEY.filter((column) => column !== 'item_key');
const DAILY_COLUMNS = COLUMNS.filter((column) => column !== 'item_key' && column !== 'channel_id');
const ROLLUPS_PER_INSERT = 400;

/**
 * Streams a daily analytics feed into daily rollups in ONE transaction, attributing each row through the
 * catalogue (asset id then channel for YouTube, ISRC then UPC for stores). The same content twice changes
 * nothing; a newer file for the same feed, store and month replaces the earlier one (analytics carry no
 * money, so there is nothing to publish). Rows that match nobody are counted on the run, not queued.
 * Two uploads of the same content at once answer like two in a row: the second is already ingested.
 */
export async function ingestAnalyticsFile(db: Db, options: AnalyticsIngestOptions): Promise<AnalyticsIngestResult> {
  const sha256 = await hashFile(options.path);
  const fileName = options.fileName ?? path.basename(options.path);
  const companyId = await getDistributorCompanyId(db);
  const blank = {
    ...{ company_id: companyId, file_name: fileName, sha256, created_at: nowIso(), errors: '[]' },
    ...{ total_rows: 0, matched_rows: 0, unmatched_rows: 0 },
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const done = await claimContent(trx, sha256);
      if (done) return { run: done, isAlreadyIngested: true };
      const batches = parseAnalyticsFeedBatches(fs.createReadStream(options.path), { file: fileName });
      const first = await batches.next();
      const head = first.done ? undefined : first.value[0];
      if (!head) throw new RunFailure('empty_feed', 0, 'the feed has a header but no rows');
      const scope = { feed: head.feed, store: head.store, period: head.day.slice(0, 7) };
      const live = await trx
        .selectFrom('analytics_runs')
        .select('id')
        .where('feed', '=', scope.feed)
        .where('store', '=', scope.store)
        .where('period', '=', scope.period)
        .where('status', '=', 'parsed')
        .executeTakeFirst();
      if (live) {
        await trx.deleteFrom('analytics_rollups').where('run_id', '=', live.id).execute();
        await trx.deleteFrom('analytics_daily').where('run_id', '=', live.id).execute();
        await trx
          .updateTable('analytics_runs')
          .set({ status: 'replaced', finished_at: nowIso() })
          .where('id', '=', live.id)
          .execute();
      }
      const run = await trx
        .insertInto('analytics_runs')
        .values({ ...blank, ...scope, status: 'parsing' })
        .returningAll()
        .executeTakeFirstOrThrow();
      const counts = await writeRollups(
        trx,
        { ...scope, id: run.id },
        first.value,
        batches,
        options.lookups ?? DEFAULT_LOOKUPS,
      );
      const parsed = await trx
        .updateTable('analytics_runs')
        .set({ ...counts, status: 'parsed', finished_at: nowIso() })
        .where('id', '=', run.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { run: parsed, isAlreadyIngested: false };
    });
  } catch (error) {
    const failure = asFailure(error);
    if (!failure) throw error;
    return db.transaction().execute(async (trx) => {
      const done = await claimContent(trx, sha256);
      if (done) return { run: done, isAlreadyIngested: true };
      const run = await trx
        .insertInto('analytics_runs')
        .values({
          ...blank,
          feed: '',
          store: '',
          period: '',
          status: 'failed',
          errors: JSON.stringify([failure]),
          finished_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { run, isAlreadyIngested: false };
    });
  }
}

/**
 * Makes this transaction the only one writing a run for this content until it ends, then returns the
 * run that already parsed it, or deletes a stale (failed or replaced) record so a new one can take its place.
 */
async function claimContent(trx: Db, sha256: string): Promise<AnalyticsRunRow | null> {
  await lockContent(trx, `analytics:${sha256}`);
  const current = await trx.selectFrom('analytics_runs').selectAll().where('sha256', '=', sha256).executeTakeFirst();
  if (current?.status === 'parsed') return current;
  if (current) await deleteRun(trx, current.id);
  return null;
}

async function deleteRun(db: Db, id: number): Promise<void> {
  await db.deleteFrom('analytics_rollups').where('run_id', '=', id).execute();
  await db.deleteFrom('analytics_daily').where('run_id', '=', id).execute();
  await db.deleteFrom('analytics_runs').where('id', '=', id).execute();
}

/** Attributes and sums every row into the run's rollups, one upsert per batch: memory holds one batch. */
async function writeRollups(
  trx: Db,
  run: RunScope,
  first: AnalyticsRow[],
  rest: AsyncGenerator<AnalyticsRow[]>,
  lookups: readonly CatalogueLookup[],
) {
  const attributor = new Attributor(trx, run.feed === 'dsp' ? 'store' : 'youtube', lookups);
  const counts = { total_rows: 0, matched_rows: 0, unmatched_rows: 0 };
  const statements = new Map<string, string>();
  for (let batch: AnalyticsRow[] | undefined = first; batch; batch = (await rest.next()).value || undefined) {
    const rows = batch.map(toSourceRow);
    await attributor.prepare(rows);
    const sums = new Map<string, Rollup>();
    const daily = new Map<string, Daily>();
    for (const [i, row] of batch.entries()) {
      if (row.day.slice(0, 7) !== run.period || row.store !== run.store) {
        const message = `every row of a feed must be of ${run.store} in ${run.period}; this one is ${row.store} on ${row.day}`;
        throw new IngestError('invalid_value', row.line, message);
      }
      const match = attributor.attribute(rows[i] as SourceRow);
      if (!match) continue;
      addRow(sums, daily, run, match.companyId, row);
    }
    counts.total_rows += batch.length;
    const matched = [...sums.values()].reduce((n, r) => n + Number(r.row_count), 0);
    counts.matched_rows += matched;
    counts.unmatched_rows += batch.length - matched;
    await upsert(trx, ROLLUPS, [...sums.values()], statements);
    await upsert(trx, DAILY, [...daily.values()], statements);
  }
  return counts;
}

function toSourceRow(row: AnalyticsRow): SourceRow {
  return {
    line: row.line,
    country: row.country,
    day: row.day,
    store: row.store,
    title: null,
    keys: {
      assetId: row.assetId,
      customId: null,
      assetLabels: [],
      channelId: row.channelId,
      isrc: row.isrc,
      upc: row.upc,
    },
    units: row.views,
    grossMicros: row.revenueMicros,
    currency: 'USD',
    adjustmentType: null,
  };
}

function addRow(
  sums: Map<string, Rollup>,
  daily: Map<string, Daily>,
  run: RunScope,
  companyId: number,
  row: AnalyticsRow,
): void {
  const itemKey = (run.feed === 'asset' ? row.assetId : run.feed === 'channel' ? row.channelId : row.isrc) ?? row.upc;
  const values: Record<Metric, number> = {
    row_count: 1,
    views: row.views,
    watch_seconds: row.watchSeconds,
    revenue_micros: Number(row.revenueMicros),
    subscribers_gained: row.subscribersGained,
    subscribers_lost: row.subscribersLost,
    listeners: row.listeners,
    saves: row.saves,
    completions: row.completions,
  };
  const day: Daily = {
    company_id: companyId,
    run_id: run.id,
    feed: run.feed,
    store: run.store,
    period: run.period,
    day: row.day,
    country: row.country,
    breakdown: row.breakdown,
    traffic_source: row.trafficSource,
    gender: row.gender,
    age_group: row.ageGroup,
    operating_system: row.operatingSystem,
    ...values,
  };
  const dimensions = DIMENSIONS.map((column) => day[column]);
  addTo(daily, [companyId, ...dimensions].join('\u0001'), day, values);
  const item = { ...day, item_key: itemKey ?? '', channel_id: row.channelId ?? '' };
  addTo(sums, [companyId, itemKey, ...dimensions].join('\u0001'), item, values);
}

/** Adds a row's measures to the sum under `key`, or starts it with `first`. */
function addTo<R extends Record<Metric, unknown>>(
  sums: Map<string, R>,
  key: string,
  first: R,
  values: Record<Metric, number>,
): void {
  const sum = sums.get(key);
  if (!sum) {
    sums.set(key, first);
    return;
  }
  const into = sum as Record<Metric, unknown>;
  for (const metric of METRICS) into[metric] = Number(into[metric]) + values[metric];
}

/** A table the ingest sums into: its name, conflict key and columns. */
interface SumTable {
  name: 'analytics_rollups' | 'analytics_daily';
  key: readonly string[];
  columns: readonly string[];
}
const ROLLUPS: SumTable = { name: 'analytics_rollups', key: KEY, columns: COLUMNS };
const DAILY: SumTable = { name: 'analytics_daily', key: DAILY_KEY, columns: DAILY_COLUMNS };

/**
 * Adds a batch's sums to a table: a key seen in an earlier batch of the run grows instead of repeating.
 * The multi-row statement is built once per table and size and bound flat: the query builder would
 * cost more than the insert.
 */
async function upsert(
  trx: Db,
  table: SumTable,
  rows: readonly Record<string, unknown>[],
  statements: Map<string, string>,
): Promise<void> {
  const isOnPostgres = isPostgres(trx);
  for (let i = 0; i < rows.length; i += ROLLUPS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROLLUPS_PER_INSERT);
    const statementKey = `${table.name}:${chunk.length}`;
    let text = statements.get(statementKey);
    if (!text) {
      let n = 0;
      const tuple = () => `(${table.columns.map(() => (isOnPostgres ? `$${++n}` : '?')).join(',')})`;
      const update = METRICS.map((m) => `${m} = ${table.name}.${m} + excluded.${m}`).join(', ');
      text = `insert into ${table.name} (${table.columns.join(',')}) values ${chunk.map(tuple).join(',')} on conflict (${table.key.join(',')}) do update set ${update}`;
      statements.set(statementKey, text);
    }
    await trx.executeQuery(
      CompiledQuery.raw(
        text,
        chunk.flatMap((row) => table.columns.map((c) => row[c])),
      ),
    );
  }
}
