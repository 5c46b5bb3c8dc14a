import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrateTo } from '../src/db/migrate.ts';
import { freshPostgresSchema, iramaBin, run, tempDir } from './support/processes.ts';
import { testEngine } from './support/test-app.ts';

const irama = (args: string[], env: Record<string, string>) => run(process.execPath, [iramaBin, ...args], env);

let env: Record<string, string>;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  const data = tempDir('irama-hygiene-');
  let url = `sqlite://${path.join(data.dir, 'irama.sqlite')}`;
  env = { DATA_DIR: data.dir };
  cleanUp = async () => data.remove();
  if (testEngine === 'postgres') {
    const schema = await freshPostgresSchema();
    url = schema.url;
    env.DATABASE_URL = url;
    cleanUp = async () => {
      await schema.drop();
      data.remove();
    };
  }
  // A database of the release before, holding a company name typed with a right-to-left override.
  const { db } = openDatabase(url);
  try {
    await migrateTo(db, '0008_fact_blocks');
    const now = new Date().toISOString();
    await sql`insert into companies (name, group_name, services, features, is_sub_aggregator, is_distributor, created_at, updated_at)
      values (${'Label \u202egnirts'}, 'music', '[]', '[]', ${false}, ${false}, ${now}, ${now})`.execute(db);
  } finally {
    await db.destroy();
  }
});
afterAll(() => cleanUp());

describe('irama migrate and stored text that breaks the text rules', () => {
  it('says how many findings there are and where to read them, on every run', async () => {
    const first = await irama(['migrate'], env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Applied: 0009_text_hygiene_report');
    expect(first.stdout).toContain('Text hygiene: 1 findings of stored text that breaks the text rules');
    expect(first.stdout).toContain('text_hygiene_findings');
    expect(first.stderr).toContain('0009_text_hygiene_report: 1 findings');

    const again = await irama(['migrate'], env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('The schema is up to date.');
    expect(again.stdout).toContain('Text hygiene: 1 findings');
    expect(again.stderr).toBe('');
  }, 60_000);
});
