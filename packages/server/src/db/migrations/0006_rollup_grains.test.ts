import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../test/support/scratch-database.ts';
import type { Db } from '../database.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

const now = new Date().toISOString();
/** Facts of one run as 0004 stored them: (company, country, item, day, gross). */
const FACTS = [
  [1, 'ID', 'ISRC-A', '2026-10-01', 100],
  [1, 'ID', 'ISRC-A', '2026-10-01', 50],
  [1, 'MY', 'ISRC-A', '2026-10-02', 7],
  [1, 'ID', 'ISRC-B', '2026-10-02', 3],
  [2, 'SG', 'ISRC-C', '2026-10-01', 40],
] as const;

let db: Db;
const scratch = scratchDatabase();

beforeEach(async () => {
  db = scratch.db;
  await migrateTo(db, '0005_analytics');
  for (const name of ['Distributor', 'Label A', 'Label B']) {
    await sql`insert into companies (name, group_name, services, features, is_sub_aggregator, is_distributor, created_at, updated_at)
      values (${name}, 'music', '[]', '[]', ${false}, ${name === 'Distributor'}, ${now}, ${now})`.execute(db);
  }
  await sql`insert into ingest_runs (company_id, source, store, period, file_name, sha256, status, created_at)
    values (1, 'store', 'spotify', '2026-10', 'spotify.csv', 'abc', 'parsed', ${now})`.execute(db);
  for (const [i, [company, country, item, day, gross]] of FACTS.entries()) {
    await sql`insert into usage_facts (company_id, run_id, line, period, source, store, country, day, item_key, units, currency,
        gross_micros, nett_micros, shared_micros, gross_idr, nett_idr)
      values (${company + 1}, 1, ${i + 2}, '2026-10', 'store', 'spotify', ${country}, ${day}, ${item}, 1, 'USD',
        ${gross}, ${gross}, 0, ${gross * 10}, ${gross * 10})`.execute(db);
  }
  await sql`insert into revenue_rollups (company_id, run_id, period, source, store, country, item_key, day, row_count, units,
      gross_micros, nett_micros, shared_micros, gross_idr, nett_idr)
    select company_id, run_id, period, source, store, country, item_key, day, count(*), sum(units), sum(gross_micros),
      sum(nett_micros), sum(shared_micros), sum(gross_idr), sum(nett_idr)
    from usage_facts group by company_id, run_id, period, source, store, country, item_key, day`.execute(db);
});

const fullGrain = () =>
  sql<{ company_id: number; country: string; item_key: string; day: string; row_count: number; gross_micros: number }>`
    select company_id, country, item_key, day, row_count, gross_micros from revenue_rollups
    order by company_id, country, item_key, day`
    .execute(db)
    .then(({ rows }) =>
      rows.map((r) => ({ ...r, row_count: Number(r.row_count), gross_micros: Number(r.gross_micros) })),
    );

describe('migration 0006: rollups by grain', () => {
  it('turns full-grain rollups into one row per company and country, item or day, with the same totals', async () => {
    await migrateTo(db, '0006_rollup_grains');
    const rows = await db
      .selectFrom('revenue_rollups')
      .select(['company_id', 'grain', 'country', 'item_key', 'day', 'row_count', 'gross_micros', 'store', 'period'])
      .orderBy('company_id')
      .orderBy('grain')
      .orderBy('country')
      .orderBy('item_key')
      .orderBy('day')
      .execute();
    const row = (company: number, grain: string, country: string, item: string, day: string, n: number, g: number) => ({
      company_id: company + 1,
      grain,
      country,
      item_key: item,
      day,
      row_count: n,
      gross_micros: g,
      store: 'spotify',
      period: '2026-10',
    });
    expect(rows.map((r) => ({ ...r, row_count: Number(r.row_count), gross_micros: Number(r.gross_micros) }))).toEqual([
      row(1, 'country', 'ID', '', '', 3, 153),
      row(1, 'country', 'MY', '', '', 1, 7),
      row(1, 'day', '', '', '2026-10-01', 2, 150),
      row(1, 'day', '', '', '2026-10-02', 2, 10),
      row(1, 'item', '', 'ISRC-A', '', 3, 157),
      row(1, 'item', '', 'ISRC-B', '', 1, 3),
      row(2, 'country', 'SG', '', '', 1, 40),
      row(2, 'day', '', '', '2026-10-01', 1, 40),
      row(2, 'item', '', 'ISRC-C', '', 1, 40),
    ]);
    const { rows: facts } = await sql<{
      id: number;
      company_id: number;
      country: string;
      item_key: string;
      day: string;
      gross_micros: number;
    }>`select * from usage_facts order by line`.execute(db);
    expect(facts.map((f) => [f.company_id, f.country, f.item_key, f.day, Number(f.gross_micros)])).toEqual(
      FACTS.map(([company, country, item, day, gross]) => [company + 1, country, item, day, gross]),
    );
    expect(Object.keys(facts[0] ?? {})).not.toContain('period');
    // The rebuilt table goes on numbering after the copied facts.
    const next = await sql<{
      id: number;
    }>`insert into usage_facts (company_id, run_id, line, country, day, item_key, units,
        currency, gross_micros, nett_micros, shared_micros, gross_idr, nett_idr)
      values (2, 1, 99, 'ID', '', 'ISRC-A', 1, 'USD', 1, 1, 0, 10, 10) returning id`.execute(db);
    expect(Number(next.rows[0]?.id)).toBe(Math.max(...facts.map((f) => f.id)) + 1);
  });

  it('rebuilds the full-grain rollups from the facts when rolled back', async () => {
    const before = await fullGrain();
    await migrateToLatest(db);
    await migrateTo(db, '0005_analytics');
    expect(await fullGrain()).toEqual(before);
    const { rows } = await sql<{
      period: string;
      store: string;
    }>`select distinct period, store from usage_facts`.execute(db);
    expect(rows).toEqual([{ period: '2026-10', store: 'spotify' }]);
  });
});
