import type { Db } from '../db/database.ts';
import type { EntStatementsTable } from '../modules/ent/ent.tables.ts';
import type { SeedContext } from './seed-context.ts';

/** What an entertainment company books in a month, with a realistic fee range in rupiah. */
const DEALS: { category: EntStatementsTable['category']; what: string[]; min: number; max: number }[] = [
  {
    category: 'show',
    what: [
      'Konser Cahaya di Jakarta',
      'Festival Musik Bandung',
      'Panggung Pensi SMA Surabaya',
      'Gathering Korporat Bali',
    ],
    min: 35_000_000,
    max: 180_000_000,
  },
  {
    category: 'brand_deal',
    what: ['Kampanye minuman ringan', 'Endorse ponsel', 'Iklan aplikasi ojek daring'],
    min: 50_000_000,
    max: 250_000_000,
  },
  {
    category: 'licensing',
    what: ['Lagu untuk sinetron', 'Lagu tema film layar lebar', 'Hak putar karaoke'],
    min: 10_000_000,
    max: 90_000_000,
  },
  {
    category: 'merchandise',
    what: ['Penjualan kaus tur', 'Penjualan album fisik di konser'],
    min: 5_000_000,
    max: 40_000_000,
  },
  {
    category: 'appearance',
    what: ['Bintang tamu acara TV', 'Meet and greet penggemar', 'Juri ajang pencarian bakat'],
    min: 8_000_000,
    max: 60_000_000,
  },
];

/** The last twelve months up to the one before `now`, oldest first. */
function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count + i, 1)).toISOString().slice(0, 7),
  );
}

/** A year of monthly statements for the entertainment-only demo company. */
export async function seedEnt(db: Db, seed: SeedContext): Promise<void> {
  const companyId = seed.companyId('ent');
  const createdAt = new Date().toISOString();
  const rows = lastMonths(new Date(), 12).flatMap((period) => {
    const lines = 4 + Math.floor(seed.random.next() * 5);
    return Array.from({ length: lines }, () => {
      const deal = seed.random.pick(DEALS);
      // Fees are quoted in whole thousands of rupiah.
      const amount = Math.round((deal.min + seed.random.next() * (deal.max - deal.min)) / 1_000) * 1_000;
      return {
        company_id: companyId,
        period,
        day: `${period}-${String(1 + Math.floor(seed.random.next() * 28)).padStart(2, '0')}`,
        category: deal.category,
        description: seed.random.pick(deal.what),
        amount_idr: amount,
        created_at: createdAt,
      };
    });
  });
  await db.insertInto('ent_statements').values(rows).execute();
}
