import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { parseArgs, promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type Db, openDatabase } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { ALL_COMPANIES, companyScope } from '../packages/server/src/db/scope.ts';
import { deleteRun, saveRate, saveStoreMapping } from '../packages/server/src/ingest/engine/index.ts';
import { catalogueIsrc } from '../packages/server/src/ingest/fixtures-random.ts';
import { parseStoreReportBatches, SPOTIFY_LIKE_MAPPING } from '../packages/server/src/ingest/store/index.ts';
import { adminQuery } from '../packages/server/test/support/postgres-admin.ts';
import { onExit, tempFolder } from './support/cleanup.ts';
import { measureRows, mib } from './support/measure.ts';
import { resultName, writeVerdict } from './support/results.ts';
import { writeStoreFixture } from './support/store-fixture.ts';

const { values: args } = parseArgs({
  args: process.argv.slice(3),
  options: { rows: { type: 'string' }, rounds: { type: 'string' } },
});
/** `--rows 10000000` checks the memory bound on a ten-million-row file; BENCH_ROWS works too. */
const ROWS = Number(args.rows ?? process.env.BENCH_ROWS ?? 1_000_000);
/** Baseline and engine alternate this many times and the medians are compared: one run on a shared machine varies by ±20%. */
const ROUNDS = Number(args.rounds ?? (ROWS > 1_000_000 ? 1 : 3));
/** DATABASE_URL=postgres://… runs the bench in a schema of its own in that database, as every other bench does. */
const PG_URL = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
/** A store month repeats each track across countries: 40 rows a track, as in a mid-sized catalogue's report. */
const FIXTURE = { rows: ROWS, seed: 2026, tracks: Math.min(600_000, Math.max(1000, Math.round(ROWS / 40))) };
const COMPANIES = 100;
/** The full pipeline may cost at most twice a bare parse-and-insert of the same file. */
const TARGET_RATIO = 0.5;
/** Streaming keeps the ingesting process within this, however long the file. */
const TARGET_PEAK_RSS_MIB = 300;
/** Each track belongs to one company, spread evenly. */
const ownerOf = (isrc: string) => [...isrc].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % COMPANIES, 0);
const now = new Date().toISOString();

/** One named run, measured: `run` resolves to the number of rows it processed. */
async function timed(name: string, run: () => Promise<number>) {
  return { name, ...(await measureRows(async () => ({ rows: await run(), result: undefined }))) };
}

/**
 * The engine end to end in a child process (bench/support/ingest-child.ts), so the peak RSS read is the
 * ingest's own: its time is measured around `ingestFile` inside the child, startup excluded.
 */
async function engineInChild(url: string, schema: string, file: string) {
  const child = path.join(import.meta.dirname, 'support', 'ingest-child.ts');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...profileArgs(), '--import', 'tsx', child, url, PG_URL ? schema : '', file, SPOTIFY_LIKE_MAPPING.store],
    { maxBuffer: 2 ** 20 },
  );
  const out = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    status: string;
    errors: string;
    rows: number;
    matched: number;
    seconds: number;
    cpuSeconds: number;
    peakRssKiB: number;
  };
  if (out.status !== 'parsed') throw new Error(`run ${out.status}: ${out.errors}`);
  return {
    name: 'ingestFile',
    rows: out.rows,
    matched: out.matched,
    seconds: Math.round(out.seconds * 1000) / 1000,
    rowsPerSecond: Math.round(out.rows / out.seconds),
    cpuSeconds: Math.round(out.cpuSeconds * 1000) / 1000,
    rowsPerCpuSecond: Math.round(out.rows / out.cpuSeconds),
    peakRssMiB: mib(out.peakRssKiB * 1024),
  };
}

/** `BENCH_PROFILE=<dir>` writes a CPU profile of the ingesting child there, for finding where the time goes. */
function profileArgs(): string[] {
  const dir = process.env.BENCH_PROFILE;
  return dir ? ['--cpu-prof', '--cpu-prof-dir', dir] : [];
}

/** Bare baseline on SQLite: the same parse, one prepared INSERT per row, one transaction. */
async function bareSqlite(dbFile: string, file: string): Promise<number> {
  const sqlite = new SQLite(dbFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec(
    'drop table if exists bare; create table bare (line integer, isrc text, upc text, country text, units integer, micros integer, currency text)',
  );
  const insert = sqlite.prepare('insert into bare values (?, ?, ?, ?, ?, ?, ?)');
  let rows = 0;
  sqlite.exec('begin');
  for await (const batch of parseStoreReportBatches(createReadStream(file), SPOTIFY_LIKE_MAPPING)) {
    for (const r of batch) insert.run(r.line, r.isrc, r.upc, r.country, r.units, Number(r.revenueMicros), r.currency);
    rows += batch.length;
  }
  sqlite.exec('commit');
  sqlite.close();
  return rows;
}

/** A COPY text field: tabs, newlines and backslashes escaped, null as \N. */
const copyField = (value: string | number | null) =>
  value === null
    ? '\\N'
    : String(value).replace(
        /[\\\t\n\r]/g,
        (ch) => `\\${ch === '\t' ? 't' : ch === '\n' ? 'n' : ch === '\r' ? 'r' : '\\'}`,
      );

/** Bare baseline on PostgreSQL: the same parse, streamed into one COPY in one transaction. */
async function barePostgres(url: string, schema: string, file: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`set search_path to ${schema}`);
  await client.query('drop table if exists bare');
  await client.query(
    'create table bare (line integer, isrc text, upc text, country text, units bigint, micros bigint, currency text)',
  );
  let rows = 0;
  await client.query('begin');
  const copy = client.query(copyFrom('copy bare from stdin'));
  for await (const batch of parseStoreReportBatches(createReadStream(file), SPOTIFY_LIKE_MAPPING)) {
    let text = '';
    for (const r of batch) {
      const fields = [r.line, r.isrc, r.upc, r.country, r.units, Number(r.revenueMicros), r.currency];
      text += `${fields.map(copyField).join('\t')}\n`;
    }
    if (!copy.write(text)) await once(copy, 'drain');
    rows += batch.length;
  }
  copy.end();
  await finished(copy);
  await client.query('commit');
  await client.end();
  return rows;
}

/**
 * Writes what earlier runs left in the write-ahead log to the tables first, so neither run pays for the
 * other's writes (a bare COPY right after an engine run once took 6 s instead of 3).
 */
async function checkpoint(db: Db): Promise<void> {
  await sql.raw(PG_URL ? 'checkpoint' : 'pragma wal_checkpoint(truncate)').execute(db);
}

/** Ingests a 1,000,000-row store CSV end to end and compares it with a bare parse-and-insert of the same file. */
export default async function ingestBench(): Promise<boolean> {
  const dir = tempFolder('irama-bench-ingest-');
  const file = path.join(dir, 'spotify-2026-10.csv');
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  if (PG_URL) await adminQuery(PG_URL, `create schema ${schema}`);
  // Dropped however the bench ends, Ctrl-C included (cleanup.ts).
  const dropSchema = onExit(() => (PG_URL ? adminQuery(PG_URL, `drop schema if exists ${schema} cascade`) : undefined));
  const dbFile = path.join(dir, 'irama.sqlite');
  const { db } = PG_URL ? openDatabase(PG_URL, { searchPath: schema }) : openDatabase(`sqlite://${dbFile}`);
  try {
    await writeStoreFixture(file, FIXTURE);
    const { size } = await stat(file);
    await migrateToLatest(db);
    const companyIds: number[] = [];
    for (let i = 0; i <= COMPANIES; i += 1) {
      const company = {
        name: `Bench ${i}`,
        group_name: 'music',
        services: '[]',
        features: '[]',
        is_sub_aggregator: false,
      };
      const row = await db
        .insertInto('companies')
        .values({ ...company, is_distributor: i === 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds.push(row.id);
    }
    const [distributor = 0] = companyIds;
    await saveStoreMapping(db, companyScope(distributor), SPOTIFY_LIKE_MAPPING);
    await saveRate(db, companyScope(distributor), '2026-10', 'USD', 16_250_000_000n);
    // 99% of the tracks are in some company's catalogue; the rest go to review, as in a real month.
    let catalogue: { company_id: number; isrc: string; created_at: string }[] = [];
    for (let track = 0; track < FIXTURE.tracks; track += 1) {
      const isrc = catalogueIsrc(track);
      if (track % 100 !== 99) catalogue.push({ company_id: companyIds[1 + ownerOf(isrc)] ?? 0, isrc, created_at: now });
      if (catalogue.length === 2000) {
        await db.insertInto('youtube_assets').values(catalogue).execute();
        catalogue = [];
      }
    }
    if (catalogue.length > 0) await db.insertInto('youtube_assets').values(catalogue).execute();

    const loadBefore = os.loadavg()[0] ?? 0;
    const rounds: { bare: Awaited<ReturnType<typeof timed>>; engine: Awaited<ReturnType<typeof engineInChild>> }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await checkpoint(db);
      const bare = await timed(PG_URL ? 'bare COPY' : 'bare prepared INSERT', () =>
        PG_URL ? barePostgres(PG_URL, schema, file) : bareSqlite(dbFile, file),
      );
      await checkpoint(db);
      const engine = await engineInChild(PG_URL ?? `sqlite://${dbFile}`, schema, file);
      rounds.push({ bare, engine });
      // The next round ingests the same file again, so this one's run goes.
      const run = await db
        .selectFrom('ingest_runs')
        .select('id')
        .where('file_name', '=', path.basename(file))
        .execute();
      for (const { id } of run) await deleteRun(db, ALL_COMPANIES, id);
    }
    const median = <T>(pick: (r: (typeof rounds)[number]) => T & { rowsPerSecond: number }) =>
      rounds.map(pick).sort((a, b) => a.rowsPerSecond - b.rowsPerSecond)[Math.floor(rounds.length / 2)] as T & {
        rowsPerSecond: number;
      };
    const bare = median((r) => r.bare);
    const engine = median((r) => r.engine);
    const peakRssMiB = Math.max(...rounds.map((r) => r.engine.peakRssMiB));
    const { matched } = engine;
    const ratio = Math.round((engine.rowsPerSecond / bare.rowsPerSecond) * 100) / 100;
    const cpuRatio = Math.round((engine.rowsPerCpuSecond / bare.rowsPerCpuSecond) * 100) / 100;
    const isFastEnough = ratio >= TARGET_RATIO;
    const isWithinMemory = peakRssMiB <= TARGET_PEAK_RSS_MIB;
    for (const r of rounds.flatMap((round) => [round.bare, round.engine])) {
      console.log(
        `ingest ${r.name}: ${r.rows.toLocaleString('en')} rows in ${r.seconds} s = ${r.rowsPerSecond.toLocaleString('en')} rows/s (${r.rowsPerCpuSecond.toLocaleString('en')} per CPU-second), peak RSS ${r.peakRssMiB} MiB`,
      );
    }
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    console.log(
      `ingest: ${PG_URL ? 'PostgreSQL' : 'SQLite'}, ${mib(size)} MiB, matched ${matched}, median of ${ROUNDS} rounds: ratio ${ratio} wall-clock, ${cpuRatio} per CPU-second (target ≥ ${TARGET_RATIO}: ${verdict(isFastEnough)}), ingesting process peak RSS (VmHWM) ${peakRssMiB} MiB (target ≤ ${TARGET_PEAK_RSS_MIB}: ${verdict(isWithinMemory)})`,
    );
    const engineName = PG_URL ? 'postgres' : 'sqlite';
    const targets = {
      rows: { target: 'every row of the file', value: engine.rows, met: engine.rows === ROWS },
      ratio: { target: `>= ${TARGET_RATIO}`, value: ratio, met: isFastEnough },
      peakRssMiB: { target: `<= ${TARGET_PEAK_RSS_MIB}`, value: peakRssMiB, met: isWithinMemory },
    };
    const report = {
      engine: engineName,
      rows: ROWS,
      fileMiB: mib(size),
      matched,
      ratio,
      cpuRatio,
      rounds: ROUNDS,
      peakRssMiB,
      results: rounds,
    };
    const sizeSuffix = ROWS === 1_000_000 ? '' : `-${ROWS}`;
    return writeVerdict(`${resultName('ingest', engineName)}${sizeSuffix}`, report, targets, {
      before: loadBefore,
      after: os.loadavg()[0] ?? 0,
    });
  } finally {
    await db.destroy();
    await dropSchema();
    await rm(dir, { recursive: true, force: true });
  }
}
