import os from 'node:os';
import { type LoadRequest, type LoadResult, loadFromChildProcess } from './load.ts';

/** A load run's figures with the server's own CPU cost per request. */
export type ServerFigures = LoadResult & {
  /** CPU time the server process spent per request: the cost of one answer, robust to a busy machine. */
  serverCpuUsPerRequest: number;
};

/** CPU time (user + system) of this process, in microseconds: the bare baseline serves from here. */
export const ownCpuMicros = () => {
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

/** A bench's target: what it asks, what was measured, and whether that met it. */
export type Target = { target: string; value: unknown; met: boolean };

/**
 * Prints each target as met or MISSED, warns when other work shared the CPUs (load averages as
 * `/proc/loadavg` gives them), and answers whether every target was met.
 */
export function verdictOf(targets: Record<string, Target>, loadavgBefore: string, loadavgAfter: string): boolean {
  for (const [name, target] of Object.entries(targets))
    console.log(
      `${target.met ? 'met   ' : 'MISSED'} ${name}: ${JSON.stringify(target.value)} (target ${target.target})`,
    );
  const [before = 0] = loadavgBefore.split(' ').map(Number);
  const [after = 0] = loadavgAfter.split(' ').map(Number);
  warnIfBusy(before, after);
  return Object.values(targets).every((target) => target.met);
}
