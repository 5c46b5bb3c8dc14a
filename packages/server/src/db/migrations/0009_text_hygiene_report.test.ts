import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scratchDatabase } from '../../../test/support/scratch-database.ts';
import { describeOnEngine } from '../../../test/support/test-app.ts';
import type { Db } from '../database.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';
import { countTextHygieneFindings } from '../text-hygiene-findings.ts';

const now = new Date().toISOString();

let db: Db;
const scratch = scratchDatabase();
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  db = scratch.db;
  await migrateTo(db, '0008_fact_blocks');
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

async function insertCompany(name: string, address: string | null = null): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into companies (name, group_name, services, features, address, is_sub_aggregator, is_distributor, created_at, updated_at)
    values (${name}, 'music', '[]', '[]', ${address}, ${false}, ${false}, ${now}, ${now}) returning id`.execute(db);
  return rows[0]?.id ?? 0;
}

async function insertRelease(companyId: number, title: string, errors = '{}'): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into releases (company_id, title, errors, created_at, updated_at)
    values (${companyId}, ${title}, ${errors}, ${now}, ${now}) returning id`.execute(db);
  return rows[0]?.id ?? 0;
}

async function insertTrack(companyId: number, releaseId: number, title: string, lyrics: string, performers = '[]') {
  const { rows } = await sql<{ id: number }>`
    insert into tracks (company_id, release_id, title, lyrics, performer_contributors, created_at, updated_at)
    values (${companyId}, ${releaseId}, ${title}, ${lyrics}, ${performers}, ${now}, ${now}) returning id`.execute(db);
  return rows[0]?.id ?? 0;
}

/** Every row the test wrote, as stored, to show the migration changed none of them. */
async function storedRows() {
  return {
    companies: (await sql`select id, name, address from companies order by id`.execute(db)).rows,
    releases: (await sql`select id, title, errors from releases order by id`.execute(db)).rows,
    tracks: (await sql`select id, title, lyrics, performer_contributors from tracks order by id`.execute(db)).rows,
    whitelabel: (await sql`select company_id, app_name from whitelabel_configs order by company_id`.execute(db)).rows,
  };
}

async function findings() {
  const { rows } = await sql<{ table_name: string; row_id: string; column_name: string; rule: string }>`
    select table_name, row_id, column_name, rule from text_hygiene_findings
    order by table_name, row_id, column_name, rule`.execute(db);
  return rows;
}

describe('migration 0009: text hygiene report', () => {
  it('lists each stored text that breaks a rule by table, row, column and rule, and changes no row', async () => {
    const clean = await insertCompany('Irama Records', 'Jl. Sudirman 1');
    const colored = await insertCompany('Label\u001b[31m', 'Jl. Cafe\u0301 2 ');
    const release = await insertRelease(clean, 'Senja\uffff', '{"album.title":"Perbaiki\\njudulnya"}');
    const spoofed = await insertRelease(colored, 'Aman', '{"album.label":"Label \\u202egnirts"}');
    const lyrics = await insertTrack(clean, release, 'Lagu\u202e', 'Bait 1\tsatu\r\nBait 2');
    const fine = await insertTrack(
      clean,
      release,
      'Lagu Dua',
      'Bait 1\tsatu\nBait 2',
      '[{"name":"Budi","role":"Vokal"}]',
    );
    const contributor = await insertTrack(colored, spoofed, 'Tiga', 'Bait', '[{"name":"Budi\\u0007","role":"Vokal"}]');
    await sql`insert into whitelabel_configs (company_id, app_name, company_name, colors, updated_at)
      values (${colored}, ${'\u2066Portal'}, 'Label', '{}', ${now})`.execute(db);
    const before = await storedRows();

    await migrateToLatest(db);

    const row = (table: string, id: number, column: string, rule: string) => ({
      table_name: table,
      row_id: String(id),
      column_name: column,
      rule,
    });
    expect(await findings()).toEqual([
      row('companies', colored, 'address', 'not_normalized'),
      row('companies', colored, 'name', 'control_character'),
      row('releases', release, 'title', 'invalid_unicode'),
      row('releases', spoofed, 'errors', 'bidi_override'),
      row('tracks', lyrics, 'lyrics', 'not_normalized'),
      row('tracks', lyrics, 'title', 'bidi_override'),
      row('tracks', contributor, 'performer_contributors', 'control_character'),
      row('whitelabel_configs', colored, 'app_name', 'bidi_override'),
    ]);
    expect(fine).toBeGreaterThan(0);
    expect(await storedRows()).toEqual(before);
    expect(await countTextHygieneFindings(db)).toBe(8);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^0009_text_hygiene_report: 8 findings .*text_hygiene_findings/),
    );
  });

  it('finds nothing and says nothing when every stored text is clean', async () => {
    const company = await insertCompany('Irama Records', 'Jl. Sudirman 1');
    await insertTrack(company, await insertRelease(company, 'Café'), 'Lagu', 'Bait 1\n\tBait 2');
    await migrateToLatest(db);
    expect(await findings()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a table in batches, past the first 500 rows', async () => {
    const company = await insertCompany('Irama Records');
    const ids: number[] = [];
    for (let index = 0; index < 502; index += 1)
      ids.push(await insertRelease(company, index >= 500 ? `X\u202e${index}` : 'Ok'));
    await migrateToLatest(db);
    expect((await findings()).map((finding) => finding.row_id)).toEqual(ids.slice(500).map(String));
  });

  it('drops the findings when rolled back, and the rows stay as they were', async () => {
    const company = await insertCompany('Label\u001b');
    await insertRelease(company, 'Senja\u202e');
    const before = await storedRows();
    await migrateToLatest(db);
    await migrateTo(db, '0008_fact_blocks');
    await expect(sql`select 1 from text_hygiene_findings`.execute(db)).rejects.toThrow();
    expect(await storedRows()).toEqual(before);
  });
});

// Only SQLite keeps the bytes it is given: PostgreSQL refuses invalid UTF-8, and its driver writes a
// lone surrogate as U+FFFD, so no such row can exist there.
describeOnEngine('sqlite', 'migration 0009 on SQLite', () => {
  it('reports a lone surrogate, stored as invalid UTF-8, as invalid_unicode', async () => {
    const company = await insertCompany('Irama Records');
    const release = await insertRelease(company, 'Senja\ud800Jakarta');
    await migrateToLatest(db);
    expect(await findings()).toEqual([
      { table_name: 'releases', row_id: String(release), column_name: 'title', rule: 'invalid_unicode' },
    ]);
  });
});
