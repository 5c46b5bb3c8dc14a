import path from 'node:path';
import type { Db } from '../../db/database.ts';
import { runDemoReports } from '../../ingest/demo/demo-reports.ts';
import { type CommandHelp, formatCommandHelp } from '../../lib/command-help.ts';
import { periodNotifier } from './period-notifier.ts';

/** Options of `irama demo-reports`, as parsed from the command line. */
export interface DemoReportsCommandOptions {
  rows?: string;
  months?: string;
  out?: string;
  'write-only'?: boolean;
}

export const DEMO_REPORTS_HELP: CommandHelp = {
  name: 'demo-reports',
  usage: ['demo-reports [--months 12] [--rows N] [--write-only] [--out DIR]'],
  summary: 'write a year of demo reports of every format and ingest them',
  details: [
    'For the demo companies (irama seed). --months 1–120 up to 2026-10, --rows 1–100000000 per store',
    'file, --write-only writes the files without ingesting, --out DIR instead of DATA_DIR/demo-reports.',
  ],
};

const whole = (value: string | undefined, min: number, max: number) => {
  if (value === undefined) return undefined;
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return n >= min && n <= max ? n : Number.NaN;
};

/** Runs `irama demo-reports`: prints what it wrote and ingested, and returns the exit code. */
export async function runDemoReportsCommand(
  db: Db,
  dataDir: string,
  options: DemoReportsCommandOptions,
): Promise<number> {
  const rows = whole(options.rows, 1, 100_000_000);
  const months = whole(options.months, 1, 120);
  if (Number.isNaN(rows) || Number.isNaN(months)) {
    console.error(formatCommandHelp(DEMO_REPORTS_HELP));
    return 2;
  }
  const dir = path.resolve(options.out ?? path.join(dataDir, 'demo-reports'));
  const result = await runDemoReports(db, {
    dir,
    notices: periodNotifier,
    rows,
    months,
    writeOnly: options['write-only'] === true,
    log: (message) => console.log(message),
  });
  console.log(`Wrote ${result.files.length} files to ${dir}.`);
  if (!options['write-only']) {
    console.log(`Ingested ${result.runs} new report runs and ${result.analyticsRuns} new analytics runs.`);
  }
  return 0;
}
