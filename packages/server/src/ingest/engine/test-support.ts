/** Shared set-up of the engine tests: a distributor, rates, a store mapping, and small report files. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import { csvField } from '../fixtures-random.ts';
import { rescale } from '../money.ts';
import { SPOTIFY_LIKE_MAPPING } from '../store/index.ts';
import { FIXTURE_SCALE, YOUTUBE_COLUMNS, type YoutubeVariant, youtubeFixtureRows } from '../youtube/index.ts';
import { type Fact, parseFactLines } from './fact-lines.ts';
import { saveRate, saveStoreMapping } from './reference.repository.ts';

/** 16,250 rupiah per USD, scaled by 10^6. */
export const USD_RATE = 16_250_123_457n;
export const PERIOD = '2026-10';
const now = () => new Date().toISOString();

/** A distributor company with the period's USD rate and the Spotify-like mapping saved. */
export async function setUpDistributor(db: Db): Promise<number> {
  const { id } = await db
    .insertInto('companies')
    .values({
      name: 'Irama Distributor',
      group_name: 'music',
      services: '[]',
      features: '[]',
      is_sub_aggregator: false,
      is_distributor: true,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await saveRate(db, companyScope(id), PERIOD, 'USD', USD_RATE);
  await saveStoreMapping(db, companyScope(id), SPOTIFY_LIKE_MAPPING);
  return id;
}

/** Registers catalogue rows for a company. */
export async function addAssets(
  db: Db,
  companyId: number,
  rows: { asset_id?: string; custom_id?: string; asset_label?: string; channel_id?: string; isrc?: string }[],
) {
  await db
    .insertInto('youtube_assets')
    .values(rows.map((r) => ({ company_id: companyId, ...r, created_at: now() })))
    .execute();
}

/** A temporary folder removed by the caller. */
export const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'irama-ingest-'));

/** A fresh app whose distributor is set up, and a temporary folder for report files; see `closeIngestApp`. */
export async function openIngestApp(
  options: { companies?: number } = {},
): Promise<{ t: TestApp; dir: string; companies: number[] }> {
  const t = await createTestApp();
  const dir = tempDir();
  await setUpDistributor(t.db);
  const companies: number[] = [];
  for (let i = 0; i < (options.companies ?? 0); i += 1) companies.push(await t.factories.buildCompany());
  return { t, dir, companies };
}

/** `openIngestApp` with two companies, `a` and `b`, for tests of what reaches one and not the other. */
export async function openTwoCompanyIngestApp(): Promise<{ t: TestApp; dir: string; a: number; b: number }> {
  const { t, dir, companies } = await openIngestApp({ companies: 2 });
  const [a = 0, b = 0] = companies;
  return { t, dir, a, b };
}

/** Closes what `openIngestApp` opened. */
export async function closeIngestApp(t: TestApp, dir: string): Promise<void> {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

/** The values of a generated YouTube report, each row editable before it is written. */
export function youtubeValues(rows: number, seed = 1, period = PERIOD): string[][] {
  return [...youtubeFixtureRows({ rows, seed, period })].map((r) => r.values);
}

/** Column positions of the YouTube ads report. */
export const YT = Object.fromEntries(YOUTUBE_COLUMNS.ads.map((name, i) => [name, i])) as Record<string, number>;

/** Writes YouTube values as a CSV file under the variant's header (the ads report's by default) and returns its path. */
export function writeYoutube(dir: string, name: string, values: string[][], variant: YoutubeVariant = 'ads'): string {
  const lines = [YOUTUBE_COLUMNS[variant], ...values].map((v) => v.map((f) => csvField(f)).join(','));
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

/** A row's partner revenue in micros, as the parser rounds it. */
export const micros = (values: string[]) => {
  const [whole = '0', fraction = ''] = (values[YT['Partner Revenue'] ?? -1] ?? '0').split('.');
  const scaled = BigInt(`${whole}${fraction.padEnd(FIXTURE_SCALE, '0')}`.replace('-', ''));
  const signed = whole.startsWith('-') ? -scaled : scaled;
  return rescale(signed, FIXTURE_SCALE, 6);
};

/** Counts the rows of a table. */
export async function count(db: Db, table: 'revenue_rollups' | 'unmatched_rows' | 'ingest_runs') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Counts the facts stored, across their blocks. */
export async function countFacts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('usage_fact_blocks')
    .select((eb) => eb.fn.sum<number>('row_count').as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every fact of a run, in the order the run wrote them. */
export async function factsOf(db: Db, runId: number): Promise<Fact[]> {
  const blocks = await db
    .selectFrom('usage_fact_blocks')
    .select('facts')
    .where('run_id', '=', runId)
    .orderBy('id')
    .execute();
  return blocks.flatMap((block) => [...parseFactLines(block.facts.toString('utf8'))]);
}
