import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../test/support/scratch-database.ts';
import type { Db } from '../database.ts';
import { migrateTo } from '../migrate.ts';

const now = new Date().toISOString();
const MISSING_COMPANY = 999;

let db: Db;
const scratch = scratchDatabase();

beforeEach(async () => {
  db = scratch.db;
  await migrateTo(db, '0006_rollup_grains');
  await sql`insert into companies (name, group_name, services, features, is_sub_aggregator, is_distributor, created_at, updated_at)
    values ('Distributor', 'music', '[]', '[]', ${false}, ${true}, ${now}, ${now})`.execute(db);
  await sql`insert into ingest_runs (company_id, source, store, period, file_name, sha256, status, created_at)
    values (1, 'store', 'spotify', '2026-10', 'spotify.csv', 'abc', 'parsed', ${now})`.execute(db);
  for (const line of [2, 3]) await insertFact(1, line);
});

function insertFact(companyId: number, line: number) {
  return sql`insert into usage_facts (company_id, run_id, line, country, day, item_key, units, currency,
      gross_micros, nett_micros, shared_micros, gross_idr, nett_idr)
    values (${companyId}, 1, ${line}, 'ID', '', 'IDA012600001', 1, 'USD', 1000, 1000, 0, 16, 16)`.execute(db);
}

const facts = () =>
  sql<{ id: number; company_id: number; line: number }>`select id, company_id, line from usage_facts order by id`
    .execute(db)
    .then(({ rows }) => rows.map((r) => ({ id: Number(r.id), company: r.company_id, line: r.line })));

describe('migration 0007: facts without a key to companies', () => {
  it('keeps every fact and its id, and takes a fact whose company the key would have refused', async () => {
    const before = await facts();
    await migrateTo(db, '0007_unkeyed_facts');
    expect(await facts()).toEqual(before);
    await insertFact(MISSING_COMPANY, 4);
    const after = await facts();
    expect(after.at(-1)).toEqual({ id: (before.at(-1)?.id ?? 0) + 1, company: MISSING_COMPANY, line: 4 });
    const byRun = await sql`select line from usage_facts where run_id = 1`.execute(db);
    expect(byRun.rows).toHaveLength(3);
  });

  it('rolls back to the keyed table with its rows, refusing a missing company again', async () => {
    await migrateTo(db, '0007_unkeyed_facts');
    await migrateTo(db, '0006_rollup_grains');
    expect(await facts()).toHaveLength(2);
    await expect(insertFact(MISSING_COMPANY, 4)).rejects.toThrow(/foreign key/i);
    await insertFact(1, 4);
    expect(await facts()).toHaveLength(3);
  });
});
