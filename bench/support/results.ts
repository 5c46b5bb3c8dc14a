import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'node:util';

/** A bench's target: what it asks, what was measured, and whether that met it. */
export type Target = { target: string; value: unknown; met: boolean };

/** A result's name: the bench's own on SQLite, with the engine after it on another, so each engine keeps its figures. */
export const resultName = (bench: string, engine: string) => (engine === 'sqlite' ? bench : `${bench}-${engine}`);

/** The folder the results are written to (not committed: docs/bench-figures.md is the record). */
export const RESULTS_FOLDER = path.join(import.meta.dirname, '..', 'results');

/**
 * What a reader needs to reproduce a result and judge it: the bench, the database engine its result
 * names (`none` for a bench that uses no database), the command that ran it, when, the machine's load average (as /proc/loadavg gives it) when the run began and when the
 * result was written, and every line the bench printed until then.
 */
export type RunRecord = {
  bench: string;
  engine: 'sqlite' | 'postgres' | 'none';
  command: string;
  startedAt: string;
  loadavgBefore: string;
  loadavgAfter: string;
  lines: string[];
};

/** The environment variables that change what a bench measures, in the order a command line shows them. */
const MEANINGFUL_ENV = /^(BENCH_[A-Z0-9_]+|DATABASE_URL|TEST_DATABASE_URL|REDIS_URL|CHROMIUM_PATH)$/;

const readLoadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').trim();

/** A database URL without its password: the record is read by others. */
function withoutSecret(value: string): string {
  try {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = '';
    return url.toString();
  } catch {
    return value;
  }
}

/** The command line that ran this process, as a user would type it again: niceness, env, `npm run bench`. */
function commandLine(args: readonly string[]): string {
  const env = Object.entries(process.env)
    .filter(([name, value]) => MEANINGFUL_ENV.test(name) && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${withoutSecret(value ?? '')}`);
  const niceness = os.getPriority();
  return [...env, ...(niceness > 0 ? [`nice -n ${niceness}`] : []), 'npm run bench --', ...args].join(' ');
}

let current: Omit<RunRecord, 'engine' | 'loadavgAfter'> | undefined;

/**
 * Starts the record of this run of `args` (the bench's name and its arguments): from here on every
 * line printed with console.log is kept, as well as printed, so each result carries what it came from.
 */
export function startRecord(args: readonly string[]): void {
  const [bench = ''] = args;
  const record = {
    bench,
    command: commandLine(args),
    startedAt: new Date().toISOString(),
    loadavgBefore: readLoadavg(),
    lines: [] as string[],
  };
  current = record;
  const print = console.log.bind(console);
  console.log = (...items: unknown[]) => {
    record.lines.push(...format(...items).split('\n'));
    print(...items);
  };
}

/** Writes a benchmark's figures to bench/results/<name>.json, with the record of its run when one was started. */
export function writeResult(name: string, result: object): void {
  fs.mkdirSync(RESULTS_FOLDER, { recursive: true });
  // The engine is the one the bench says it measured: DATABASE_URL alone cannot tell a bench without a database.
  const engine =
    'engine' in result && (result.engine === 'sqlite' || result.engine === 'postgres') ? result.engine : 'none';
  const record: RunRecord | undefined = current && {
    ...current,
    engine,
    loadavgAfter: readLoadavg(),
    lines: [...current.lines],
  };
  // Every result says when and on which Node it was measured.
  const stamped = { date: new Date().toISOString(), node: process.version, ...result, ...(record && { record }) };
  fs.writeFileSync(path.join(RESULTS_FOLDER, `${name}.json`), `${JSON.stringify(stamped, null, 2)}\n`);
}

/**
 * Writes a bench's figures with the load average before and after it ran, its targets and whether
 * every target was met, which it answers.
 */
export function writeVerdict(
  name: string,
  figures: object,
  targets: Record<string, Target>,
  load: { before: number | string; after: number | string },
): boolean {
  const passed = Object.values(targets).every((target) => target.met);
  writeResult(name, { ...figures, loadAverage: { ...load, cpus: os.availableParallelism() }, targets, passed });
  return passed;
}
