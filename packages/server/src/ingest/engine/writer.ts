import { CompiledQuery, type Insertable } from 'kysely';

import { type Db, isPostgres } from '../../db/database.ts';
import { CopyText, copyField } from './copy-text.ts';
import { type Fact, writeFact } from './fact-lines.ts';
import { GrainSums } from './grain-sums.ts';
import type { IngestRunRow, RollupGrain, UnmatchedRowsTable } from './tables.ts';

/** The run a writer writes for: its facts' blocks belong to its company, and every rollup repeats the rest. */
export type RunKey = Pick<IngestRunRow, 'id' | 'company_id' | 'period' | 'source' | 'store'>;

const ROLLUP_COLUMNS =
  'company_id run_id period source store grain country item_key day row_count units gross_micros nett_micros shared_micros gross_idr nett_idr'.split(
    ' ',
  );
const SUMS = ROLLUP_COLUMNS.slice(9);
const ROLLUP_KEY = 'run_id, company_id, grain, country, item_key, day';
const UPSERT = ` on conflict (${ROLLUP_KEY}) do update set ${SUMS.map((c) => `${c} = revenue_rollups.${c} + excluded.${c}`).join(', ')}`;
/** SQLite rollup rows per upsert statement. */
const ROLLUPS_PER_INSERT = 500;
/**
 * Facts per stored block. A block is one row however many lines it holds, so a run's facts cost the
 * database a few hundred rows per million rather than a million 16-column ones (see docs/ingest-performance.md).
 */
const FACTS_PER_BLOCK = 2000;
/**
 * Unmatched rows per insert, the most queued at once. They go with the facts' blocks (or on their
 * own once this many wait): one statement per parsed batch was a thousand statements in a
 * million-row run, and on PostgreSQL the parser waited for the server to get through them.
 */
const UNMATCHED_PER_INSERT = 200;
/** The scratch table rollups are copied into on PostgreSQL, dropped when the run's transaction ends. */
const INCOMING_ROLLUPS = 'revenue_rollups_incoming';
/** Rollup rows per COPY into the scratch table: bounds the COPY text a spill holds at once. */
const ROLLUPS_PER_COPY = 20_000;
/**
 * Rollup rows kept in memory before they are added to the database (about 100 bytes each): a run's grains
 * usually fit (a catalogue's tracks, its countries, a month's days), and a larger catalogue spills, so
 * memory stays flat. Set below the catalogue, it spills after nearly every row of a shuffled file: at
 * 50,000 a ten-million-row file over 250,000 tracks took 223 s, at 300,000 it takes 130 s.
 */
const ROLLUP_ROWS_IN_MEMORY = 300_000;

/** SQLite's multi-row upsert text for `rows` rollup rows; PostgreSQL takes rollups through COPY instead. */
function upsertRollupsSql(rows: number): string {
  const tuple = `(${ROLLUP_COLUMNS.map(() => '?').join(',')})`;
  return `insert into revenue_rollups (${ROLLUP_COLUMNS.join(',')}) values ${Array.from({ length: rows }, () => tuple).join(',')}${UPSERT}`;
}

/** A company's rollup rows of a run, per grain. */
type CompanyGrains = Record<RollupGrain, GrainSums>;
const GRAINS: readonly RollupGrain[] = ['country', 'item', 'day', 'item_country'];
/** Joins an item and a country into one `item_country` value in memory: neither holds this character. */
const ITEM_COUNTRY_SEPARATOR = '\u0001';

/** The item and country columns of a grain's value; an item_country row fills both. */
function dimensionsOf(grain: RollupGrain, value: string): [item: string, country: string] {
  if (grain === 'country') return ['', value];
  if (grain === 'item') return [value, ''];
  if (grain === 'day') return ['', ''];
  const at = value.lastIndexOf(ITEM_COUNTRY_SEPARATOR);
  return [value.slice(0, at), value.slice(at + 1)];
}

/**
 * Writes a run's facts on the run's transaction, as blocks of lines (`fact-lines.ts`), and sums them
 * into its rollups (one row per company and country, item or day) in memory, adding those to the
 * database at the end.
 */
export class RunWriter {
  private readonly isPostgres: boolean;
  private readonly upsertSql = new Map<number, string>();
  /**
   * The queued facts' lines, encoded as each arrives: lines kept as strings until their block was
   * stored cost the garbage collector, and flattening them to bind, over a second per million facts.
   */
  private readonly block = new CopyText();
  private queued = 0;
  private unmatched: Insertable<UnmatchedRowsTable>[] = [];
  private readonly rollups = new Map<number, CompanyGrains>();
  private rollupRows = 0;
  private readonly factsPerBlock: number;
  private readonly rollupsPerStatement: number;
  private readonly rollupRowsInMemory: number;
  /** The statements PostgreSQL is still running: the last block and the unmatched rows sent after it. */
  private inFlight: Promise<unknown> | undefined;

  constructor(
    private readonly db: Db,
    private readonly run: RunKey,
    options: { factsPerBlock?: number; rollupsPerStatement?: number; rollupRowsInMemory?: number } = {},
  ) {
    this.isPostgres = isPostgres(db);
    this.factsPerBlock = options.factsPerBlock ?? FACTS_PER_BLOCK;
    this.rollupsPerStatement = options.rollupsPerStatement ?? (this.isPostgres ? ROLLUPS_PER_COPY : ROLLUPS_PER_INSERT);
    this.rollupRowsInMemory = options.rollupRowsInMemory ?? ROLLUP_ROWS_IN_MEMORY;
  }

  /**
   * Queues one fact and adds it to the rollups. Synchronous, so a million rows cost no million awaits:
   * answers true when a block is full and `flush` should run before the next row.
   */
  add(fact: Fact): boolean {
    writeFact(this.block, fact);
    this.queued += 1;
    const { units, grossMicros: gross, nettMicros: nett, sharedMicros: shared, grossIdr, nettIdr } = fact;
    let grains = this.rollups.get(fact.companyId);
    if (!grains) {
      grains = {
        country: new GrainSums(),
        item: new GrainSums(),
        day: new GrainSums(),
        item_country: new GrainSums(),
      };
      this.rollups.set(fact.companyId, grains);
    }
    this.rollupRows +=
      grains.country.add(fact.country, units, gross, nett, shared, grossIdr, nettIdr) +
      grains.item.add(fact.itemKey, units, gross, nett, shared, grossIdr, nettIdr) +
      grains.day.add(fact.day, units, gross, nett, shared, grossIdr, nettIdr) +
      // Every report drills down to one item in one country: a YouTube asset, a store's track.
      grains.item_country.add(
        `${fact.itemKey}${ITEM_COUNTRY_SEPARATOR}${fact.country}`,
        units,
        gross,
        nett,
        shared,
        grossIdr,
        nettIdr,
      );
    return this.queued >= this.factsPerBlock || this.rollupRows >= this.rollupRowsInMemory;
  }

  /** Queues a row nobody matched; answers true when `flush` should run before the next row. */
  addUnmatched(row: Insertable<UnmatchedRowsTable>): boolean {
    this.unmatched.push(row);
    return this.unmatched.length >= UNMATCHED_PER_INSERT;
  }

  /** Writes what is full: the queued block, the queued unmatched rows, and the rollups once memory holds too many. */
  async flush(): Promise<void> {
    if (this.queued >= this.factsPerBlock) await this.flushFacts();
    if (this.unmatched.length >= UNMATCHED_PER_INSERT) await this.flushUnmatched();
    if (this.rollupRows >= this.rollupRowsInMemory) await this.flushRollups();
  }

  /** Writes what is queued and adds the rollups summed so far; a run is complete once this resolves. */
  async finish(): Promise<void> {
    await this.flushFacts();
    await this.flushUnmatched();
    await this.inFlight;
    this.inFlight = undefined;
    await this.flushRollups();
  }

  private async flushFacts(): Promise<void> {
    if (this.queued === 0) return;
    const query = this.db
      .insertInto('usage_fact_blocks')
      .values({
        company_id: this.run.company_id,
        run_id: this.run.id,
        row_count: this.queued,
        facts: this.block.take(),
      })
      .compile();
    this.queued = 0;
    if (this.isPostgres) {
      // At most one block waits at the server, so memory holds two however slow it is; and the block
      // before, whose buffer the next lines go into, is stored once this resolves.
      await this.inFlight;
      this.pipeline(this.db.executeQuery(query));
    } else {
      await this.db.executeQuery(query);
    }
    await this.flushUnmatched();
  }

  /**
   * Writes the queued unmatched rows on the run's connection. On PostgreSQL they queue behind the
   * block in flight without waiting for it: waiting would leave the parser idle while the server
   * stores a block.
   */
  private async flushUnmatched(): Promise<void> {
    if (this.unmatched.length === 0) return;
    const query = this.db.insertInto('unmatched_rows').values(this.unmatched).compile();
    this.unmatched = [];
    if (this.isPostgres) this.pipeline(this.db.executeQuery(query));
    else await this.db.executeQuery(query);
  }

  /**
   * Keeps a statement sent without waiting: the next block, or finish, waits for it, and its error
   * fails the run there.
   */
  private pipeline(sent: Promise<unknown>): void {
    const all = Promise.all([this.inFlight, sent]);
    all.catch(() => {});
    this.inFlight = all;
  }

  /** Adds the rollups summed in memory to the run's rows (an upsert, so a spill and a late fact add up). */
  private async flushRollups(): Promise<void> {
    if (this.rollupRows === 0) return;
    // The rows are written as they are read from memory, a chunk at a time: listing a ten-million-row
    // run's quarter of a million first would be its peak memory.
    if (!this.isPostgres) await this.insertRollups();
    else if (this.db.isTransaction) await this.upsertRollupsByCopy(this.db);
    // The scratch table lives on one connection: outside a transaction, each statement could take another.
    else await this.db.transaction().execute((trx) => this.upsertRollupsByCopy(trx));
    this.rollups.clear();
    this.rollupRows = 0;
  }

  /** The rollups summed in memory, as rows in ROLLUP_COLUMNS order. */
  private *rollupTableRows(): Generator<(string | number)[]> {
    const { id: runId, period, source, store } = this.run;
    for (const [companyId, grains] of this.rollups) {
      for (const grain of GRAINS) {
        for (const [value, sums] of grains[grain]?.rows() ?? []) {
          if (!sums.every(Number.isSafeInteger)) throw new Error(`rollup sums of run ${runId} exceed 2^53`);
          const [item, country] = dimensionsOf(grain, value);
          const day = grain === 'day' ? value : '';
          yield [companyId, runId, period, source, store, grain, country, item, day, ...sums];
        }
      }
    }
  }

  /** SQLite: multi-row upserts. */
  private async insertRollups(): Promise<void> {
    let params: (string | number)[] = [];
    let rows = 0;
    for (const row of this.rollupTableRows()) {
      params.push(...row);
      rows += 1;
      if (rows === this.rollupsPerStatement) {
        await this.executeRollupUpsert(rows, params);
        params = [];
        rows = 0;
      }
    }
    if (rows > 0) await this.executeRollupUpsert(rows, params);
  }

  /**
   * PostgreSQL: a run's first rollups are copied straight into the table. Later ones, which may meet
   * rows already there (a spill, a resolved unmatched row), are copied into a scratch table and
   * upserted from it in one statement: thousands of rows of 16 parameters in multi-row inserts cost a
   * second of a million-row run, and going through the scratch table when nothing can meet half a
   * second more than the copy alone.
   */
  private async upsertRollupsByCopy(trx: Db): Promise<void> {
    const columns = ROLLUP_COLUMNS.join(', ');
    const existing = await trx
      .selectFrom('revenue_rollups')
      .select('id')
      .where('run_id', '=', this.run.id)
      .limit(1)
      .executeTakeFirst();
    const target = existing ? INCOMING_ROLLUPS : 'revenue_rollups';
    if (existing) {
      await trx.executeQuery(
        CompiledQuery.raw(
          `create temporary table if not exists ${INCOMING_ROLLUPS} on commit drop as select ${columns} from revenue_rollups with no data`,
        ),
      );
    }
    const copy = new CopyText();
    const sendCopy = () => trx.executeQuery(CompiledQuery.raw(`copy ${target} (${columns}) from stdin`, [copy.take()]));
    let rows = 0;
    for (const row of this.rollupTableRows()) {
      copy.writeLine(row.map((value) => (typeof value === 'string' ? copyField(value) : value)).join('\t'));
      rows += 1;
      if (rows % this.rollupsPerStatement === 0) await sendCopy();
    }
    if (rows % this.rollupsPerStatement !== 0) await sendCopy();
    if (!existing) return;
    await trx.executeQuery(
      CompiledQuery.raw(`insert into revenue_rollups (${columns}) select ${columns} from ${INCOMING_ROLLUPS}${UPSERT}`),
    );
    await trx.executeQuery(CompiledQuery.raw(`truncate ${INCOMING_ROLLUPS}`));
  }

  /** One SQLite upsert of `rows` rollup rows, its text built once per size: the query builder would cost more. */
  private async executeRollupUpsert(rows: number, params: (string | number)[]): Promise<void> {
    let text = this.upsertSql.get(rows);
    if (!text) {
      text = upsertRollupsSql(rows);
      this.upsertSql.set(rows, text);
    }
    await this.db.executeQuery(CompiledQuery.raw(text, params));
  }
}
