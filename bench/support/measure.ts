/** What one timed run of a row-processing benchmark cost. */
export type Measured<T> = {
  result: T;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  cpuSeconds: number;
  /** Rows per CPU-second of this process: steadier than wall-clock rows/s on a shared machine. */
  rowsPerCpuSecond: number;
  baselineRssMiB: number;
  peakRssMiB: number;
  rssGrowthMiB: number;
};

export const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Runs `run` once and measures wall time, this process's CPU time and its peak RSS (sampled on
 * a 25 ms timer; `sample` lets the run add samples of its own, e.g. every N rows).
 */
export async function measureRows<T>(
  run: (sample: () => void) => Promise<{ rows: number; result: T }>,
): Promise<Measured<T>> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const sampler = setInterval(sample, 25);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  try {
    const { rows, result } = await run(sample);
    const seconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    return {
      result,
      rows,
      seconds: round3(seconds),
      rowsPerSecond: Math.round(rows / seconds),
      cpuSeconds: round3(cpuSeconds),
      rowsPerCpuSecond: Math.round(rows / cpuSeconds),
      baselineRssMiB: mib(baseline),
      peakRssMiB: mib(peak),
      rssGrowthMiB: mib(peak - baseline),
    };
  } finally {
    clearInterval(sampler);
  }
}
