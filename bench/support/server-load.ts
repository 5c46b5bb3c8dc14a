import os from 'node:os';
import { type LoadRequest, type LoadResult, loadFromChildProcess } from './load.ts';
import { resultName, type Target, writeVerdict } from './results.ts';

/** How long each load run lasts, in seconds; BENCH_DURATION_S shortens a trial of the harness. */
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

/** How long each mix of `loadMixes` runs unmeasured before the measured runs, in seconds (BENCH_WARMUP_S). */
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);

/** A load run's figures with the server's own CPU cost per request. */
export type ServerFigures = LoadResult & {
  /** CPU time the server process spent per request: the cost of one answer, robust to a busy machine. */
  serverCpuUsPerRequest: number;
};

/** CPU time (user + system) of this process, in microseconds: the bare baseline serves from here. */
const ownCpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * A load run from another process against a server, with `cpuMicros` read before and after it
 * (the CPU time of the process that serves the URL).
 */
export async function loadServer(request: LoadRequest, cpuMicros: () => number): Promise<ServerFigures> {
  const before = cpuMicros();
  const result = await loadFromChildProcess(request);
  return { ...result, serverCpuUsPerRequest: (cpuMicros() - before) / Math.max(1, result.total) };
}

/** A server under load: its URL, and the CPU time of the process that serves it. */
export type LoadTarget = { url: string; cpuMicros: () => number };

/** The bare node:http server of this process, as a load target. */
export const bareTarget = (bare: { url: string }): LoadTarget => ({ url: bare.url, cpuMicros: ownCpuMicros });

/**
 * A bench's load runs: `connections` for DURATION_S seconds each, from another process, against the
 * server's URL, or its `paths` in turn when given.
 */
export const loadRunsOf =
  (connections: number) =>
  (server: LoadTarget, paths?: string[], headers: Record<string, string> = {}): Promise<ServerFigures> =>
    loadServer({ url: server.url, paths, connections, durationSeconds: DURATION_S, headers }, server.cpuMicros);

/** One line of figures, aligned for the bench output. */
export const formatFigures = (figures: ServerFigures) =>
  [
    `${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s`,
    `p50 ${String(figures.p50Ms).padStart(3)} ms`,
    `p99 ${String(figures.p99Ms).padStart(3)} ms`,
    `server CPU ${figures.serverCpuUsPerRequest.toFixed(0).padStart(5)} µs/req`,
    `errors ${figures.errors}`,
    `non-2xx ${figures.non2xx}`,
  ].join('   ');

/** Says so when other work shared the CPUs during a run (load average above the CPU count). */
export function warnIfBusy(loadBefore: number, loadAfter: number): void {
  const load = Math.max(loadBefore, loadAfter);
  if (load <= os.availableParallelism()) return;
  console.log(`warning: load average ${load.toFixed(1)} on ${os.availableParallelism()} CPUs;`);
  console.log('other work shares the CPUs, so req/s and p99 understate what the server can do.');
}

/**
 * Prints the load averages before and after the run (as `/proc/loadavg` gives them) and each target
 * as met or MISSED, and warns when other work shared the CPUs.
 */
export function printTargets(load: { before: string; after: string }, targets: Record<string, Target>): void {
  console.log(`\n/proc/loadavg before: ${load.before}`);
  console.log(`/proc/loadavg after:  ${load.after}`);
  for (const [name, target] of Object.entries(targets))
    console.log(
      `${target.met ? 'met   ' : 'MISSED'} ${name}: ${JSON.stringify(target.value)} (target ${target.target})`,
    );
  const [before = 0] = load.before.split(' ').map(Number);
  const [after = 0] = load.after.split(' ').map(Number);
  warnIfBusy(before, after);
}

/** Prints the targets (`printTargets`) and writes the verdict (see `writeLoadVerdict`). */
export function printAndWriteVerdict(
  bench: string,
  run: LoadBenchRun & { load: { before: string; after: string } },
  targets: Record<string, Target>,
  figures: object,
): boolean {
  printTargets(run.load, targets);
  return writeLoadVerdict(bench, run, targets, figures);
}

/** Paths a load run requests in turn, by name. */
export type LoadMix = { name: string; paths: string[] };

/** A mix's figures, and its req/s against /api/health's under the same load. */
export type MixRun = LoadMix & { figures: ServerFigures; ratio: number };

/**
 * Loads /api/health on a server, then each mix with `headers` the same way, and prints a line of
 * figures for each, headed `<label> <mix name>` padded to `width`.
 */
export async function loadMixes(
  server: { url: string; cpuMicros: () => number },
  run: Pick<LoadRequest, 'connections' | 'durationSeconds' | 'headers'>,
  mixes: readonly LoadMix[],
  print: { label: string; width: number },
): Promise<{ health: ServerFigures; runs: MixRun[] }> {
  const load = (paths: string[], headers: Record<string, string>) =>
    loadServer({ ...run, url: server.url, paths, headers }, server.cpuMicros);
  // A portal just started compiles its hot paths and fills its shared reads in the first seconds
  // of load: each mix runs unmeasured for WARMUP_S first, so the figures are the steady state.
  for (const mix of mixes) {
    await loadServer({ ...run, durationSeconds: WARMUP_S, url: server.url, paths: mix.paths }, server.cpuMicros);
  }
  const health = await load(['/api/health'], {});
  console.log(`${'GET /api/health'.padEnd(print.width)} ${formatFigures(health)}`);
  const runs: MixRun[] = [];
  for (const mix of mixes) {
    const figures = await load(mix.paths, run.headers);
    runs.push({ ...mix, figures, ratio: figures.requestsPerSecond / health.requestsPerSecond });
    console.log(`${`${print.label} ${mix.name}`.padEnd(print.width)} ${formatFigures(figures)}`);
  }
  return { health, runs };
}

/** The targets every mix must meet: a p99 within `maxP99Ms`, and no errors, every answer 2xx. */
export function mixTargets(runs: readonly MixRun[], maxP99Ms: number): { p99Ms: Target; noErrors: Target } {
  const worst = Math.max(...runs.map((run) => run.figures.p99Ms));
  return {
    p99Ms: { target: `<= ${maxP99Ms} in every mix`, value: worst, met: worst <= maxP99Ms },
    noErrors: noErrorsTarget(runs.map((run) => run.figures)),
  };
}

/** The target every load run must meet: no errors, every answer 2xx. */
export function noErrorsTarget(runs: readonly LoadResult[]): Target {
  return {
    target: 'no errors, every answer 2xx',
    value: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
    met: runs.every((run) => run.errors + run.non2xx === 0),
  };
}

/**
 * The run a load bench's figures come from: its database engine, the connections of each load run,
 * and the machine's load average before and after it.
 */
type LoadBenchRun = { engine: string; connections: number; load: { before: number | string; after: number | string } };

/**
 * Writes a load bench's verdict under its name for the engine, its figures headed by the run they
 * come from (the engine, and the connections and seconds of each load run).
 */
export function writeLoadVerdict(
  bench: string,
  { engine, connections, load }: LoadBenchRun,
  targets: Record<string, Target>,
  figures: object,
): boolean {
  return writeVerdict(
    resultName(bench, engine),
    { engine, connections, durationSeconds: DURATION_S, ...figures },
    targets,
    load,
  );
}
