import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { childEnv, repoRoot } from '../../../test/support/processes.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import {
  addAssets,
  count,
  countFacts,
  setUpDistributor,
  tempDir,
  writeYoutube,
  YT,
  youtubeValues,
} from './test-support.ts';

const ROWS = 12_000;

// SQLite only (`*.sqlite.test.ts`): the kill lands on a database file the test can reopen directly.
describe('an ingest killed with SIGKILL', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('leaves either the whole file or none of it in the database', { timeout: 90_000 }, async () => {
    dir = tempDir();
    const dbFile = path.join(dir, 'irama.sqlite');
    const setup = openDatabase(`sqlite://${dbFile}`).db;
    await migrateToLatest(setup);
    await setUpDistributor(setup);
    const values = youtubeValues(ROWS, 7);
    const company = { name: 'Pemilik', group_name: 'music', services: '[]', features: '[]', is_sub_aggregator: false };
    const owner = await setup
      .insertInto('companies')
      .values({ ...company, is_distributor: false, created_at: '2026-11-01', updated_at: '2026-11-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addAssets(
      setup,
      owner.id,
      values.slice(0, ROWS / 2).map((row) => ({ asset_id: row[YT['Asset ID'] ?? 0] ?? '' })),
    );
    const file = writeYoutube(dir, 'youtube.csv', values);
    await setup.destroy();

    const args = ['--import', 'tsx', 'packages/server/src/cli.ts', 'ingest', file, '--type', 'youtube'];
    const env = childEnv({ DATABASE_URL: `sqlite://${dbFile}`, DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let hasExited = false;
    void exited.then(() => {
      hasExited = true;
    });
    // Kill at a random moment inside the run's write transaction: found by failing to take the write lock.
    const probe = new SQLite(dbFile, { timeout: 0 });
    let busyPolls = 0;
    while (!hasExited && busyPolls < 3) {
      busyPolls = isWriting(probe) ? busyPolls + 1 : 0;
      await sleep(5);
    }
    probe.close();
    await sleep(Math.floor(Math.random() * 150));
    child.kill('SIGKILL');
    await exited;

    const { db } = openDatabase(`sqlite://${dbFile}`);
    try {
      const runs = await db.selectFrom('ingest_runs').selectAll().execute();
      if (runs.length === 0) {
        expect(await countFacts(db)).toBe(0);
        for (const table of ['revenue_rollups', 'unmatched_rows'] as const) expect(await count(db, table)).toBe(0);
      } else {
        expect(runs).toEqual([expect.objectContaining({ status: 'parsed', total_rows: ROWS })]);
        expect(await countFacts(db)).toBe(runs[0]?.matched_rows);
        expect(await count(db, 'unmatched_rows')).toBe(runs[0]?.unmatched_rows);
      }
    } finally {
      await db.destroy();
    }
  });
});

/** Whether another connection holds SQLite's write lock right now. */
function isWriting(probe: SQLite.Database): boolean {
  try {
    probe.exec('begin immediate');
    probe.exec('rollback');
    return false;
  } catch {
    return true;
  }
}
