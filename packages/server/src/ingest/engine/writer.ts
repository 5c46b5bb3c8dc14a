import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database.ts';

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

/** The run-wide columns every fact and rollup of a run shares. */
export interface RunKey {
  runId: number;
  period: string;
  source: string;
  store: string;
}

const FACT_COLUMNS =
  'company_id run_id line period source store country day item_key isrc upc units currency gross_micros nett_micros shared_micros gross_idr nett_idr adjustment_type'.split(
    ' ',
  );
const ROLLUP_COLUMNS =
  'company_id run_id period source store country item_key day row_count units gross_micros nett_micros shared_micros gross_idr nett_idr'.split(
    ' ',
  );
const SUMS = ROLLUP_COLUMNS.slice(8);
const ROWS_PER_INSERT = 500;

/** Multi-row INSERT text for `rows` rows, cached per size: the query builder would cost more than the insert. */
function insertSql(table: string, columns: readonly string[], rows: number, isPostgres: boolean, suffix = ''): string {
  let n = 0;
  const tuple = () => `(${columns.map(() => (isPostgres ? `$${++n}` : '?')).join(',')})`;
  return `insert into ${table} (${columns.join(',')}) values ${Array.from({ length: rows }, tuple).join(',')}${suffix}`;
}

/** Writes a run's facts and rollups in multi-row batches on the run's transaction. */
export class RunWriter {
  private readonly isPostgres: boolean;
  private readonly sqlCache = new Map<string, string>();
  /** Queued facts' values, flat, so a batch is bound without building an array per row. */
  private params: unknown[] = [];
  private queued = 0;

  constructor(
    private readonly db: Db,
    private readonly run: RunKey,
  ) {
    this.isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /** Queues one fact; writes a batch when it is full. */
  async add(fact: Fact): Promise<void> {
    const { runId, period, source, store } = this.run;
    // biome-ignore format: one fact is one row of values, in FACT_COLUMNS order
    this.params.push(
      fact.companyId, runId, fact.line, period, source, store, fact.country, fact.day, fact.itemKey, fact.isrc,
      fact.upc, fact.units, fact.currency, Number(fact.grossMicros), Number(fact.nettMicros), Number(fact.sharedMicros), Number(fact.grossIdr), Number(fact.nettIdr), fact.adjustmentType,
    );
    this.queued += 1;
    if (this.queued >= ROWS_PER_INSERT) await this.flushFacts();
  }

  /** Writes the queued facts. */
  async flushFacts(): Promise<void> {
    if (this.queued === 0) return;
    const params = this.params;
    const rows = this.queued;
    this.params = [];
    this.queued = 0;
    await this.execute('usage_facts', FACT_COLUMNS, rows, params, '');
  }

  /**
   * Writes the queued facts, then builds the run's rollups from them in one INSERT … SELECT: the engine
   * groups and sorts natively, far faster than upserting from JavaScript, and memory stays flat.
   */
  async finish(): Promise<void> {
    await this.flushFacts();
    const sums =
      'count(*), sum(units), sum(gross_micros), sum(nett_micros), sum(shared_micros), sum(gross_idr), sum(nett_idr)';
    const keys = 'company_id, run_id, period, source, store, country, item_key, day';
    const text = `insert into revenue_rollups (${ROLLUP_COLUMNS.join(',')}) select ${keys}, ${sums} from usage_facts where run_id = ${this.isPostgres ? '$1' : '?'} group by ${keys}`;
    await this.db.executeQuery(CompiledQuery.raw(text, [this.run.runId]));
  }

  /** Adds one late fact (an unmatched row assigned by staff) to its run's existing rollups. */
  async addLate(fact: Fact): Promise<void> {
    await this.add(fact);
    await this.flushFacts();
    const { runId, period, source, store } = this.run;
    const sums = [
      1n,
      BigInt(fact.units),
      fact.grossMicros,
      fact.nettMicros,
      fact.sharedMicros,
      fact.grossIdr,
      fact.nettIdr,
    ];
    const row = [
      fact.companyId,
      runId,
      period,
      source,
      store,
      fact.country,
      fact.itemKey,
      fact.day,
      ...sums.map(Number),
    ];
    const update = SUMS.map((c) => `${c} = revenue_rollups.${c} + excluded.${c}`).join(', ');
    const suffix = ` on conflict (run_id, company_id, country, item_key, day) do update set ${update}`;
    await this.execute('revenue_rollups', ROLLUP_COLUMNS, 1, row, suffix);
  }

  private async execute(table: string, columns: readonly string[], rows: number, params: unknown[], suffix: string) {
    const id = `${table}:${rows}:${suffix.length}`;
    let text = this.sqlCache.get(id);
    if (!text) {
      text = insertSql(table, columns, rows, this.isPostgres, suffix);
      this.sqlCache.set(id, text);
    }
    await this.db.executeQuery(CompiledQuery.raw(text, params));
  }
}
