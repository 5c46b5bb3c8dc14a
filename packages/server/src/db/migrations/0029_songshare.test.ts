import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../test/support/scratch-database.ts';
import type { Db } from '../database.ts';
import { migrateTo } from '../migrate.ts';

const now = new Date().toISOString();

let db: Db;
const scratch = scratchDatabase();

async function releaseWithTrack(status: string): Promise<void> {
  await sql`insert into releases (company_id, status, created_at, updated_at) values (1, ${status}, ${now}, ${now})`.execute(
    db,
  );
  await sql`insert into tracks (company_id, release_id, title, created_at, updated_at)
    values (1, (select max(id) from releases), ${status}, ${now}, ${now})`.execute(db);
}

beforeEach(async () => {
  db = scratch.db;
  await migrateTo(db, '0028_balance_spends_and_paylater');
  await sql`insert into companies (name, group_name, services, features, is_sub_aggregator, is_distributor, created_at, updated_at)
    values ('Label', 'music', '[]', '[]', ${false}, ${false}, ${now}, ${now})`.execute(db);
  for (const status of ['success', 'success', 'draft', 'rejected', 'taken_down']) await releaseWithTrack(status);
});

describe('migration 0029: share ids', () => {
  it('gives each track already live its own random share id, and no other track one', async () => {
    await migrateTo(db, '0029_songshare');
    const { rows } = await sql<{ title: string; share_id: string | null }>`
      select title, share_id from tracks order by id`.execute(db);
    const live = rows.filter((row) => row.title === 'success').map((row) => row.share_id);
    for (const id of live) expect(id).toMatch(/^[0-9A-Za-z]{11}$/);
    expect(new Set(live).size).toBe(2);
    expect(rows.filter((row) => row.title !== 'success').map((row) => row.share_id)).toEqual([null, null, null]);
  });
});
