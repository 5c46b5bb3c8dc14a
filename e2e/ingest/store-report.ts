import path from 'node:path';
import Database from 'better-sqlite3';

/** The store whose column mapping the journey saves; no demo report uses this name. */
export const STORE = 'e2e-toko';
export const PERIOD = '2026-09';

// The browser suite's server keeps its SQLite file here (playwright.config.ts).
const DATABASE = path.resolve(
  process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, '../../test-results/e2e-data'),
  'irama.sqlite',
);

/**
 * Saves the store's column mapping, which staff set up once per store outside the page (there is no
 * screen for it): a comma CSV in rupiah, so no exchange rate is needed for the period.
 */
export function saveStoreMapping(): void {
  const db = new Database(DATABASE);
  try {
    const distributor = db.prepare('SELECT id FROM companies WHERE is_distributor = 1').get() as { id: number };
    const mapping = {
      store: STORE,
      delimiter: ',',
      decimalSeparator: '.',
      periodFormat: 'YYYY-MM',
      currency: 'IDR',
      columns: {
        period: 'Reporting Month',
        artist: 'Artist',
        title: 'Track',
        isrc: 'ISRC',
        country: 'Country',
        units: 'Streams',
        revenue: 'Revenue',
      },
    };
    db.prepare(
      `INSERT INTO store_mappings (company_id, store, mapping, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (store) DO UPDATE SET mapping = excluded.mapping`,
    ).run(distributor.id, STORE, JSON.stringify(mapping), new Date().toISOString());
  } finally {
    db.close();
  }
}

/** Two tracks of the seeded PT Musik Nusantara Abadi catalogue (release.seed.ts numbers the ISRCs). */
const DEMO_ISRCS = ['IDA012602001', 'IDA012602002'];
export const UNMATCHED_ISRC = 'QZZZZ2600001';

/**
 * A store CSV of `rows` rows on the demo ISRCs plus one row nobody's catalogue holds, as the last
 * line; big enough that a throttled upload shows its progress.
 */
export function storeReport(rows: number): { csv: Buffer; unmatchedLine: number } {
  const lines = ['Reporting Month,Artist,Track,ISRC,Country,Streams,Revenue'];
  for (let i = 0; i < rows; i += 1) {
    const isrc = DEMO_ISRCS[i % DEMO_ISRCS.length];
    lines.push(
      `${PERIOD},Nusa Band,Lagu ${i % 2 === 0 ? 'Satu' : 'Dua'},${isrc},${i % 3 === 0 ? 'MY' : 'ID'},${100 + i},${1250 + (i % 7)}.50`,
    );
  }
  lines.push(`${PERIOD},Orang Lain,Bukan Kita,${UNMATCHED_ISRC},ID,42,990.25`);
  return { csv: Buffer.from(`${lines.join('\n')}\n`), unmatchedLine: lines.length };
}
