import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Target } from './results.ts';

/** Resident memory of a Linux process, in bytes, from /proc. */
export const rssBytes = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

/** Rows of the first sheet of an .xlsx, read with exceljs's streaming reader. */
export async function countXlsxRows(file: string): Promise<number> {
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, {})) {
    for await (const _row of sheet) rows += 1;
    break;
  }
  return rows;
}

const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

/** 100 MB, as the issue puts it (decimal megabytes). */
export const TARGET_RSS_GROWTH_MB = 100;

/** What an export cost the process that wrote it, and what it wrote. */
export interface ExportFigures {
  seconds: number;
  baselineMB: number;
  peakMB: number;
  growthMB: number;
  fileMB: number;
  rows: number;
}

/** Figures of an .xlsx from RSS readings (bytes) and a time, with the file's size and rows. */
export async function exportFigures(
  file: string,
  seconds: number,
  baseline: number,
  peak: number,
): Promise<ExportFigures> {
  return {
    seconds,
    baselineMB: mb(baseline),
    peakMB: mb(peak),
    growthMB: mb(peak - baseline),
    fileMB: mb(fs.statSync(file).size),
    rows: await countXlsxRows(file),
  };
}

/**
 * Runs `write` (which leaves an .xlsx at `file`) with the RSS of process `pid` sampled every 50 ms
 * from just before it starts until it ends, and answers the export's figures.
 */
export async function measureExport(pid: number, file: string, write: () => Promise<void>): Promise<ExportFigures> {
  const baseline = rssBytes(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, 50);
  const start = performance.now();
  try {
    await write();
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, rssBytes(pid));
  return exportFigures(file, Math.round(performance.now() - start) / 1000, baseline, peak);
}

/** The target an export under load must meet: the server's memory grows less than TARGET_RSS_GROWTH_MB. */
export const exportGrowthTarget = (exported: ExportFigures): Target => ({
  target: `< ${TARGET_RSS_GROWTH_MB}`,
  value: exported.growthMB,
  met: exported.growthMB < TARGET_RSS_GROWTH_MB,
});
