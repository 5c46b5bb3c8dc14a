import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { type Db, isPostgres, nowIso } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { IngestError } from '../errors.ts';
import { type CatalogueLookup, DEFAULT_LOOKUPS } from './attribution.ts';
import { RunFailure } from './failure.ts';
import { loadStoreMapping } from './reference.repository.ts';
import { toCheckRecord } from './review.ts';
import { writeRows } from './run-rows.ts';
import {
  deleteRun,
  deleteRunData,
  findLiveRun,
  findRunBySha,
  getDistributorCompanyId,
  insertRun,
  updateRun,
} from './runs.repository.ts';
import { openRowSource } from './sources.ts';
import type { IngestRunRow, IngestSource } from './tables.ts';

/** What to ingest: a file, its source, and the period and store when the file does not say. */
export interface IngestOptions {
  path: string;
  type: IngestSource;
  period?: string;
  store?: string;
  /** The name shown for the run (an upload's original name); defaults to the file's base name. */
  fileName?: string;
  lookups?: readonly CatalogueLookup[];
}

/** The run a file produced, and whether the same content had been ingested before. */
export interface IngestResult {
  run: IngestRunRow;
  isAlreadyIngested: boolean;
}

/** Runs whose content may be ingested again: nothing of theirs is live. */
const STALE: readonly string[] = ['failed', 'replaced', 'rejected'];

/**
 * Streams a report file into facts, rollups and unmatched rows in ONE transaction: the same content
 * twice changes nothing, a corrected file replaces an unpublished run, and a published period only
 * takes an adjustments-only file. A parse failure leaves just a failed run record with its errors; a DSR
 * whose summary totals disagree with its body is written but held in `needs_review` until staff decide.
 * Two uploads of the same content at once answer like two in a row: the second is already ingested.
 */
export async function ingestFile(db: Db, options: IngestOptions): Promise<IngestResult> {
  const { type: source } = options;
  const sha256 = await hashFile(options.path);
  const fileName = options.fileName ?? path.basename(options.path);
  const existing = await findRunBySha(db, ALL_COMPANIES, source, sha256);
  if (existing && !STALE.includes(existing.status)) return { run: existing, isAlreadyIngested: true };
  const distributor = companyScope(await getDistributorCompanyId(db));
  const mapping =
    source === 'store' && options.store ? await loadStoreMapping(db, ALL_COMPANIES, options.store) : undefined;
  if (source === 'store' && !mapping) {
    throw new AppError('validation_failed', { detail: 'a store file needs --store with a saved column mapping' });
  }
  const createdAt = nowIso();
  try {
    return await db.transaction().execute(async (trx) => {
      const done = await claimContent(trx, source, sha256);
      if (done) return { run: done, isAlreadyIngested: true };
      const rows = openRowSource(options.path, source, {
        mapping: mapping ?? undefined,
        store: options.store,
        fileName,
      });
      const first = await rows.batches.next();
      const period = options.period ?? rows.meta.period;
      if (!period || !/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) {
        throw new RunFailure('missing_period', 0, 'the file does not say its period; give --period YYYY-MM');
      }
      const store = options.store ?? rows.meta.store ?? '';
      const live = await findLiveRun(trx, ALL_COMPANIES, source, store, period);
      const kind = live?.status === 'published' ? 'adjustment' : 'regular';
      if (live?.status === 'parsed' || live?.status === 'needs_review') {
        await deleteRunData(trx, ALL_COMPANIES, live.id);
        await updateRun(trx, ALL_COMPANIES, live.id, { status: 'replaced', finished_at: nowIso() });
      }
      const run = await insertRun(trx, distributor, {
        ...blankRun(source, store, period, fileName, sha256, createdAt),
        kind,
        status: 'parsing',
      });
      const counts = await writeRows(trx, run, rows, first, options.lookups ?? DEFAULT_LOOKUPS);
      const checks = rows.meta.summaryChecks;
      const parsed = await updateRun(trx, ALL_COMPANIES, run.id, {
        ...counts,
        status: checks.some((check) => !check.isMatch) ? 'needs_review' : 'parsed',
        summary_checks: JSON.stringify(checks.map(toCheckRecord)),
        finished_at: nowIso(),
      });
      return { run: parsed, isAlreadyIngested: false };
    });
  } catch (error) {
    const failure = asFailure(error);
    if (!failure) throw error;
    return db.transaction().execute(async (trx) => {
      const done = await claimContent(trx, source, sha256);
      if (done) return { run: done, isAlreadyIngested: true };
      const run = await insertRun(trx, distributor, {
        ...blankRun(source, options.store ?? '', options.period ?? '', fileName, sha256, createdAt),
        status: 'failed',
        error_rows: failure.line > 0 ? 1 : 0,
        errors: JSON.stringify([failure]),
        finished_at: nowIso(),
      });
      return { run, isAlreadyIngested: false };
    });
  }
}

/**
 * Makes this transaction the only one writing a run for this content until it ends, then returns the
 * run that already ingested it, or deletes a stale (failed or replaced) record so a new one can take
 * its place.
 */
async function claimContent(trx: Db, source: IngestSource, sha256: string): Promise<IngestRunRow | null> {
  await lockContent(trx, `ingest:${source}:${sha256}`);
  const current = await findRunBySha(trx, ALL_COMPANIES, source, sha256);
  if (current && !STALE.includes(current.status)) return current;
  if (current) await deleteRun(trx, ALL_COMPANIES, current.id);
  return null;
}

/**
 * Holds back any other transaction locking the same content key until this one ends: PostgreSQL takes an
 * advisory lock; SQLite runs one transaction at a time anyway.
 */
export async function lockContent(trx: Db, key: string): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  }
}

/** A run record before anything is counted: the engine fills in the rest as it goes. */
export function blankRun(
  source: IngestSource,
  store: string,
  period: string,
  fileName: string,
  sha256: string,
  createdAt: string,
) {
  return {
    source,
    store,
    period,
    kind: 'regular' as const,
    file_name: fileName,
    sha256,
    status: 'parsing' as const,
    total_rows: 0,
    matched_rows: 0,
    unmatched_rows: 0,
    error_rows: 0,
    total_micros: 0,
    file_total_micros: null,
    total_idr: 0,
    errors: '[]',
    created_at: createdAt,
    finished_at: null,
    published_at: null,
  };
}

/** The record of a failure that belongs on the run, or null for an error the caller must see. */
export function asFailure(error: unknown): { code: string; line: number; message: string } | null {
  if (error instanceof IngestError) return { code: error.code, line: error.line, message: error.detail };
  if (error instanceof RunFailure) return { code: error.code, line: error.line, message: error.message };
  return null;
}

/** Read size for hashing: in 64 KiB reads (the default) hashing a 90 MiB file took twice as long. */
const HASH_CHUNK_BYTES = 2 ** 22;

/** The SHA-256 of a file, streamed. */
export async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file, { highWaterMark: HASH_CHUNK_BYTES }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}
