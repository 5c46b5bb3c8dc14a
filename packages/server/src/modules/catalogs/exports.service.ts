import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import {
  type AssetExportJob,
  type AssetExportRequest,
  DIRECT_EXPORT_MAX_ROWS,
  NOTICE_MESSAGES,
} from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import { NOTIFICATION_CATEGORY, notifyUser } from '../notifications/index.ts';
import { writeAssets } from './asset-export.ts';
import { indexNewAssets } from './asset-terms.ts';
import { countAssets, eachAssetBatch } from './assets.repository.ts';
import { type ExportRow, findExport, findExportFilesBefore, insertExport, updateExport } from './exports.repository.ts';

/**
 * What exports need: the database, the storage finished files go to (under `exports/<company_id>/`),
 * the clock, and the exports still being written (the app waits for them before it closes the database).
 */
export type ExportDeps = { db: Db; storage: ObjectStorage; now: () => Date; running: Set<Promise<void>> };

const keyOf = (companyId: number, fileName: string) => path.posix.join('exports', String(companyId), fileName);

/** A job the process that wrote it stopped touching this long ago died with that process. */
const STALE_MS = 2 * 60 * 1000;

const fileNameOf = (format: string, at: Date) => `aset-youtube-${at.toISOString().slice(0, 10)}.${format}`;

function toJob(row: ExportRow, now: Date): AssetExportJob {
  const isStale = row.status === 'running' && now.getTime() - new Date(row.updated_at).getTime() > STALE_MS;
  return {
    id: row.id,
    format: row.format,
    status: isStale ? 'failed' : row.status,
    rows_total: row.rows_total,
    rows_done: row.rows_done,
    download_url: row.status === 'ready' ? `/api/v2/catalogs/asset_export/id/${row.id}/file` : null,
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}

/** The file of a small export, written while it is sent; a large one is refused with a pointer to the background. */
export async function streamExport(
  deps: ExportDeps,
  caller: Caller,
  request: AssetExportRequest,
): Promise<{ stream: Readable; fileName: string }> {
  const scope = companyScope(caller.company.id);
  const mark = await indexNewAssets(deps.db, scope);
  // The list's own count, usually kept from the page the user is looking at.
  if ((await countAssets(deps.db, scope, request, mark)) > DIRECT_EXPORT_MAX_ROWS) {
    throw new AppError('catalogs.export_too_large');
  }
  const stream = new PassThrough();
  writeAssets(request.format, eachAssetBatch(deps.db, scope, request), stream, caller.user.language).catch(
    (error: Error) => stream.destroy(error),
  );
  return { stream, fileName: fileNameOf(request.format, deps.now()) };
}

/** How long finished export files are kept; each new export of the company clears older ones. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

async function removeOldFiles(deps: ExportDeps, companyId: number): Promise<void> {
  const scope = companyScope(companyId);
  const now = deps.now();
  const before = new Date(now.getTime() - KEEP_MS).toISOString();
  for (const row of await findExportFilesBefore(deps.db, scope, before)) {
    if (row.file_name) await deps.storage.remove(keyOf(companyId, row.file_name));
    // Forgotten once removed, so each export looks only at files still kept.
    await updateExport(deps.db, scope, row.id, { file_name: null, updated_at: now.toISOString() });
  }
}

/** Writes a background export to its file, reporting progress, then tells the user it is ready. */
async function runExport(deps: ExportDeps, caller: Caller, id: number, request: AssetExportRequest): Promise<void> {
  const companyId = caller.company.id;
  const scope = companyScope(companyId);
  const name = `${randomBytes(16).toString('hex')}.${request.format}`;
  const partial = await deps.storage.tempPath();
  try {
    await removeOldFiles(deps, companyId);
    const file = fs.createWriteStream(partial, { flags: 'wx' });
    let written = 0;
    let reported = 0;
    await writeAssets(
      request.format,
      eachAssetBatch(deps.db, scope, request),
      file,
      caller.user.language,
      async (done) => {
        written = done;
        // A progress write per 5,000 rows (and a heartbeat) is plenty for a progress bar.
        if (done - reported < 5_000) return;
        reported = done;
        await updateExport(deps.db, scope, id, { rows_done: done, updated_at: deps.now().toISOString() });
      },
    );
    await deps.storage.putFile(keyOf(companyId, name), partial);
    const at = deps.now().toISOString();
    // What the file holds: assets added while it was written are in it too.
    await updateExport(deps.db, scope, id, {
      status: 'ready',
      rows_done: written,
      file_name: name,
      finished_at: at,
      updated_at: at,
    });
    const rows = String(written);
    await notifyUser(deps.db, companyId, caller.user.id, {
      subject: { type: 'export', id },
      message: { key: NOTICE_MESSAGES.exportReady, values: { rows, format: request.format } },
      categoryId: NOTIFICATION_CATEGORY.content,
      isImportant: false,
      url: `/catalogue?tab=assets&export=${id}`,
      feature: 'catalogue',
    });
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    await updateExport(deps.db, scope, id, { status: 'failed', updated_at: deps.now().toISOString() });
    throw error;
  }
}

/** Starts a background export of the filtered list and answers at once with the job. */
export async function startExport(
  deps: ExportDeps,
  caller: Caller,
  request: AssetExportRequest,
  log: (error: unknown) => void,
): Promise<AssetExportJob> {
  const companyId = caller.company.id;
  const scope = companyScope(companyId);
  const mark = await indexNewAssets(deps.db, scope);
  const at = deps.now();
  const id = await insertExport(deps.db, scope, {
    userId: caller.user.id,
    format: request.format,
    filter: { search: request.search, asset_type: request.asset_type },
    rowsTotal: await countAssets(deps.db, scope, request, mark),
    at: at.toISOString(),
  });
  const task = runExport(deps, caller, id, request)
    .catch(log)
    .finally(() => deps.running.delete(task));
  deps.running.add(task);
  return getExport(deps, companyId, id);
}

export async function getExport(deps: ExportDeps, companyId: number, id: number): Promise<AssetExportJob> {
  const row = await findExport(deps.db, companyScope(companyId), id);
  if (!row) throw notFound();
  return toJob(row, deps.now());
}

/** The finished file of an export. */
export async function exportFile(
  deps: ExportDeps,
  companyId: number,
  id: number,
): Promise<{ stream: Readable; fileName: string; format: AssetExportJob['format'] }> {
  const row = await findExport(deps.db, companyScope(companyId), id);
  if (!row) throw notFound();
  if (row.status !== 'ready') throw new AppError('catalogs.export_not_ready');
  // A file past its keeping time (or lost with its disk) is gone, as the job's link says it may be.
  const file = row.file_name ? await deps.storage.read(keyOf(companyId, row.file_name)) : undefined;
  if (!file) throw notFound();
  return {
    stream: file.stream,
    fileName: fileNameOf(row.format, new Date(row.created_at)),
    format: row.format,
  };
}
