import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RollupGrain } from './tables.ts';

/** One attributed row as stored in usage_facts. */
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
  grossMicros: bigint;
  nettMicros: bigint;
  sharedMicros: bigint;
  grossIdr: bigint;
  nettIdr: bigint;
  adjustmentType: string | null;
}

/** The run-wide columns every rollup of a run repeats, so reports filter them without a join. */
export interface RunKey {
  runId: number;
  period: string;
  source: string;
  store: string;
}

/** The facts' columns bound per row, with their PostgreSQL types (for unnest); run_id is written into the SQL. */
const FACT_TYPES: readonly (readonly [string, string])[] = [
  ['company_id', 'integer'],
  ['line', 'integer'],
  ['country', 'text'],
  ['day', 'text'],
  ['item_key', 'text'],
  ['isrc', 'text'],
  ['upc', 'text'],
  ['units', 'bigint'],
  ['currency', 'text'],
  ['gross_micros', 'bigint'],
  ['nett_micros', 'bigint'],
  ['shared_micros', 'bigint'],
  ['gross_idr', 'bigint'],
  ['nett_idr', 'bigint'],
  ['adjustment_type', 'text'],
];
const FACT_COLUMNS = ['run_id', ...FACT_TYPES.map(([column]) => column)];
const ROLLUP_COLUMNS =
  'company_id run_id period source store grain country item_key day row_count units gross_micros nett_micros shared_micros gross_idr nett_idr'.split(
    ' ',
  );
const SUMS = ROLLUP_COLUMNS.slice(9);
const ROLLUP_KEY = 'run_id, company_id, grain, country, item_key, day';
const UPSERT = ` on conflict (${ROLLUP_KEY}) do update set ${SUMS.map((c) => `${c} = revenue_rollups.${c} + excluded.${c}`).join(', ')}`;
const ROWS_PER_INSERT = 500;
/**
 * PostgreSQL takes facts as one array per column through unnest: a statement with thousands of
 * placeholders is parsed and planned on every execution, an unnest of 15 arrays costs next to nothing.
 */
const FACTS_PER_UNNEST = 5000;
/**
 * Rollup rows kept in memory before they are added to the database: a run's grains usually fit (a
 * catalogue's tracks, its countries, a month's days), and a larger catalogue spills, so memory stays flat.
 */
const ROLLUP_ROWS_IN_MEMORY = 50_000;

/**
 * Multi-row INSERT text for `rows` rows, cached per size: the query builder would cost more than the
 * insert. `constants` are written into the text (the run's id), so no row binds them.
 */
function insertSql(
  table: string,
  columns: readonly string[],
  rows: number,
  isPostgres: boolean,
  suffix: string,
  constants: Readonly<Record<string, number>> = {},
): string {
  let n = 0;
  const value = (column: string) => constants[column] ?? (isPostgres ? `$${++n}` : '?');
  const tuple = () => `(${columns.map(value).join(',')})`;
  return `insert into ${table} (${columns.join(',')}) values ${Array.from({ length: rows }, tuple).join(',')}${suffix}`;
}

/** Sums per rollup row, in SUMS order: integers below 2^53, so Number adds them exactly (checked when written). */
type Sums = number[];
/** One grain's rows of a run: company → the grain's value (a country, an item or a day) → sums. */
type GrainRows = Map<number, Map<string, Sums>>;

/**
 * One column of a batch of facts as a PostgreSQL array literal, for `$n::type[]`: the driver's own
 * conversion escapes every element one call at a time and cost more than the rest of the ingest.
 */
function arrayLiteral(params: readonly unknown[], column: number, width: number, rows: number): string {
  const items = new Array<string>(rows);
  for (let r = 0; r < rows; r += 1) {
    const value = params[r * width + column];
    if (value === null || value === undefined) items[r] = 'NULL';
    else if (typeof value === 'number') items[r] = String(value);
    else items[r] = `"${String(value).replace(/["\\]/g, '\\$&')}"`;
  }
  // One join makes one flat string; appending would build a rope the driver flattens again to measure it.
  return `{${items.join(',')}}`;
}

/** Adds one fact's figures to its row of a grain; answers 1 when that row is new. */
// biome-ignore format: the figures of one fact, in SUMS order after the row count
function addTo(rows: GrainRows, companyId: number, value: string, units: number, gross: number, nett: number, shared: number, grossIdr: number, nettIdr: number): number {
  let byValue = rows.get(companyId);
  if (!byValue) {
    byValue = new Map();
    rows.set(companyId, byValue);
  }
  const sums = byValue.get(value);
  if (!sums) {
    byValue.set(value, [1, units, gross, nett, shared, grossIdr, nettIdr]);
    return 1;
  }
  sums[0] = (sums[0] ?? 0) + 1;
  sums[1] = (sums[1] ?? 0) + units;
  sums[2] = (sums[2] ?? 0) + gross;
  sums[3] = (sums[3] ?? 0) + nett;
  sums[4] = (sums[4] ?? 0) + shared;
  sums[5] = (sums[5] ?? 0) + grossIdr;
  sums[6] = (sums[6] ?? 0) + nettIdr;
  return 0;
}

/**
 * Writes a run's facts in multi-row batches on the run's transaction, and sums them into its rollups
 * (one row per company and country, item or day) in memory, adding those to the database at the end.
 */
export class RunWriter {
  private readonly isPostgres: boolean;
  private readonly sqlCache = new Map<string, string>();
  /** Queued facts' values, flat, so a batch is bound without building an array per row. */
  private params: unknown[] = [];
  private queued = 0;
  private readonly grains: Record<RollupGrain, GrainRows> = { country: new Map(), item: new Map(), day: new Map() };
  private rollupRows = 0;
  private readonly factsPerInsert: number;
  /** The facts batch PostgreSQL is still storing. */
  private inFlight: Promise<unknown> | undefined;

  private readonly rollupRowsInMemory: number;

  constructor(
    private readonly db: Db,
    private readonly run: RunKey,
    options: { factsPerInsert?: number; rollupRowsInMemory?: number } = {},
  ) {
    this.isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
    this.factsPerInsert = options.factsPerInsert ?? (this.isPostgres ? FACTS_PER_UNNEST : ROWS_PER_INSERT);
    this.rollupRowsInMemory = options.rollupRowsInMemory ?? ROLLUP_ROWS_IN_MEMORY;
  }

  /**
   * Queues one fact and adds it to the rollups. Synchronous, so a million rows cost no million awaits:
   * answers true when a batch is full and `flush` should run before the next row.
   */
  add(fact: Fact): boolean {
    const gross = Number(fact.grossMicros);
    const nett = Number(fact.nettMicros);
    const shared = Number(fact.sharedMicros);
    const grossIdr = Number(fact.grossIdr);
    const nettIdr = Number(fact.nettIdr);
    // biome-ignore format: one fact is one row of values, in FACT_COLUMNS order (the run id is in the SQL)
    this.params.push(
      fact.companyId, fact.line, fact.country, fact.day, fact.itemKey, fact.isrc, fact.upc,
      fact.units, fact.currency, gross, nett, shared, grossIdr, nettIdr, fact.adjustmentType,
    );
    this.queued += 1;
    const { companyId, units } = fact;
    const { country, item, day } = this.grains;
    this.rollupRows +=
      addTo(country, companyId, fact.country, units, gross, nett, shared, grossIdr, nettIdr) +
      addTo(item, companyId, fact.itemKey, units, gross, nett, shared, grossIdr, nettIdr) +
      addTo(day, companyId, fact.day, units, gross, nett, shared, grossIdr, nettIdr);
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
    const params = this.params;
    const rows = this.queued;
    this.params = [];
    this.queued = 0;
    if (!this.isPostgres) {
      await this.execute('usage_facts', FACT_COLUMNS, rows, params, '', { run_id: this.run.runId });
      return;
    }
    const width = FACT_TYPES.length;
    const arrays = FACT_TYPES.map((_, c) => arrayLiteral(params, c, width, rows));
    const casts = FACT_TYPES.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
    const text = `insert into usage_facts (${FACT_COLUMNS.join(', ')}) select ${this.run.runId}, * from unnest(${casts})`;
    // Sent without waiting, so the server stores this batch while the next one is parsed; the next
    // write (or finish) waits for it first, and its error fails the run there.
    await this.inFlight;
    const sent = this.db.executeQuery(CompiledQuery.raw(text, arrays));
    sent.catch(() => {});
    this.inFlight = sent;
  }

  /** Adds the rollups summed in memory to the run's rows (an upsert, so a spill and a late fact add up). */
  private async flushRollups(): Promise<void> {
    const { runId, period, source, store } = this.run;
    let params: unknown[] = [];
    let rows = 0;
    for (const grain of ['country', 'item', 'day'] as const) {
      for (const [companyId, byValue] of this.grains[grain]) {
        for (const [value, sums] of byValue) {
          if (!sums.every(Number.isSafeInteger)) throw new Error(`rollup sums of run ${runId} exceed 2^53`);
          const country = grain === 'country' ? value : '';
          const item = grain === 'item' ? value : '';
          const day = grain === 'day' ? value : '';
          params.push(companyId, runId, period, source, store, grain, country, item, day, ...sums);
          rows += 1;
          if (rows === ROWS_PER_INSERT) {
            await this.execute('revenue_rollups', ROLLUP_COLUMNS, rows, params, UPSERT);
            params = [];
            rows = 0;
          }
        }
      }
      this.grains[grain].clear();
    }
    if (rows > 0) await this.execute('revenue_rollups', ROLLUP_COLUMNS, rows, params, UPSERT);
    this.rollupRows = 0;
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
      text = insertSql(table, columns, rows, this.isPostgres, suffix, constants);
      this.sqlCache.set(id, text);
    }
    await this.db.executeQuery(CompiledQuery.raw(text, params));
  }
}
