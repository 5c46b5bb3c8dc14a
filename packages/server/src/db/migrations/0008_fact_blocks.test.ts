import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../test/support/scratch-database.ts';
import type { Db } from '../database.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';
import { parseFrozenFactBlock } from './frozen/0008-fact-lines.ts';

const now = new Date().toISOString();
/** Facts as 0007 stored them: (run, company, line, item key, isrc, gross, adjustment type). */
const FACTS = [
  [1, 2, 2, 'IDA012600001', 'IDA012600001', 1500, null],
  [1, 3, 3, 'tab\there\\N', null, -700, 'Reversal'],
  [2, 2, 2, 'IDA012600002', 'IDA012600002', 42, null],
  [1, 2, 4, 'IDA012600001', 'IDA012600001', 0, null],
] as const;

let db: Db;
const scratch = scratchDatabase();

beforeEach(async () => {
  db = scratch.db;
  await migrateTo(db, '0007_unkeyed_facts');
  for (const name of ['Distributor', 'Label A', 'Label B']) {
    await sql`insert into companies (name, group_name, services, features, is_sub_aggregator, is_distributor, created_at, updated_at)
      values (${name}, 'music', '[]', '[]', ${false}, ${name === 'Distributor'}, ${now}, ${now})`.execute(db);
  }
  for (const sha of ['abc', 'def']) {
    await sql`insert into ingest_runs (company_id, source, store, period, file_name, sha256, status, created_at)
      values (1, 'store', 'spotify', '2026-10', ${`${sha}.csv`}, ${sha}, 'parsed', ${now})`.execute(db);
  }
  for (const [run, company, line, item, isrc, gross, adjustment] of FACTS) {
    await sql`insert into usage_facts (company_id, run_id, line, country, day, item_key, isrc, upc, units, currency,
        gross_micros, nett_micros, shared_micros, gross_idr, nett_idr, adjustment_type)
      values (${company}, ${run}, ${line}, 'ID', '', ${item}, ${isrc}, null, 3, 'USD', ${gross}, ${gross}, 0,
        ${gross * 16}, ${gross * 16}, ${adjustment})`.execute(db);
  }
});

/** The facts of 0007's table, as 0008's fact lines hold them, per run in the order they were written. */
async function tableFacts(runId: number) {
  const { rows } = await sql<Record<string, string | number | null>>`
    select * from usage_facts where run_id = ${runId} order by id`.execute(db);
  return rows.map((r) => ({
    companyId: r.company_id,
    line: r.line,
    country: r.country,
    day: r.day,
    itemKey: r.item_key,
    isrc: r.isrc,
    upc: r.upc,
    units: Number(r.units),
    currency: r.currency,
    grossMicros: Number(r.gross_micros),
    nettMicros: Number(r.nett_micros),
    sharedMicros: Number(r.shared_micros),
    grossIdr: Number(r.gross_idr),
    nettIdr: Number(r.nett_idr),
    adjustmentType: r.adjustment_type,
  }));
}

/** Every fact of a run's blocks, in the order they were written. */
async function blockFacts(runId: number) {
  const { rows } = await sql<{ facts: Buffer }>`
    select facts from usage_fact_blocks where run_id = ${runId} order by id`.execute(db);
  return rows.flatMap((block) => parseFrozenFactBlock(block.facts.toString('utf8')));
}

describe('migration 0008: facts in blocks', () => {
  it("moves every run's facts into blocks of the run's company, field for field", async () => {
    const before = [await tableFacts(1), await tableFacts(2)];
    await migrateToLatest(db);
    expect([await blockFacts(1), await blockFacts(2)]).toEqual(before);
    const blocks = await db.selectFrom('usage_fact_blocks').select(['run_id', 'company_id', 'row_count']).execute();
    expect(blocks.sort((a, b) => a.run_id - b.run_id)).toEqual([
      { run_id: 1, company_id: 1, row_count: 3 },
      { run_id: 2, company_id: 1, row_count: 1 },
    ]);
    await expect(sql`select 1 from usage_facts`.execute(db)).rejects.toThrow();
  });

  it('unpacks the blocks into fact rows again when rolled back', async () => {
    const before = [await tableFacts(1), await tableFacts(2)];
    await migrateToLatest(db);
    await migrateTo(db, '0007_unkeyed_facts');
    expect([await tableFacts(1), await tableFacts(2)]).toEqual(before);
    await expect(sql`select 1 from usage_fact_blocks`.execute(db)).rejects.toThrow();
  });
});
