import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { ALL_COMPANIES } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { Attributor, type CatalogueLookup, candidateKeys } from './attribution.ts';
import { RunFailure } from './failure.ts';
import { loadRates } from './reference.repository.ts';
import { IdrConverter, ShareBook, shareKey, splitRow } from './shares.ts';
import type { RowSource, SourceRow } from './sources.ts';
import type { IngestRunRow } from './tables.ts';
import { RunWriter } from './writer.ts';

/** The counts and totals a run records once its rows are written. */
export interface RunCounts {
  total_rows: number;
  matched_rows: number;
  unmatched_rows: number;
  total_micros: number;
  file_total_micros: number | null;
  total_idr: number;
}

/** Attributes, splits, converts and writes every row of a source for one run (on the run's transaction). */
export async function writeRows(
  trx: Db,
  run: IngestRunRow,
  source: RowSource,
  first: IteratorResult<SourceRow[]>,
  lookups: readonly CatalogueLookup[],
): Promise<RunCounts> {
  const attributor = new Attributor(trx, run.source, lookups);
  const shares = new ShareBook(trx);
  const converter = new IdrConverter(await loadRates(trx, ALL_COMPANIES, run.period));
  const writer = new RunWriter(trx, run);
  const counts: RunCounts = {
    total_rows: 0,
    matched_rows: 0,
    unmatched_rows: 0,
    total_micros: 0,
    file_total_micros: null,
    total_idr: 0,
  };
  let totalMicros = 0;
  let totalIdr = 0;
  const updatedAt = nowIso();
  let next = first;
  while (!next.done) {
    const batch = next.value;
    await attributor.prepare(batch);
    const matches = batch.map((row) => attributor.attribute(row));
    const owners = new Set<number>();
    for (const match of matches) if (match) owners.add(match.companyId);
    await shares.prepare(owners);
    for (let i = 0; i < batch.length; i += 1) {
      const row = batch[i] as SourceRow;
      if (run.kind === 'adjustment' && !row.adjustmentType) {
        const detail = `${run.period} is published; a file for it may only hold adjustment rows (line ${row.line})`;
        throw new AppError('conflict', { detail });
      }
      // Every figure past the parser is a Number: a row's amount is checked once here, sums when written.
      const grossMicros = Number(row.grossMicros);
      if (!Number.isSafeInteger(grossMicros)) {
        throw new RunFailure('invalid_number', row.line, `the amount ${row.grossMicros} micros is beyond 2^53`);
      }
      const grossIdr = converter.convert(row.currency, grossMicros);
      if (grossIdr === null) {
        const message = `no ${row.currency || 'currency'} to IDR rate for ${run.period}`;
        throw new RunFailure('missing_fx_rate', row.line, message);
      }
      totalMicros += grossMicros;
      totalIdr += grossIdr;
      const match = matches[i];
      if (!match) {
        counts.unmatched_rows += 1;
        if (writer.addUnmatched(unmatchedRecord(run, row, grossIdr, updatedAt))) await writer.flush();
        continue;
      }
      const key = shareKey(row, match);
      const split = splitRow(grossMicros, grossIdr, shares.coOwners(match.companyId, key));
      counts.matched_rows += 1;
      const isFull = writer.add({
        companyId: match.companyId,
        line: row.line,
        country: row.country,
        day: row.day,
        itemKey: key?.[1] ?? match.value,
        isrc: row.keys.isrc,
        upc: row.keys.upc,
        units: row.units,
        currency: row.currency,
        grossMicros,
        grossIdr,
        nettMicros: split.nettMicros,
        sharedMicros: split.sharedMicros,
        nettIdr: split.nettIdr,
        adjustmentType: row.adjustmentType,
      });
      if (isFull) await writer.flush();
    }
    counts.total_rows += batch.length;
    next = await source.batches.next();
  }
  await writer.finish();
  if (!Number.isSafeInteger(totalMicros) || !Number.isSafeInteger(totalIdr)) {
    throw new RunFailure('invalid_number', 0, 'the file total is beyond 2^53');
  }
  const fileTotal = source.meta.fileTotalMicros;
  return {
    ...counts,
    total_micros: totalMicros,
    file_total_micros: fileTotal === null ? null : Number(fileTotal),
    total_idr: totalIdr,
  };
}

function unmatchedRecord(run: IngestRunRow, row: SourceRow, grossIdr: number, updatedAt: string) {
  const keys = Object.fromEntries(candidateKeys(run.source, row).map(([kind, value]) => [kind, value]));
  const { country, day, store, units, currency, adjustmentType } = row;
  return {
    company_id: run.company_id,
    run_id: run.id,
    line: row.line,
    keys: JSON.stringify({ ...keys, asset_id: row.keys.assetId, isrc: row.keys.isrc, upc: row.keys.upc }),
    title: row.title,
    details: JSON.stringify({ country, day, store, units, currency, adjustment_type: adjustmentType }),
    gross_micros: Number(row.grossMicros),
    gross_idr: grossIdr,
    status: 'open' as const,
    assigned_company_id: null,
    updated_at: updatedAt,
  };
}
