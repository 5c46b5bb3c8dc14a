import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { nowIso } from '../../db/database.ts';
import type { Fact } from './fact-lines.ts';
import { blankRun } from './ingest.ts';
import { factsOf, PERIOD, setUpDistributor } from './test-support.ts';
import { type RunKey, RunWriter } from './writer.ts';

let t: TestApp;
let companies: number[];
beforeAll(async () => {
  t = await createTestApp();
  const distributor = await setUpDistributor(t.db);
  companies = [distributor];
  for (const name of ['Label A', 'Label B']) companies.push(await t.factories.buildCompany({ name }));
});
afterAll(() => t.close());

/** Text as report files carry it, including what COPY and SQL must escape. */
const text = fc.string({
  unit: fc.constantFrom('a', 'Z', 'é', '"', '\\', ',', '{', '}', ' ', "'", 'N', 'U', 'L', '\t', '\n', '\r'),
});
const factArb = fc.record({
  company: fc.nat({ max: 2 }),
  country: fc.constantFrom('ID', 'MY', '', 'NULL'),
  day: fc.constantFrom('', '2026-10-01', '2026-10-02'),
  itemKey: text,
  upc: fc.option(text),
  units: fc.nat({ max: 10_000 }),
  gross: fc.integer({ min: -50_000_000, max: 50_000_000 }),
  nettPart: fc.nat({ max: 100 }),
  adjustmentType: fc.option(fc.constantFrom('Claim Update', 'Reversal')),
});

let nextRun = 0;
async function insertRun(): Promise<RunKey> {
  nextRun += 1;
  return t.db
    .insertInto('ingest_runs')
    .values({
      company_id: companies[0] ?? 0,
      ...blankRun('store', 'spotify', PERIOD, `run-${nextRun}.csv`, `sha-${nextRun}`, nowIso()),
      status: 'parsed',
    })
    .returning(['id', 'company_id', 'period', 'source', 'store'])
    .executeTakeFirstOrThrow();
}

describe('RunWriter', () => {
  it("stores every fact as given, in blocks of the run's company, and rolls each grain up to the exact sums, however small its batches", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(factArb, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 5 }),
        async (drafts, factsPerBlock, rollupRowsInMemory, rollupsPerStatement) => {
          const run = await insertRun();
          const writer = new RunWriter(t.db, run, { factsPerBlock, rollupRowsInMemory, rollupsPerStatement });
          const facts: Fact[] = drafts.map((d, i) => {
            const nettMicros = Math.trunc((d.gross * d.nettPart) / 100) || 0; // never -0, which no column stores
            return {
              companyId: companies[d.company] ?? 0,
              line: i + 2,
              country: d.country,
              day: d.day,
              itemKey: d.itemKey,
              isrc: d.itemKey,
              upc: d.upc,
              units: d.units,
              currency: 'USD',
              grossMicros: d.gross,
              nettMicros,
              sharedMicros: d.gross - nettMicros,
              grossIdr: d.gross * 16,
              nettIdr: nettMicros * 16,
              adjustmentType: d.adjustmentType,
            };
          });
          for (const fact of facts) if (writer.add(fact)) await writer.flush();
          await writer.finish();

          expect(await factsOf(t.db, run.id)).toEqual(facts);
          const blocks = await t.db
            .selectFrom('usage_fact_blocks')
            .select(['company_id', 'row_count'])
            .where('run_id', '=', run.id)
            .execute();
          expect(blocks.map((b) => b.row_count).reduce((sum, n) => sum + n)).toBe(facts.length);
          expect(Math.max(...blocks.map((b) => b.row_count))).toBeLessThanOrEqual(factsPerBlock);
          expect(new Set(blocks.map((b) => b.company_id))).toEqual(new Set([run.company_id]));

          const rollups = await t.db.selectFrom('revenue_rollups').selectAll().where('run_id', '=', run.id).execute();
          for (const [grain, dimension] of [
            ['country', (f: Fact) => f.country],
            ['item', (f: Fact) => f.itemKey],
            ['day', (f: Fact) => f.day],
          ] as const) {
            const expected = new Map<string, { rows: number; gross: number; nettIdr: number }>();
            for (const f of facts) {
              const key = `${f.companyId}|${dimension(f)}`;
              const sums = expected.get(key) ?? { rows: 0, gross: 0, nettIdr: 0 };
              expected.set(key, {
                rows: sums.rows + 1,
                gross: sums.gross + f.grossMicros,
                nettIdr: sums.nettIdr + f.nettIdr,
              });
            }
            const actual = new Map(
              rollups
                .filter((r) => r.grain === grain)
                .map((r) => [
                  `${r.company_id}|${grain === 'country' ? r.country : grain === 'item' ? r.item_key : r.day}`,
                  { rows: Number(r.row_count), gross: Number(r.gross_micros), nettIdr: Number(r.nett_idr) },
                ]),
            );
            expect(actual).toEqual(expected);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('stores every unmatched row, however many come between facts', async () => {
    const run = await insertRun();
    const writer = new RunWriter(t.db, run, { factsPerBlock: 3 });
    const lines = Array.from({ length: 450 }, (_, i) => i + 2);
    for (const line of lines) {
      const row = {
        company_id: run.company_id,
        run_id: run.id,
        line,
        keys: '{}',
        title: null,
        details: '{}',
        gross_micros: line,
        gross_idr: 0,
        status: 'open' as const,
        assigned_company_id: null,
        updated_at: nowIso(),
      };
      if (writer.addUnmatched(row)) await writer.flush();
    }
    await writer.finish();
    const stored = await t.db.selectFrom('unmatched_rows').select('line').where('run_id', '=', run.id).execute();
    expect(stored.map((r) => r.line).sort((a, b) => a - b)).toEqual(lines);
  });

  it('fails the run when a fact names a company that does not exist, though a fact line carries no key', async () => {
    const run = await insertRun();
    const written = t.db.transaction().execute(async (trx) => {
      const writer = new RunWriter(trx, run);
      writer.add({
        companyId: 987_654,
        line: 2,
        country: 'ID',
        day: '',
        itemKey: 'IDA012600001',
        isrc: 'IDA012600001',
        upc: null,
        units: 1,
        currency: 'USD',
        grossMicros: 1000,
        nettMicros: 1000,
        sharedMicros: 0,
        grossIdr: 16,
        nettIdr: 16,
        adjustmentType: null,
      });
      await writer.finish();
    });
    await expect(written).rejects.toThrow(/foreign key/i);
    expect(await factsOf(t.db, run.id)).toEqual([]);
  });
});
