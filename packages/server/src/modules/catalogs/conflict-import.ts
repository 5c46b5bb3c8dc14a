import {
  CONFLICT_DEADLINE_DAYS,
  type ConflictImportResult,
  NOTICE_MESSAGES,
  withoutUnsafeCharacters,
} from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { IngestError, type IngestIssue, toIssue } from '../../ingest/errors.ts';
import { indexHeader, parseCount, toDay, toPeriod } from '../../ingest/fields.ts';
import { type ByteSource, readDelimited } from '../../ingest/lines.ts';
import { AppError } from '../../lib/errors.ts';
import { NOTIFICATION_CATEGORY, notifyOwners } from '../notifications/index.ts';
import {
  findAssetsByYoutubeId,
  findConflictsOfAssets,
  type ImportedConflict,
  insertConflict,
  type OwnedAsset,
  updateConflictFacts,
} from './conflict-import.repository.ts';
import { insertEvents } from './conflicts.repository.ts';

/** One line of a conflicts report (modelled on YouTube's asset-conflict report). */
export type ConflictLine = {
  line: number;
  assetId: string;
  owner: string;
  territories: string[];
  views: number;
  activeClaims: number;
  /** YYYY-MM-DD, or null to start the conflict on the day of the import. */
  startDay: string | null;
};

const REQUIRED = ['asset_id', 'conflicting_owner', 'conflicting_country_code'] as const;
const VIEWS_COLUMNS = ['engaged_views_in_conflict', 'views_in_conflict'];
const COUNTRY = /^([A-Z]{2}|WW)$/;

/** Reads one data line; a value that cannot be read is an error at that line. */
function readLine(fields: string[], columns: Map<string, number>, line: number): ConflictLine {
  const value = (name: string) => {
    const position = columns.get(name);
    return position === undefined ? '' : (fields[position] ?? '').trim();
  };
  if (fields.length !== columns.size) {
    throw new IngestError('field_count', line, `${fields.length} values where the header names ${columns.size}`);
  }
  for (const name of REQUIRED) {
    if (!value(name)) throw new IngestError('missing_value', line, `${name} is empty`);
  }
  const territories = value('conflicting_country_code')
    .toUpperCase()
    .split(/[\s|,;]+/)
    .filter(Boolean);
  const bad = territories.find((code) => !COUNTRY.test(code));
  if (bad) throw new IngestError('invalid_value', line, `conflicting_country_code: ${bad} is not a country code`);
  const viewsColumn = VIEWS_COLUMNS.find((name) => columns.has(name));
  const count = (name: string | undefined) => {
    const text = name ? value(name) : '';
    const parsed = text === '' ? 0 : parseCount(text, name ?? '', line);
    if (parsed < 0) throw new IngestError('invalid_number', line, `${name} is negative`);
    return parsed;
  };
  const start = value('conflict_start_date');
  if (start) {
    toPeriod(start, 'conflict_start_date', line);
    if (!toDay(start)) throw new IngestError('invalid_date', line, `conflict_start_date is not a day: ${start}`);
  }
  return {
    line,
    assetId: value('asset_id'),
    // Shown to partners as is: control and bidi characters from the report are dropped, not kept.
    owner: withoutUnsafeCharacters(value('conflicting_owner')).normalize('NFC').trim().slice(0, 200),
    territories: [...new Set(territories)],
    views: count(viewsColumn),
    activeClaims: count(columns.has('active_claims') ? 'active_claims' : undefined),
    startDay: start ? toDay(start) : null,
  };
}

/**
 * The lines of a conflicts CSV, or every problem in it: a file with any bad line is refused whole,
 * with each line number, so staff fix the file rather than wonder which half went in.
 */
export async function parseConflicts(source: ByteSource): Promise<{ lines: ConflictLine[]; issues: IngestIssue[] }> {
  const lines: ConflictLine[] = [];
  const issues: IngestIssue[] = [];
  let columns: Map<string, number> | undefined;
  try {
    for await (const record of readDelimited(source, { delimiter: ',' })) {
      if (!columns) {
        columns = indexHeader(
          record.fields.map((name) => name.trim().toLowerCase()),
          record.line,
        );
        const missing = REQUIRED.filter((name) => !columns?.has(name));
        if (missing.length > 0) {
          throw new IngestError('missing_column', record.line, `missing column(s): ${missing.join(', ')}`);
        }
        continue;
      }
      try {
        lines.push(readLine(record.fields, columns, record.line));
      } catch (error) {
        if (!(error instanceof IngestError)) throw error;
        issues.push(toIssue(error));
      }
    }
  } catch (error) {
    // A broken file (not UTF-8, a quote never closed, no header) stops the read where it breaks.
    if (!(error instanceof IngestError)) throw error;
    issues.push(toIssue(error));
  }
  if (!columns && issues.length === 0) issues.push({ code: 'missing_header', line: 1, message: 'the file is empty' });
  return { lines, issues };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Applies a conflicts report: each line goes to the company that owns the asset. A conflict with the
 * same owner still open or under appeal is updated (views, territories, claims); otherwise a new
 * conflict opens with its 30-day deadline. Lines naming an asset nobody owns, or a conflict already
 * decided on the same start day, are skipped and listed.
 */
export async function importConflicts(db: Db, source: ByteSource, now: Date): Promise<ConflictImportResult> {
  const { lines, issues } = await parseConflicts(source);
  if (issues.length > 0) {
    throw new AppError('catalogs.import_invalid', {
      detail: issues.map((issue) => `line ${issue.line}: ${issue.message}`).join('; '),
      fieldErrors: Object.fromEntries(
        issues.map((issue) => [`line:${issue.line}`, `ingest.errors.codes.${issue.code}`]),
      ),
    });
  }
  const at = now.toISOString();
  const result: ConflictImportResult = { lines: lines.length, opened: 0, updated: 0, skipped: [] };
  // Per company: how many conflicts the import opened, and the first of them, which its notice links to.
  const openedFor = new Map<number, { count: number; firstId: number }>();
  await db.transaction().execute(async (trx) => {
    // A report names assets of every company: each line goes to the one that owns its asset.
    const assets = new Map<string, OwnedAsset>();
    const assetIds = [...new Set(lines.map((line) => line.assetId))];
    for (const row of await findAssetsByYoutubeId(trx, ALL_COMPANIES, assetIds)) {
      if (row.asset_id) assets.set(row.asset_id, row);
    }
    // The newest conflict of each asset and owner, read once for the whole file.
    const refs = [...new Set([...assets.values()].map((asset) => asset.id))];
    const latest = new Map<string, Pick<ImportedConflict, 'id' | 'company_id' | 'status' | 'opened_at'>>();
    const keyOf = (assetRef: number, owner: string) => `${assetRef}\u0000${owner}`;
    for (const row of await findConflictsOfAssets(trx, ALL_COMPANIES, refs)) {
      latest.set(keyOf(row.asset_ref, row.conflicting_owner), row);
    }
    for (const line of lines) {
      const asset = assets.get(line.assetId);
      if (!asset) {
        result.skipped.push({ line: line.line, asset_id: line.assetId, reason: 'unknown_asset' });
        continue;
      }
      const opened = line.startDay ? `${line.startDay}T00:00:00.000Z` : at;
      const live = latest.get(keyOf(asset.id, line.owner));
      const facts = { territories: line.territories.join(' '), views: line.views, active_claims: line.activeClaims };
      if (live && (live.status === 'open' || live.status === 'appealed')) {
        const scope = companyScope(live.company_id);
        await updateConflictFacts(trx, scope, live.id, facts, at);
        await insertEvents(trx, scope, [live.id], { kind: 'updated' }, at);
        result.updated += 1;
        continue;
      }
      if (live && new Date(live.opened_at).getTime() === new Date(opened).getTime()) {
        result.skipped.push({ line: line.line, asset_id: line.assetId, reason: 'decided' });
        continue;
      }
      const scope = companyScope(asset.company_id);
      const insertedId = await insertConflict(trx, scope, {
        asset_ref: asset.id,
        conflicting_owner: line.owner,
        ...facts,
        status: 'open',
        opened_at: opened,
        deadline_at: new Date(new Date(opened).getTime() + CONFLICT_DEADLINE_DAYS * DAY_MS).toISOString(),
        updated_at: at,
      });
      await insertEvents(trx, scope, [insertedId], { kind: 'opened' }, at);
      // A later line of the file for the same asset and owner updates this conflict.
      latest.set(keyOf(asset.id, line.owner), {
        id: insertedId,
        company_id: asset.company_id,
        status: 'open',
        opened_at: opened,
      });
      const sofar = openedFor.get(asset.company_id);
      openedFor.set(asset.company_id, { count: (sofar?.count ?? 0) + 1, firstId: sofar?.firstId ?? insertedId });
      result.opened += 1;
    }
    for (const [companyId, { count, firstId }] of openedFor) {
      await notifyOwners(trx, [companyId], {
        subject: { type: 'conflict', id: firstId },
        message: { key: NOTICE_MESSAGES.conflictsOpened, values: { count: String(count) } },
        categoryId: NOTIFICATION_CATEGORY.content,
        isImportant: true,
        url: '/catalogue?tab=conflicts',
        feature: 'catalogue',
      });
    }
  });
  return result;
}
