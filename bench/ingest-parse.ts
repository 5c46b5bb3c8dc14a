import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  parseStoreReport,
  parseStoreReportBatches,
  SPOTIFY_LIKE_MAPPING,
  type StoreRow,
  storeFixtureTotals,
} from '../packages/server/src/ingest/store/index.ts';
import { tempFolder } from './support/cleanup.ts';
import { measureRows, mib } from './support/measure.ts';
import { writeResult } from './support/results.ts';
import { writeStoreFixture } from './support/store-fixture.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const FIXTURE = { rows: ROWS, seed: 2026 };
/** Streaming means memory stays flat however long the file: a parse may add at most this much RSS. */
const RSS_GROWTH_BUDGET_MIB = 64;

/** Parses the file once through `items` (rows or batches of rows), sampling RSS every 10,000 rows too. */
async function measure(api: string, items: AsyncIterable<StoreRow | StoreRow[]>) {
  const { result, ...figures } = await measureRows(async (sample) => {
    let rows = 0;
    let units = 0;
    let revenueMicros = 0n;
    for await (const item of items) {
      for (const row of Array.isArray(item) ? item : [item]) {
        rows += 1;
        units += row.units;
        revenueMicros += row.revenueMicros;
        if (rows % 10_000 === 0) sample();
      }
    }
    return { rows, result: { units, revenueMicros } };
  });
  return { api, ...figures, ...result };
}

/** Generates a 1,000,000-row store CSV, parses it streaming, records rows/s and peak RSS, and checks RSS stays bounded. */
export default async function ingestParse(): Promise<boolean> {
  const dir = tempFolder('irama-bench-');
  const file = path.join(dir, 'spotify-like.csv');
  try {
    const generateStart = performance.now();
    await writeStoreFixture(file, FIXTURE);
    const generateSeconds = Math.round(performance.now() - generateStart) / 1000;
    const { size } = await stat(file);
    const expected = storeFixtureTotals(SPOTIFY_LIKE_MAPPING, FIXTURE);

    const runs = [
      await measure('parseStoreReport', parseStoreReport(createReadStream(file), SPOTIFY_LIKE_MAPPING)),
      await measure('parseStoreReportBatches', parseStoreReportBatches(createReadStream(file), SPOTIFY_LIKE_MAPPING)),
    ];
    const results = runs.map(({ units, revenueMicros, ...figures }) => ({
      ...figures,
      isExact: figures.rows === ROWS && units === expected.units && revenueMicros === expected.rowMicros,
      isWithinMemoryBudget: figures.rssGrowthMiB <= RSS_GROWTH_BUDGET_MIB,
    }));
    for (const r of results) {
      console.log(
        `ingest-parse ${r.api}: ${r.rows.toLocaleString('en')} rows (${mib(size)} MiB) in ${r.seconds} s = ` +
          `${r.rowsPerSecond.toLocaleString('en')} rows/s (${r.rowsPerCpuSecond.toLocaleString('en')} per CPU-second), ` +
          `peak RSS ${r.peakRssMiB} MiB (+${r.rssGrowthMiB} MiB; budget +${RSS_GROWTH_BUDGET_MIB} MiB), ` +
          `totals ${r.isExact ? 'exact' : 'WRONG'}`,
      );
    }
    const passed = results.every((r) => r.isExact && r.isWithinMemoryBudget);
    const report = {
      name: 'ingest-parse',
      fileMiB: mib(size),
      generateSeconds,
      rssGrowthBudgetMiB: RSS_GROWTH_BUDGET_MIB,
      passed,
      results,
    };
    writeResult('ingest-parse', report);
    return passed;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
