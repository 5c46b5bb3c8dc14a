import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/accounts.ts';

/** The store whose column mapping the journey saves; no demo report uses this name. */
export const STORE = 'e2e-toko';
export const PERIOD = '2026-09';

/**
 * Saves the store's column mapping through the staff API, as staff do on the page's mappings tab:
 * a comma CSV in rupiah, so no exchange rate is needed for the period.
 */
export async function saveStoreMapping(request: APIRequestContext, store = STORE): Promise<void> {
  const signIn = await request.post('/api/auth/client', {
    data: { email: 'staff@irama.demo', password: DEMO_PASSWORD },
  });
  const { data } = (await signIn.json()) as { data: { token: string } };
  const headers = { 'X-Authorization': `Bearer ${data.token}` };
  const mapping = {
    store,
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
  const saved = await request.put(`/api/ops/ingest/store-mappings/${store}`, { data: mapping, headers });
  expect(saved.status(), 'saving the store mapping').toBe(200);
  await request.post('/api/auth/logout', { headers });
}

/** Two live tracks of PT Musik Nusantara Abadi (the demo model's `isrcOf` numbers them). */
export const DEMO_ISRCS = ['IDAMN2401101', 'IDAMN2401102'];
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
