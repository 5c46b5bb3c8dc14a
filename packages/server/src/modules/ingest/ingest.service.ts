import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { AnalyticsUploadFieldsSchema, ReportUploadFieldsSchema, type RunSummaryCheck } from '@irama/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES } from '../../db/scope.ts';
import { type AnalyticsIngestResult, ingestAnalyticsFile } from '../../ingest/analytics/index.ts';
import {
  companyTotals,
  findRunReviews,
  getRun,
  type IngestResult,
  ingestFile,
  type PeriodNotifier,
  publishPeriod,
  reviewRun,
  unmatchedTotals,
} from '../../ingest/engine/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError } from '../../lib/errors.ts';
import { parseRequestPart } from '../../lib/request-validation.ts';
import { fileStreamOf, pipeToNewFile } from '../../lib/upload-stream.ts';
import { refreshNetworkplaceStats } from '../networkplace/index.ts';

/** Uploads are refused beyond this size (a month of one store fits well below it). */
export const INGEST_MAX_BYTES = 4 * 1024 ** 3;

/** Ingests an uploaded report with the form's source, period and store. */
export async function ingestUpload(db: Db, dataDir: string, parts: AsyncIterable<Multipart>): Promise<IngestResult> {
  const { file, name, fields } = await receive(dataDir, parts, ReportUploadFieldsSchema);
  return withUpload(file, () =>
    ingestFile(db, { path: file, type: fields.type, period: fields.period, store: fields.store, fileName: name }),
  );
}

/** Ingests an uploaded daily analytics feed, which names its feed, store and month itself. */
export async function ingestAnalyticsUpload(
  db: Db,
  dataDir: string,
  parts: AsyncIterable<Multipart>,
): Promise<AnalyticsIngestResult> {
  const { file, name } = await receive(dataDir, parts, AnalyticsUploadFieldsSchema);
  return withUpload(file, () => ingestAnalyticsFile(db, { path: file, fileName: name }));
}

/** Runs `work` on a stored upload, removing the file when it fails: no run stands behind it then. */
async function withUpload<T>(file: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await fs.promises.rm(file, { force: true });
    throw error;
  }
}

/**
 * Streams an upload to DATA_DIR/ingest (never buffering it), then checks its form fields, which may
 * come before or after the file; the kept file is the evidence behind the run. A body cut off or
 * refused keeps nothing.
 */
async function receive<S extends z.ZodType>(
  dataDir: string,
  parts: AsyncIterable<Multipart>,
  schema: S,
): Promise<{ file: string; name: string; fields: z.output<S> }> {
  const fields: Record<string, string> = {};
  let stored: { file: string; name: string } | undefined;
  const folder = path.join(dataDir, 'ingest');
  await fs.promises.mkdir(folder, { recursive: true });
  try {
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else stored = await store(part, folder);
    }
  } catch (error) {
    if (stored) await fs.promises.rm(stored.file, { force: true });
    throw error;
  }
  if (!stored) throw new AppError('validation_failed', { fieldErrors: { file: 'ingest.file.required' } });
  try {
    return { ...stored, fields: parseRequestPart(schema, fields) };
  } catch (error) {
    await fs.promises.rm(stored.file, { force: true });
    throw error;
  }
}

async function store(part: MultipartFile, folder: string): Promise<{ file: string; name: string }> {
  const name = path.basename(part.filename || 'report').replace(/[^\w.-]+/g, '_');
  const file = path.join(folder, `${randomUUID()}-${name}`);
  await pipeToNewFile(file, fileStreamOf(part));
  if (part.file.truncated) {
    await fs.promises.rm(file, { force: true });
    throw new AppError('payload_too_large');
  }
  return { file, name: part.filename || name };
}

/**
 * A run with its per-company totals set against the file totals, for staff to check before publishing,
 * and a DSR's summary checks with the decisions taken on it.
 */
export async function describeRun(db: Db, id: number) {
  const run = await getRun(db, ALL_COMPANIES, id);
  const companies = await companyTotals(db, ALL_COMPANIES, [id]);
  const unmatched = await unmatchedTotals(db, ALL_COMPANIES, [id]);
  const reviews = await findRunReviews(db, id);
  const sum = (rows: { gross_micros: number; gross_idr: number }[]) => ({
    gross_micros: rows.reduce((a, r) => a + r.gross_micros, 0),
    gross_idr: rows.reduce((a, r) => a + r.gross_idr, 0),
  });
  const attributed = sum([...companies, ...unmatched.filter((u) => u.status === 'not_ours')]);
  return {
    run,
    companies,
    unmatched,
    checks: JSON.parse(run.summary_checks) as RunSummaryCheck[],
    reviews,
    totals: {
      file: { gross_micros: run.total_micros, gross_idr: run.total_idr },
      attributed,
      is_balanced: attributed.gross_micros === run.total_micros && attributed.gross_idr === run.total_idr,
    },
  };
}

/** Accepts or rejects a run held for review, as the calling staff member, with their reason. */
export function decideRun(db: Db, caller: Caller, id: number, decision: 'accepted' | 'rejected', reason: string) {
  const { user } = caller;
  const reviewerName = `${user.firstname} ${user.lastname}`.trim() || user.email;
  return reviewRun(db, id, { decision, reason, reviewerId: user.id, reviewerName });
}

/**
 * Publishes a source's period, then brings the Networkplace figures of every company it credited up
 * to date: they are computed from published reports, and explore filters on them.
 */
export async function publishReports(db: Db, notifier: PeriodNotifier, options: Parameters<typeof publishPeriod>[2]) {
  const published = await publishPeriod(db, notifier, options);
  const companies = new Set(published.credits.map((credit) => credit.company_id));
  for (const companyId of companies) await refreshNetworkplaceStats(db, companyId);
  return published;
}
