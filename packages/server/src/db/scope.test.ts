import { type Kysely, sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../test/support/scratch-database.ts';
import { ALL_COMPANIES, assertWithinScope, companyScope, filteredScope, inScope } from './scope.ts';

const scratch = scratchDatabase();
// Tables of the test's own, outside the app's schema.
const db = () => scratch.db as unknown as Kysely<{ songs: { company_id: number; title: string } }>;

beforeEach(async () => {
  await sql`create table songs (company_id integer not null, title text not null)`.execute(scratch.db);
  await db()
    .insertInto('songs')
    .values([
      { company_id: 1, title: 'Sio Mama' },
      { company_id: 2, title: 'Malam Minggu' },
      { company_id: 2, title: 'Langit Jingga' },
    ])
    .execute();
});

const titles = (rows: { title: string }[]) => rows.map((row) => row.title).sort();

describe('a scope', () => {
  it("keeps a query to one company's rows", async () => {
    const rows = await db()
      .selectFrom('songs')
      .select('title')
      .where(inScope(companyScope(2)))
      .execute();
    expect(titles(rows)).toEqual(['Langit Jingga', 'Malam Minggu']);
  });

  it('names the column of a joined table', async () => {
    const rows = await db()
      .selectFrom('songs as s')
      .select('s.title')
      .where(inScope(companyScope(1), 's.company_id'))
      .execute();
    expect(titles(rows)).toEqual(['Sio Mama']);
  });

  it("keeps every company's rows for the staff scope, and turns a staff list's company filter into its scope", async () => {
    const rows = await db().selectFrom('songs').select('title').where(inScope(ALL_COMPANIES)).execute();
    expect(rows).toHaveLength(3);
    expect(filteredScope(7)).toEqual(companyScope(7));
    expect(filteredScope(undefined)).toBe(ALL_COMPANIES);
  });

  it("refuses a write carrying another company's row, unless the scope is every company's", () => {
    expect(() => assertWithinScope(companyScope(2), [2, 2], 'a notice')).not.toThrow();
    expect(() => assertWithinScope(companyScope(2), [2, 3], 'a notice')).toThrow(
      'a notice of company 3 outside company 2',
    );
    expect(() => assertWithinScope(ALL_COMPANIES, [2, 3], 'a notice')).not.toThrow();
  });
});
