import { CompiledQuery, PostgresAdapter } from 'kysely';

import type { Db } from '../../db/database.ts';
import { GrainSums } from './grain-sums.ts';
import type { RollupGrain } from './tables.ts';

/** One attributed row as stored in usage_facts; its amounts are safe integers (micros and rupiah). */
export interface Fact {
  companyId: number;
  line: number;
  country: string;
  day: string;
  itemKey: string;
  isrc: string | null;
  upc: string | null;
  units: number;
  currency: string;
  grossMicros: number;
  nettMicros: number;
  sharedMicros: number;
  grossIdr: number;
  nettIdr: number;
  adjustmentType: string | null;
}

/** The run-wide columns every rollup of a run repeats, so reports filter them without a join. */
export interface RunKey {
  runId: number;
  period: string;
  source: string;
  store: string;
}

/** The facts' columns, in the order a fact is queued in. */
// biome-ignore format: one column per fact field, in Fact order
const FACT_COLUMNS = [
  'run_id', 'company_id', 'line', 'country', 'day', 'item_key', 'isrc', 'upc', 'units', 'currency',
  'gross_micros', 'nett_micros', 'shared_micros', 'gross_idr', 'nett_idr', 'adjustment_type',
];
const ROLLUP_COLUMNS =
  'company_id run_id period source store grain country item_key day row_count units gross_micros nett_micros shared_micros gross_idr nett_idr'.split(
    ' ',
  );
const SUMS = ROLLUP_COLUMNS.slice(9);
const ROLLUP_KEY = 'run_id, company_id, grain, country, item_key, day';
const UPSERT = ` on conflict (${ROLLUP_KEY}) do update set ${SUMS.map((c) => `${c} = revenue_rollups.${c} + excluded.${c}`).join(', ')}`;
const ROWS_PER_INSERT = 500;
/** The scratch table rollups are copied into on PostgreSQL, dropped when the run's transaction ends. */
const INCOMING_ROLLUPS = 'revenue_rollups_incoming';
/**
 * PostgreSQL takes facts through COPY, a batch at a time: a statement with thousands of placeholders is
 * parsed and planned on every execution, and COPY skips even the per-row work of an unnest. Each COPY
 * costs the server about 2 ms besides its rows, so batches are large.
 */
const FACTS_PER_COPY = 10_000;
/** Rollup rows per COPY into the scratch table: bounds the COPY text a spill holds at once. */
const ROLLUPS_PER_COPY = 20_000;
const COPY_FACTS = `copy usage_facts (${FACT_COLUMNS.join(', ')}) from stdin`;
/** What COPY's text format escapes in a field. */
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIALS = new RegExp(COPY_SPECIAL.source, 'g');
const COPY_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/**
 * Rollup rows kept in memory before they are added to the database (about 100 bytes each): a run's grains
 * usually fit (a catalogue's tracks, its countries, a month's days), and a larger catalogue spills, so
 * memory stays flat. Set below the catalogue, it spills after nearly every row of a shuffled file: at
 * 50,000 a ten-million-row file over 250,000 tracks took 223 s, at 300,000 it takes 130 s.
 */
const ROLLUP_ROWS_IN_MEMORY = 300_000;

/**
 * SQLite's multi-row INSERT text for `rows` rows, cached per size: the query builder would cost more
 * than the insert. `constants` are written into the text (the run's id), so no row binds them.
 * PostgreSQL takes both facts and rollups through COPY instead.
 */
function insertSql(
  table: string,
  columns: readonly string[],
  rows: number,
  suffix: string,
  constants: Readonly<Record<string, number>> = {},
): string {
  const value = (column: string) => constants[column] ?? '?';
  const tuple = () => `(${columns.map(value).join(',')})`;
  return `insert into ${table} (${columns.join(',')}) values ${Array.from({ length: rows }, tuple).join(',')}${suffix}`;
}

/** A company's rollup rows of a run, per grain. */
type CompanyGrains = Record<RollupGrain, GrainSums>;
const GRAINS: readonly RollupGrain[] = ['country', 'item', 'day'];

/** A text field as COPY's text format takes it: null as \\N, and backslash, tab and line breaks escaped. */
function copyField(text: string | null): string {
  if (text === null) return '\\N';
  return COPY_SPECIAL.test(text) ? text.replace(COPY_SPECIALS, (ch) => COPY_ESCAPES[ch] ?? ch) : text;
}

const COPY_BUFFER_BYTES = 1 << 20;

/**
 * COPY text built up a line at a time in two growing buffers that take turns: the lines taken from one
 * are sent while the next lines fill the other, so a run allocates its buffers once, not per batch.
 */
class CopyBuffer {
  private bytes = Buffer.allocUnsafe(0);
  private spare = Buffer.allocUnsafe(0);
  private length = 0;

  /** Appends one line of fields, tab-separated: text fields must already be escaped (`copyField`). */
  writeLine(fields: readonly (string | number)[]): void {
    const line = fields.join('\t');
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit, plus the newline.
    const needed = this.length + line.length * 3 + 1;
    if (needed > this.bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(needed, this.bytes.length * 2, COPY_BUFFER_BYTES));
      this.bytes.copy(larger, 0, 0, this.length);
      this.bytes = larger;
    }
    this.length += this.bytes.write(line, this.length, 'utf8');
    this.bytes[this.length] = 0x0a;
    this.length += 1;
  }

  /**
   * The lines so far; the builder starts over in its other buffer. The bytes stay as they are until
   * lines are written after the next `take`, so the statement sending them must be done by then.
   */
  take(): Buffer {
    const lines = this.bytes.subarray(0, this.length);
    [this.bytes, this.spare] = [this.spare, this.bytes];
    this.length = 0;
    return lines;
  }
}

/**
 * Writes a run's facts in multi-row batches on the run's transaction, and sums them into its rollups
 * (one row per company and country, item or day) in memory, adding those to the database at the end.
 */
export class RunWriter {
  private readonly isPostgres: boolean;
  private readonly sqlCache = new Map<string, string>();
  /** Queued facts' values, flat, so a batch is bound without building an array per row (SQLite). */
  private params: unknown[] = [];
  /**
   * Queued facts as COPY text, encoded as each arrives (PostgreSQL): a line lives only while it is written,
   * so a batch waiting for the server holds no strings the garbage collector would have to move.
   */
  private copy = new CopyBuffer();
  private queued = 0;
  private readonly rollups = new Map<number, CompanyGrains>();
  private rollupRows = 0;
  private readonly factsPerInsert: number;
  private readonly rollupsPerStatement: number;
  /** The facts batch PostgreSQL is still storing. */
  private inFlight: Promise<unknown> | undefined;

  private readonly rollupRowsInMemory: number;

  constructor(
    private readonly db: Db,
    private readonly run: RunKey,
    options: { factsPerInsert?: number; rollupsPerStatement?: number; rollupRowsInMemory?: number } = {},
  ) {
    this.isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
    this.factsPerInsert = options.factsPerInsert ?? (this.isPostgres ? FACTS_PER_COPY : ROWS_PER_INSERT);
    this.rollupsPerStatement = options.rollupsPerStatement ?? (this.isPostgres ? ROLLUPS_PER_COPY : ROWS_PER_INSERT);
    this.rollupRowsInMemory = options.rollupRowsInMemory ?? ROLLUP_ROWS_IN_MEMORY;
  }

  /**
   * Queues one fact and adds it to the rollups. Synchronous, so a million rows cost no million awaits:
   * answers true when a batch is full and `flush` should run before the next row.
   */
  add(fact: Fact): boolean {
    const { grossMicros: gross, nettMicros: nett, sharedMicros: shared, grossIdr, nettIdr } = fact;
    if (this.isPostgres) {
      // biome-ignore format: one fact is one line, in FACT_COLUMNS order
      this.copy.writeLine([
        this.run.runId, fact.companyId, fact.line, copyField(fact.country), copyField(fact.day),
        copyField(fact.itemKey), copyField(fact.isrc), copyField(fact.upc), fact.units, copyField(fact.currency),
        gross, nett, shared, grossIdr, nettIdr, copyField(fact.adjustmentType),
      ]);
    } else {
      // biome-ignore format: one fact is one row of values, in FACT_COLUMNS order (the run id is in the SQL)
      this.params.push(
        fact.companyId, fact.line, fact.country, fact.day, fact.itemKey, fact.isrc, fact.upc,
        fact.units, fact.currency, gross, nett, shared, grossIdr, nettIdr, fact.adjustmentType,
      );
    }
    this.queued += 1;
    const { units } = fact;
    let grains = this.rollups.get(fact.companyId);
    if (!grains) {
      grains = { country: new GrainSums(), item: new GrainSums(), day: new GrainSums() };
      this.rollups.set(fact.companyId, grains);
    }
    this.rollupRows +=
      grains.country.add(fact.country, units, gross, nett, shared, grossIdr, nettIdr) +
      grains.item.add(fact.itemKey, units, gross, nett, shared, grossIdr, nettIdr) +
      grains.day.add(fact.day, units, gross, nett, shared, grossIdr, nettIdr);
    return this.queued >= this.factsPerInsert || this.rollupRows >= this.rollupRowsInMemory;
  }

  /** Writes what is full: the queued facts, and the rollups once memory holds too many. */
  async flush(): Promise<void> {
    if (this.queued >= this.factsPerInsert) await this.flushFacts();
    if (this.rollupRows >= this.rollupRowsInMemory) await this.flushRollups();
  }

  /** Writes the queued facts and adds the rollups summed so far; a run is complete once this resolves. */
  async finish(): Promise<void> {
    await this.flushFacts();
    await this.inFlight;
    this.inFlight = undefined;
    await this.flushRollups();
  }

  private async flushFacts(): Promise<void> {
    if (this.queued === 0) return;
    const rows = this.queued;
    this.queued = 0;
    if (!this.isPostgres) {
      const params = this.params;
      this.params = [];
      await this.execute('usage_facts', FACT_COLUMNS, rows, params, '', { run_id: this.run.runId });
      return;
    }
    const data = this.copy.take();
    // At most one batch waits at the server, so memory holds two batches however slow it is; and the
    // batch before, which used the buffer the next lines go into, is done once this resolves.
    await this.inFlight;
    this.pipeline(this.db.executeQuery(CompiledQuery.raw(COPY_FACTS, [data])));
  }

  /**
   * Runs another statement of the run (its unmatched rows) on the run's connection, in order with the
   * facts. On PostgreSQL it queues behind the COPY in flight without waiting for it: waiting would leave
   * the parser idle while the server stores a batch.
   */
  async send(query: CompiledQuery): Promise<void> {
    if (this.isPostgres) this.pipeline(this.db.executeQuery(query));
    else await this.db.executeQuery(query);
  }

  /**
   * Keeps a statement sent without waiting: the next facts batch, or finish, waits for it, and its
   * error fails the run there.
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
    const { runId, period, source, store } = this.run;
    for (const [companyId, grains] of this.rollups) {
      for (const grain of GRAINS) {
        for (const [value, sums] of grains[grain].rows()) {
          if (!sums.every(Number.isSafeInteger)) throw new Error(`rollup sums of run ${runId} exceed 2^53`);
          const country = grain === 'country' ? value : '';
          const item = grain === 'item' ? value : '';
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
        await this.execute('revenue_rollups', ROLLUP_COLUMNS, rows, params, UPSERT);
        params = [];
        rows = 0;
      }
    }
    if (rows > 0) await this.execute('revenue_rollups', ROLLUP_COLUMNS, rows, params, UPSERT);
  }

  /**
   * PostgreSQL: COPY into a scratch table, then one upsert from it. Thousands of rows of 16 parameters
   * in multi-row inserts cost a second of a million-row run; this costs a tenth of that.
   */
  private async upsertRollupsByCopy(trx: Db): Promise<void> {
    const columns = ROLLUP_COLUMNS.join(', ');
    await trx.executeQuery(
      CompiledQuery.raw(
        `create temporary table if not exists ${INCOMING_ROLLUPS} on commit drop as select ${columns} from revenue_rollups with no data`,
      ),
    );
    const copy = new CopyBuffer();
    const sendCopy = () =>
      trx.executeQuery(CompiledQuery.raw(`copy ${INCOMING_ROLLUPS} (${columns}) from stdin`, [copy.take()]));
    let rows = 0;
    for (const row of this.rollupTableRows()) {
      copy.writeLine(row.map((value) => (typeof value === 'string' ? copyField(value) : value)));
      rows += 1;
      if (rows % this.rollupsPerStatement === 0) await sendCopy();
    }
    if (rows % this.rollupsPerStatement !== 0) await sendCopy();
    await trx.executeQuery(
      CompiledQuery.raw(`insert into revenue_rollups (${columns}) select ${columns} from ${INCOMING_ROLLUPS}${UPSERT}`),
    );
    await trx.executeQuery(CompiledQuery.raw(`truncate ${INCOMING_ROLLUPS}`));
  }

  private async execute(
    table: string,
    columns: readonly string[],
    rows: number,
    params: unknown[],
    suffix: string,
    constants?: Readonly<Record<string, number>>,
  ) {
    const id = `${table}:${rows}`;
    let text = this.sqlCache.get(id);
    if (!text) {
      text = insertSql(table, columns, rows, suffix, constants);
      this.sqlCache.set(id, text);
    }
    await this.db.executeQuery(CompiledQuery.raw(text, params));
  }
}
